import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { REPO_ROOT } from "../../../src/config.ts";
import { uploadsDir } from "../../../src/lib/storage/storage.ts";

/**
 * The API server in a child process, for what only a real process shows (signals, two
 * processes on one folder, a kill half-way). It runs from source (tsx, and the contract's
 * source through the @sahayi/source condition) so the tests need no build; the code is the
 * same server.ts that `npm start` compiles. The command is here only.
 */
const SERVER_COMMAND = [
  "node",
  "--conditions=@sahayi/source",
  "--import",
  "tsx",
  "apps/api/src/server.ts",
];

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** The first output line matching, waiting for it; rejects if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** The port it listens on, once it logged so. */
  port(timeoutMs?: number): Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/**
 * Starts the server with a quiet, test-friendly environment and the given settings; the
 * parent's DATABASE_URL is not passed on (pass it in `env` to use PostgreSQL).
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const [command, ...args] = SERVER_COMMAND as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: "0",
      SEED: "none",
      RATE_LIMIT_PER_MINUTE: "0",
      WEB_DIST: path.join(env.DATA_DIR ?? REPO_ROOT, "no-web-build"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let text = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });

  function waitFor(pattern: RegExp, timeoutMs = 45_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const line = text.split("\n").find((l) => pattern.test(l));
        if (line !== undefined) done(() => resolve(line));
        else if (child.exitCode !== null || child.signalCode !== null) {
          done(() => reject(new Error(`server exited before ${pattern}:\n${text}`)));
        }
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  }

  return {
    child,
    output: () => text,
    waitFor,
    async port(timeoutMs) {
      const line = await waitFor(/Server listening at http:\/\/127\.0\.0\.1:\d+/, timeoutMs);
      return Number(/127\.0\.0\.1:(\d+)/.exec(line)![1]);
    },
    exited,
  };
}

/** Kills every server a test started and did not see exit; call it in afterEach. */
export async function killServers(): Promise<void> {
  const left = [...running];
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

/**
 * A new DATA_DIR holding the migrated and seeded test template, so a server starts on it in
 * seconds: creating an embedded database from nothing takes far longer. Without a PGlite
 * template (the suite runs on PostgreSQL) it is empty, and the server creates it.
 */
export async function preparedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sahayi-server-"));
  const template = inject("template");
  if (template.pgliteDump) {
    const dump = new Blob([await readFile(template.pgliteDump)]);
    const client = await PGlite.create({ dataDir: path.join(dataDir, "db"), loadDataDir: dump });
    await client.close();
    await cp(uploadsDir(template.dataDir), uploadsDir(dataDir), { recursive: true });
  }
  return dataDir;
}
