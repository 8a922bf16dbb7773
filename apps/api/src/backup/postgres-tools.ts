import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where Debian's postgresql-client-<major> packages put their programs, one folder per version. */
const DEBIAN_POSTGRES = "/usr/lib/postgresql";

/** pg_dump and pg_restore read a dump of any older server, never one of a newer one. */
type Tool = "pg_dump" | "pg_restore";

/**
 * The `tool` of the server's own major version (Debian's `/usr/lib/postgresql/<major>/bin`),
 * or else the oldest newer one installed, or else the one on PATH when it is new enough.
 */
export async function postgresTool(tool: Tool, serverMajor: number): Promise<string> {
  const installed = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .map(Number)
        .filter((major) => existsSync(path.join(DEBIAN_POSTGRES, String(major), "bin", tool)))
        .sort((a, b) => a - b)
    : [];
  const fit = installed.find((major) => major >= serverMajor);
  if (fit !== undefined) return path.join(DEBIAN_POSTGRES, String(fit), "bin", tool);
  const onPath = await run(tool, ["--version"]).catch(() => null);
  const major = Number(/ (\d+)(\.\d+)?/.exec(onPath?.stdout ?? "")?.[1]);
  if (major >= serverMajor) return tool;
  throw new Error(
    `${tool} of PostgreSQL ${serverMajor} or later is needed (the server is ${serverMajor}; ` +
      `found ${[...installed, ...(major ? [major] : [])].join(", ") || "none"}). Install it with:\n\n` +
      `    sudo apt-get install -y postgresql-client-${serverMajor}\n`,
  );
}

/**
 * libpq's arguments for a DATABASE_URL: the URL without its password, which goes in the
 * environment instead, where other users cannot read it from the process list.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL program; its own words on stderr become the error when it fails. */
export async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(file, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${path.basename(file)} failed: ${stderr?.trim() || String(error)}`);
  }
}
