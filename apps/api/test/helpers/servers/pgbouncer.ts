import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { untilListening } from "./listening.ts";
import { freePort } from "./postgres-cluster.ts";

/** Debian's pgbouncer in front of a PostgreSQL server, pooling in transaction mode. */
export interface Pgbouncer {
  /** The same database as `serverUrl`, through the pooler. */
  url: string;
  stop(): Promise<void>;
}

/** Fails with how to install it, never skips. */
function pgbouncerBinary(): string {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"];
  const found = dirs.map((dir) => path.join(dir, "pgbouncer")).find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      "The pgbouncer test puts Debian's pgbouncer in front of a PostgreSQL server of its own. " +
        "Install it with:\n\n    sudo apt-get install -y pgbouncer\n",
    );
  }
  return found;
}

/**
 * Starts pgbouncer on a free port for the server at `serverUrl` (a trusting local cluster).
 * `serverConnections` small makes clients take turns on the same server connections, which is
 * what breaks named prepared statements.
 */
export async function startPgbouncer(serverUrl: string, serverConnections = 2): Promise<Pgbouncer> {
  const binary = pgbouncerBinary();
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const database = server.pathname.slice(1);
  const root = await mkdtemp(path.join(tmpdir(), "sahayi-pgbouncer-"));
  const port = await freePort();
  const ini = path.join(root, "pgbouncer.ini");
  await writeFile(path.join(root, "users.txt"), `"${user}" ""\n`);
  await writeFile(
    ini,
    [
      "[databases]",
      `${database} = host=${server.hostname} port=${server.port} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(root, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 200",
      `logfile = ${path.join(root, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  // pgbouncer refuses to run as root; Debian's package brings its postgres user.
  let owner: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    const id = async (flag: string) =>
      Number((await promisify(execFile)("id", [flag, "postgres"])).stdout.trim());
    owner = { uid: await id("-u"), gid: await id("-g") };
    await chown(root, owner.uid, owner.gid);
  }
  const child: ChildProcess = spawn(binary, [ini], { stdio: "ignore", ...owner });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await untilListening(port, child, () =>
    readFile(path.join(root, "pgbouncer.log"), "utf8").catch(() => ""),
  );
  return {
    url: `postgres://${server.username}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
      await rm(root, { recursive: true, force: true });
    },
  };
}
