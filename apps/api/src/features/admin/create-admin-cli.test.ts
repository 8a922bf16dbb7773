import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** `npm run admin:create -- …` runs this file; called the same way, in a real process. */
async function adminCreate(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        "--conditions=@sahayi/source",
        "--import",
        "tsx",
        "src/features/admin/create-admin-cli.ts",
        ...args,
      ],
      {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: apiDir, LOG_LEVEL: "silent" },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run admin:create", () => {
  it("refuses bad input with one line per field and the usage, exit 1", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "admin-create-"));
    dirs.push(dataDir);
    const bad = await adminCreate(["--phone", "12345", "--password", "short"], dataDir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("phone: Phone number must be 10 digits");
    expect(bad.stderr).toContain("password: Password must be at least 8 characters");
    expect(bad.stderr).toContain("Usage: npm run admin:create -- --phone NNNNNNNNNN --password");
  }, 120_000);

  it("creates an admin on a new data folder (migrating it first)", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "admin-create-"));
    dirs.push(dataDir);
    const first = await adminCreate(
      ["--phone", "9876543210", "--password", "kerala-admin"],
      dataDir,
    );
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain("Created an admin account for 9876543210.");
  }, 120_000);
});
