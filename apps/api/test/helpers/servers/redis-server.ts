import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { untilListening } from "./listening.ts";
import { freePort } from "./postgres-cluster.ts";

/** A Redis server of the test's own on a free port, which the test may kill. */
export interface RedisServer {
  url: string;
  /** SIGKILL, as a crash or a lost machine: no goodbye to the clients. */
  kill(): Promise<void>;
}

/** Fails with how to install it, never skips. */
function redisServerBinary(): string {
  const found = (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((dir) => path.join(dir, "redis-server"))
    .find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      "The shared rate-limit tests start a Redis server of their own and need redis-server " +
        "on PATH. Install it with:\n\n    sudo apt-get install -y redis-server\n",
    );
  }
  return found;
}

export async function startRedis(): Promise<RedisServer> {
  const binary = redisServerBinary();
  const port = await freePort();
  // In memory only: no snapshot, no append-only file, nothing left behind.
  const child: ChildProcess = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await untilListening(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
