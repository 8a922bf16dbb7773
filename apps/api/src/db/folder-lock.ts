import { readFileSync } from "node:fs";
import { mkdir, readFile, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * One process at a time for the embedded database: PGlite is single-process, and two
 * processes writing one folder corrupt it. The lock is a file beside the folder
 * (`DATA_DIR/db.lock`) naming its holder; a holder that is gone (killed with SIGKILL, a
 * crashed container) is detected by its process id and start time, and its lock taken over.
 */
export class FolderLockedError extends Error {
  override name = "FolderLockedError";
}

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Boot id and the kernel's start tick of the process: a reused pid does not match it. */
  processStart?: string;
}

export interface FolderLock {
  file: string;
  release(): Promise<void>;
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

export async function lockFolder(folder: string): Promise<FolderLock> {
  const file = `${folder}.lock`;
  if (heldHere.has(file)) throw new FolderLockedError(`${folder} is already open in this process.`);
  const me: Holder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
  };
  const text = `${JSON.stringify(me)}\n`;
  // About 3 s: long enough for a file being written, or a takeover by another process, to settle.
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      // O_EXCL: of two processes creating it at once, exactly one succeeds.
      await writeFile(file, text, { flag: "wx" });
      heldHere.add(file);
      return { file, release: () => release(file, text) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = await readFile(file, "utf8").catch(() => undefined);
    if (current === undefined) continue; // released meanwhile
    const holder = parseHolder(current);
    if (holder && isAlive(holder)) throw new FolderLockedError(lockedMessage(folder, file, holder));
    // A file that does not parse is stale, unless it is being written this very moment.
    if (holder || (await ageMs(file)) > 2000) await takeOver(file, current);
    await sleep(20);
  }
  throw new FolderLockedError(`Could not lock ${folder}: ${file} keeps changing hands.`);
}

function lockedMessage(folder: string, file: string, holder: Holder): string {
  const where = holder.hostname === hostname() ? "" : ` on host ${holder.hostname}`;
  return (
    `The embedded database in ${folder} is in use by process ${holder.pid}${where} ` +
    `(started ${holder.startedAt}). PGlite allows one process per folder: stop that process, ` +
    `give this one its own DATA_DIR, or share PostgreSQL through DATABASE_URL. ` +
    `If that process is surely gone, delete ${file}.`
  );
}

function isAlive(holder: Holder): boolean {
  // Another machine's processes cannot be checked from here; assume it still runs.
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const now = processStart(holder.pid);
  if (holder.processStart && now) return holder.processStart === now;
  // Without /proc, our own pid in the file is a former life of this pid (containers reuse 1).
  return holder.pid !== process.pid;
}

/**
 * Removes a stale lock, but only if it is still the one found stale: a short-lived folder
 * serialises takers, so two processes never both remove and both create.
 */
async function takeOver(file: string, staleText: string) {
  const mutex = `${file}.takeover`;
  try {
    await mkdir(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Left by a process killed within the few microseconds it holds it.
    if ((await ageMs(mutex)) > 10_000) await rmdir(mutex).catch(() => {});
    return;
  }
  try {
    const current = await readFile(file, "utf8").catch(() => undefined);
    if (current === staleText) await unlink(file);
  } finally {
    await rmdir(mutex);
  }
}

async function release(file: string, text: string) {
  heldHere.delete(file);
  const current = await readFile(file, "utf8").catch(() => undefined);
  if (current === text) await unlink(file);
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid === "number" && typeof value.hostname === "string") {
      return value as Holder;
    }
  } catch {}
  return undefined;
}

/** Linux only; elsewhere undefined and liveness rests on the pid. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); fields are counted after the command name, which may hold spaces.
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return startTicks ? `${boot}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

async function ageMs(path: string): Promise<number> {
  try {
    return Date.now() - (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}
