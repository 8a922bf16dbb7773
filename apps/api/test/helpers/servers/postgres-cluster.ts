import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, on a free port, which the test may stop and start:
 * outages cannot be played on the shared test database. Needs the server binaries.
 */
export interface Cluster {
  url: string;
  start(): Promise<void>;
  /** fast: sessions are told (57P01); immediate: the server vanishes as in a crash. */
  stop(mode: "fast" | "immediate"): Promise<void>;
  destroy(): Promise<void>;
}

export async function createCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const root = await mkdtemp(path.join(tmpdir(), "sahayi-pg-"));
  const data = path.join(root, "data");
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root; Debian's package brings the postgres user.
  if (isRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    await chown(root, Number(stdout.trim()), Number(stdout.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    isRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pg("pg_ctl", ["-D", data, "-l", path.join(root, "log"), "-w", "-o", options, "start"]);
    },
    stop: async (mode) => {
      await pg("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
    },
    destroy: async () => {
      if (existsSync(path.join(data, "postmaster.pid"))) await cluster.stop("immediate");
      await rm(root, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** The newest installed server's binaries; fails with how to install them, never skips. */
function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest =
    process.env.POSTGRES_BIN ?? (versions.length && path.join(base, versions.at(-1)!, "bin"));
  if (!newest || !existsSync(path.join(newest, "initdb"))) {
    throw new Error(
      "The outage tests start and stop a PostgreSQL server of their own and need its binaries " +
        `(initdb, pg_ctl) in ${base}/<version>/bin. Install them with:\n\n` +
        "    sudo apt-get install -y postgresql\n\n" +
        "or point POSTGRES_BIN at a folder holding initdb and pg_ctl.",
    );
  }
  return newest;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
