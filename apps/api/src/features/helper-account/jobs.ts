import type { Db } from "../../db/client.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { resumeDuePauses } from "./availability.ts";
import { askForConfirmations } from "./availability-checks.ts";

/**
 * A helper's scheduled work, every `intervalMs` in this process: pauses whose day has come
 * end, and helpers due their monthly ask get it (decision 045). Every process may run it:
 * each is one conditional update, so two at once act on each helper once. Stopped when the
 * app closes.
 */
export function startHelperJobs(
  deps: { db: Db; keyedHash: Tokens["keyedHash"]; origin: string },
  intervalMs: number,
  log: (details: object, message: string) => void,
): () => void {
  let running = false;
  const run = async () => {
    await resumeDuePauses(deps.db).catch((error: unknown) =>
      log({ err: error }, "ending helpers' pauses failed"),
    );
    await askForConfirmations(deps).catch((error: unknown) =>
      log({ err: error }, "asking helpers to confirm their availability failed"),
    );
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run().finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
