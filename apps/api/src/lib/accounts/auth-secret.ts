import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";

/**
 * The key that signs tokens and keys one-time code hashes: AUTH_SECRET, or a random one made
 * once and kept in DATA_DIR/auth-secret so restarts keep everyone logged in. Servers on
 * several machines must share AUTH_SECRET instead.
 */
export async function loadAuthSecret(config: Pick<Config, "authSecret" | "dataDir">) {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  const file = path.join(config.dataDir, "auth-secret");
  await mkdir(config.dataDir, { recursive: true });
  // Written aside, then linked in place: link fails if another process got there first, and
  // nobody ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(draft);
  }
  return new TextEncoder().encode((await readFile(file, "utf8")).trim());
}
