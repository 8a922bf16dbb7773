import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { accountsPaths } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { multipartBody, pngWithGps, signUpForm } from "../test/helpers/accounts.ts";
import { caller, purchase } from "../test/helpers/contacts.ts";
import { orderPlan, planOnSale, sandboxPay, verify } from "../test/helpers/payments.ts";
import { type Cluster, createCluster } from "../test/helpers/servers/postgres-cluster.ts";
import { type S3Server, startS3 } from "../test/helpers/servers/s3-server.ts";
import { beforeAllOrFail, testConfig } from "../test/helpers/test-app.ts";
import { databaseUrlWithName } from "../test/setup/test-database.ts";
import { buildApp } from "./app.ts";
import { DUMP_FILE } from "./backup/manifest.ts";
import { REPO_ROOT } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createS3Storage } from "./lib/storage/s3-storage.ts";
import { createLocalStorage, uploadsDir } from "./lib/storage/storage.ts";
import { copyImagesToStore } from "./lib/storage/storage-migrate.ts";
import { createHelpers } from "./seed/factories/helper.ts";
import { seedDatabase } from "./seed/index.ts";

const run = promisify(execFile);

let cluster: Cluster;
let admin: postgres.Sql;
let work: string;
let dataDir: string;
let source: Database;
let sourceUrl: string;
let app: FastifyInstance;
let s3: S3Server | undefined;

/** The command `npm run db:backup` / `db:restore` runs, with only the settings given. */
async function cli(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  const script = path.join(REPO_ROOT, `apps/api/src/backup/${command}-cli.ts`);
  const outcome = await run(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_OPTIONS: process.env.NODE_OPTIONS,
      LOG_LEVEL: "silent",
      ...env,
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr };
}

async function freshDatabase(name: string): Promise<string> {
  await admin.unsafe(`create database "${name}"`);
  return databaseUrlWithName(cluster.url, name);
}

/**
 * Every table's rows, in full: how many, and md5 of all of them sorted; and every sequence's
 * position, so new rows after a restore get new ids. Read apart from the backup's own figures.
 */
async function contents(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`set timezone = 'UTC'`;
    const tables = await sql<{ schema: string; name: string }[]>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`;
    const rows: Record<string, { count: string; md5: string }> = {};
    for (const { schema, name } of tables) {
      const [row] = await sql<{ count: string; md5: string }[]>`
        select count(*)::text as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
        from ${sql(schema)}.${sql(name)} t`;
      rows[`${schema}.${name}`] = row!;
    }
    const sequences = await sql`
      select schemaname, sequencename, last_value::text from pg_sequences order by 1, 2`;
    return { rows, sequences: [...sequences] };
  } finally {
    await sql.end();
  }
}

/** Every file under `folder` and the SHA-256 of its bytes. */
async function filesIn(folder: string): Promise<Record<string, string>> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of names.filter((each) => each.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return files;
}

beforeAllOrFail(async () => {
  cluster = await createCluster();
  await cluster.start();
  admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  work = await mkdtemp(path.join(tmpdir(), "sahayi-backup-test-"));
  dataDir = path.join(work, "data");
  sourceUrl = await freshDatabase("sahayi");
  source = await openDatabase({ kind: "postgres", url: sourceUrl });
  await source.migrate();
  const storage = createLocalStorage(uploadsDir(dataDir));
  await seedDatabase(source.db, storage, { demo: { helpers: 6, images: "pool" } });
  app = await buildApp({ config: testConfig({ dataDir }), db: source.db, storage });
  await app.ready();

  // What users leave behind: a sign-up with a photo, a plan paid through the sandbox, a reveal.
  const { fields } = await signUpForm(app, {
    name: "Lakshmi",
    email: "lakshmi@example.in",
    address: "Kowdiar",
    pincode: "695003",
  });
  const signUp = await app.inject({
    method: "POST",
    url: accountsPaths.signUp,
    ...multipartBody(fields, { name: "profile_picture", data: await pngWithGps() }),
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const [helper] = await createHelpers({ db: source.db, storage }, { count: 2, seed: 27_005 });
  const buyer = await caller(app, source.db);
  const order = await orderPlan(app, { ...buyer, phone: "" }, (await planOnSale(source.db)).id);
  const paid = await verify(app, await sandboxPay(app, order.razorpay_order_id), buyer.headers);
  expect(paid.statusCode, paid.body).toBe(200);
  const revealed = await purchase(app, buyer, helper!.publicId);
  expect(revealed.statusCode, revealed.body).toBe(200);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await source?.close();
  await admin?.end();
  await s3?.close();
  await cluster?.destroy();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("npm run db:backup and db:restore on PostgreSQL", () => {
  it("backs up to a folder with the images, and restores every row and image into a fresh database", async () => {
    const before = await contents(sourceUrl);
    const images = await filesIn(uploadsDir(dataDir));
    const keys = new Set(Object.keys(images).map((file) => path.dirname(file)));
    // Not a vacuous comparison: users, payments, reveals and helpers with their pictures.
    for (const table of ["users", "payments", "subscriptions", "purchased_helpers", "helpers"]) {
      expect(Number(before.rows[`public.${table}`]?.count), table).toBeGreaterThan(0);
    }
    expect(keys.size).toBeGreaterThan(10);

    const backup = await cli("backup", ["--to", path.join(work, "backups")], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: dataDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`${keys.size} images copied from ${dataDir}/uploads`);
    const location = /^Backup (\S+)$/m.exec(backup.stdout)![1]!;
    expect(path.dirname(location)).toBe(path.join(work, "backups"));

    const restoredUrl = await freshDatabase("restored_from_folder");
    const restoredData = path.join(work, "restored-data");
    const restored = await cli("restore", ["--from", location, "--into", restoredUrl], {
      DATA_DIR: restoredData,
    });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("every count and checksum as in the backup");
    expect(restored.stdout).toContain(`${keys.size} images restored to ${restoredData}/uploads`);

    expect(await contents(restoredUrl)).toEqual(before);
    expect(await filesIn(uploadsDir(restoredData))).toEqual(images);
  }, 120_000);

  it("keeps the backup in the bucket when the images are there, and restores from it", async () => {
    s3 = await startS3();
    const bucket = createS3Storage(s3.config);
    const { copied } = await copyImagesToStore(uploadsDir(dataDir), bucket);
    expect(copied).toBeGreaterThan(0);
    const s3Env = {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    };
    const before = await contents(sourceUrl);

    const backup = await cli("backup", [], {
      ...s3Env,
      DATABASE_URL: sourceUrl,
      DATA_DIR: dataDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`images not copied: they are in bucket ${s3.config.bucket}`);
    const location = /^Backup (\S+)$/m.exec(backup.stdout)![1]!;
    expect(location).toMatch(new RegExp(`^s3://${s3.config.bucket}/backups/sahayi-`));

    const restoredUrl = await freshDatabase("restored_from_bucket");
    const restoredData = path.join(work, "restored-from-bucket");
    const restored = await cli("restore", ["--from", location], {
      ...s3Env,
      DATABASE_URL: restoredUrl,
      DATA_DIR: restoredData,
    });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`they stayed in bucket ${s3.config.bucket}`);
    expect(await contents(restoredUrl)).toEqual(before);
    // Every image the restored rows name is in the bucket they point at.
    const keys = new Set(Object.keys(await filesIn(uploadsDir(dataDir))).map(path.dirname));
    for (const key of keys) expect(await bucket.sizeOf(key, "full"), key).toBeGreaterThan(0);
  }, 120_000);

  it("refuses a database that is not empty, and a damaged dump, changing nothing", async () => {
    const backup = await cli("backup", ["--to", path.join(work, "refusals")], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: dataDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    const location = /^Backup (\S+)$/m.exec(backup.stdout)![1]!;
    const before = await contents(sourceUrl);

    const intoUsed = await cli("restore", ["--from", location, "--into", sourceUrl], {
      DATA_DIR: path.join(work, "unused"),
    });
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr).toContain("The database sahayi is not empty.");
    expect(await contents(sourceUrl)).toEqual(before);

    const dump = path.join(location, DUMP_FILE);
    const bytes = await readFile(dump);
    bytes[bytes.length >> 1]! ^= 0xff;
    await writeFile(dump, bytes);
    const emptyUrl = await freshDatabase("restored_damaged");
    const damaged = await cli("restore", ["--from", location, "--into", emptyUrl], {
      DATA_DIR: path.join(work, "unused"),
    });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain("it is damaged");
    expect(Object.keys((await contents(emptyUrl)).rows)).toEqual([]);
  }, 120_000);

  it("on the embedded database, says to copy the stopped data folder instead, and fails", async () => {
    const embedded = path.join(work, "embedded");
    const asked = { backup: ["--to", work], restore: ["--from", work] };
    for (const command of ["backup", "restore"] as const) {
      const outcome = await cli(command, asked[command], { DATA_DIR: embedded });
      expect(outcome.code, command).toBe(1);
      expect(outcome.stderr).toContain(`npm run db:${command} works on PostgreSQL only`);
      expect(outcome.stderr).toContain(`stop the server, copy the whole folder`);
      expect(outcome.stderr).toContain(embedded);
    }
  }, 60_000);
});
