import {
  helperAccountMessages,
  isPauseEnd,
  type MaidAvailabilityRequest,
  pauseEndBounds,
  todayInIndia,
} from "@sahayi/contract";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpers } from "../../db/schema.ts";
import { AppError, validationFailed } from "../../lib/errors.ts";

const notListed = () => new AppError(409, "NOT_LISTED", helperAccountMessages.notListed);

/**
 * Pauses or resumes her listing. A pause is the status `paused` (decision 044): every list,
 * the sitemap and a reveal read `status = 'approved'`, so she is out of all of them from the
 * moment this commits, and back the moment she resumes. Only a listed or paused helper moves:
 * one under review, refused or suspended by the admin stays as she is (409).
 */
export async function setAvailability(
  db: Db,
  helperId: number,
  input: MaidAvailabilityRequest,
  now: Date = new Date(),
): Promise<void> {
  const availableFrom = input.available ? null : (input.available_from ?? null);
  if (availableFrom !== null && !isPauseEnd(availableFrom, pauseEndBounds(now))) {
    throw validationFailed({ available_from: helperAccountMessages.availableFromRange });
  }
  const [moved] = await db
    .update(helpers)
    // Not a change to her profile: households' "Profile updated" stays as it was.
    .set({
      status: input.available ? "approved" : "paused",
      availableFrom,
      updatedAt: sql`${helpers.updatedAt}`,
    })
    .where(and(eq(helpers.id, helperId), inArray(helpers.status, ["approved", "paused"])))
    .returning({ id: helpers.id });
  if (!moved) throw notListed();
}

/**
 * Resumes every pause whose "available from" day has come in India. Run by the scheduled
 * job (every 10 minutes), so a helper is back within minutes of her day's start.
 */
export async function resumeDuePauses(db: Db, now: Date = new Date()): Promise<number> {
  const resumed = await db
    .update(helpers)
    .set({ status: "approved", availableFrom: null, updatedAt: sql`${helpers.updatedAt}` })
    .where(
      and(
        eq(helpers.status, "paused"),
        isNotNull(helpers.availableFrom),
        lte(helpers.availableFrom, todayInIndia(now)),
      ),
    )
    .returning({ id: helpers.id });
  return resumed.length;
}

/**
 * Ends due pauses every `intervalMs` in this process (every process may: the update is one
 * statement, so two at once resume each helper once); stopped when the app closes.
 */
export function startPauseEndings(
  db: Db,
  intervalMs: number,
  log: (details: object, message: string) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    resumeDuePauses(db)
      .catch((error: unknown) => log({ err: error }, "ending helpers' pauses failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
