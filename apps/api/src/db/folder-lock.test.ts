import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  killServers,
  preparedDataDir,
  startServer,
} from "../../test/helpers/servers/server-process.ts";
import { FolderLockedError, lockFolder } from "./folder-lock.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "sahayi-lock-"));
});
afterAll(async () => {
  await killServers();
  await rm(root, { recursive: true, force: true });
});
afterEach(killServers);

let folders = 0;
/** A DATA_DIR's `db` folder; the lock file goes beside it. */
function newFolder(): string {
  const dataDir = path.join(root, `f${++folders}`);
  mkdirSync(dataDir);
  return path.join(dataDir, "db");
}

const holder = (pid: number, extra: object = {}) =>
  `${JSON.stringify({ pid, hostname: hostname(), startedAt: "2020-01-01T00:00:00.000Z", ...extra })}\n`;

async function lockedBy(folder: string): Promise<number> {
  return JSON.parse(await readFile(`${folder}.lock`, "utf8")).pid;
}

describe("the embedded database's folder lock", () => {
  it("lets one holder in, refuses a second naming the folder, and frees the folder on release", async () => {
    const folder = newFolder();
    const lock = await lockFolder(folder);
    expect(await lockedBy(folder)).toBe(process.pid);
    await expect(lockFolder(folder)).rejects.toThrow(FolderLockedError);
    await expect(lockFolder(folder)).rejects.toThrow(folder);
    await lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    await (await lockFolder(folder)).release();
  });

  it("takes over the lock of a process that is gone", async () => {
    const folder = newFolder();
    const gone = spawnSync("true").pid!;
    await writeFile(`${folder}.lock`, holder(gone));
    const lock = await lockFolder(folder);
    expect(await lockedBy(folder)).toBe(process.pid);
    await lock.release();
  });

  it("takes over a lock whose pid now belongs to another process (pid reuse)", async () => {
    const folder = newFolder();
    const other = spawn("sleep", ["30"]);
    try {
      await writeFile(`${folder}.lock`, holder(other.pid!, { processStart: "another-boot:1" }));
      const lock = await lockFolder(folder);
      expect(await lockedBy(folder)).toBe(process.pid);
      await lock.release();
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("respects a live holder and one on another host, and names them", async () => {
    const folder = newFolder();
    const other = spawn("sleep", ["30"]);
    try {
      await writeFile(`${folder}.lock`, holder(other.pid!));
      await expect(lockFolder(folder)).rejects.toThrow(`in use by process ${other.pid} (`);
      await writeFile(`${folder}.lock`, holder(1, { hostname: "elsewhere" }));
      await expect(lockFolder(folder)).rejects.toThrow("process 1 on host elsewhere");
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("treats an unreadable lock as being written while it is fresh, and as stale once old", async () => {
    const folder = newFolder();
    await writeFile(`${folder}.lock`, "");
    const old = new Date(Date.now() - 60_000);
    await utimes(`${folder}.lock`, old, old);
    const lock = await lockFolder(folder);
    expect(await lockedBy(folder)).toBe(process.pid);
    await lock.release();
  });

  it("lets exactly one of two takers have a stale lock", async () => {
    const folder = newFolder();
    await writeFile(`${folder}.lock`, holder(spawnSync("true").pid!));
    const results = await Promise.allSettled([lockFolder(folder), lockFolder(folder)]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected");
    expect(String(lost?.reason)).toMatch(/in use by process|already open/);
    await won[0]!.value.release();
  });
});

describe("two server processes on one DATA_DIR", { timeout: 60_000 }, () => {
  it("refuses the second with the folder and the holder's pid, and takes over from a killed one", async () => {
    const dataDir = await preparedDataDir();
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const first = startServer({ DATA_DIR: dataDir });
    await first.port();

    const second = startServer({ DATA_DIR: dataDir });
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${path.join(dataDir, "db")} is in use by process ${first.child.pid}`,
    );
    // The refused one did not touch the database: the first still serves.
    const port = await first.port();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill("SIGKILL");
    await first.exited;
    const third = startServer({ DATA_DIR: dataDir });
    const thirdPort = await third.port();
    expect((await fetch(`http://127.0.0.1:${thirdPort}/api/health`)).status).toBe(200);
    expect(await lockedBy(path.join(dataDir, "db"))).toBe(third.child.pid);
    third.child.kill("SIGTERM");
    expect(await third.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });
});
