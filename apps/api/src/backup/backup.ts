import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { S3Config } from "../config.ts";
import { IMAGE_KEY_PATTERN } from "../lib/ids.ts";
import { bucketRequests } from "../lib/storage/s3-storage.ts";
import { uploadsDir } from "../lib/storage/storage.ts";
import {
  BUCKET_PREFIX,
  backupName,
  DUMP_FILE,
  IMAGES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  sha256Of,
} from "./manifest.ts";
import { libpqConnection, postgresTool, runTool } from "./postgres-tools.ts";
import { serverMajor, tableFigures } from "./tables.ts";

/** An upload of a large dump may take long; the bucket's usual 10 s is for images. */
export const TRANSFER_TIMEOUT_MS = 60 * 60 * 1000;

export type BackupDestination = { folder: string } | { bucket: S3Config };

export interface BackupOptions {
  databaseUrl: string;
  /** The server's DATA_DIR, whose uploads are copied when the images are kept there. */
  dataDir: string;
  /** Set when the server keeps its images in a bucket: then there are none to copy. */
  s3: S3Config | undefined;
  to: BackupDestination;
  now?: Date;
}

export interface BackupResult {
  /** A folder, or `s3://bucket/backups/<name>`: what `db:restore --from` takes. */
  location: string;
  manifest: Manifest;
}

/**
 * Dumps the database with pg_dump (custom format) and counts and checksums every table in the
 * same snapshot, copies the local images beside it, and writes it all to a new folder or
 * under a new name in the bucket. Nothing is left that looks complete if any step fails.
 */
export async function backUp(options: BackupOptions): Promise<BackupResult> {
  const name = backupName(options.now ?? new Date());
  const into =
    "folder" in options.to
      ? path.join(path.resolve(options.to.folder), `${name}.partial`)
      : await mkdtemp(path.join(tmpdir(), "sahayi-backup-"));
  try {
    await mkdir(into, { recursive: true });
    const { postgresMajor, tables } = await dumpDatabase(
      options.databaseUrl,
      path.join(into, DUMP_FILE),
    );
    const dump = path.join(into, DUMP_FILE);
    const manifest: Manifest = {
      name,
      createdAt: (options.now ?? new Date()).toISOString(),
      postgresMajor,
      dump: { bytes: (await stat(dump)).size, sha256: await sha256Of(dump) },
      tables,
      images: options.s3
        ? { in: "bucket", bucket: options.s3.bucket }
        : { in: "backup", count: await copyImages(options.dataDir, into) },
    };
    await writeFile(path.join(into, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    if ("folder" in options.to) {
      const done = path.join(path.dirname(into), name);
      await rename(into, done);
      return { location: done, manifest };
    }
    const bucket = options.to.bucket;
    const send = bucketRequests(bucket);
    // The manifest goes last: a backup in the bucket without one is one that did not finish.
    for (const file of [DUMP_FILE, MANIFEST_FILE]) {
      await send("PUT", `${BUCKET_PREFIX}/${name}/${file}`, {
        body: await readFile(path.join(into, file)),
        signal: AbortSignal.timeout(TRANSFER_TIMEOUT_MS),
      });
    }
    return { location: `s3://${bucket.bucket}/${BUCKET_PREFIX}/${name}`, manifest };
  } catch (error) {
    await rm(into, { recursive: true, force: true });
    throw error;
  } finally {
    if (!("folder" in options.to)) await rm(into, { recursive: true, force: true });
  }
}

/**
 * pg_dump in the snapshot of a read-only transaction of ours, which meanwhile reads every
 * table's figures: the manifest describes exactly the rows in the dump, whatever is written
 * while it runs.
 */
async function dumpDatabase(databaseUrl: string, file: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const postgresMajor = await serverMajor(sql);
    const pgDump = await postgresTool("pg_dump", postgresMajor);
    const { dbname, env } = libpqConnection(databaseUrl);
    const tables = await sql.begin("isolation level repeatable read read only", async (tx) => {
      const [row] = await tx<{ snapshot: string }[]>`select pg_export_snapshot() as snapshot`;
      const dumping = runTool(
        pgDump,
        [
          "--format=custom",
          "--no-password",
          `--snapshot=${row!.snapshot}`,
          `--file=${file}`,
          `--dbname=${dbname}`,
        ],
        env,
      );
      const [figures] = await Promise.all([tableFigures(tx), dumping]);
      return figures;
    });
    return { postgresMajor, tables };
  } finally {
    await sql.end();
  }
}

/** DATA_DIR/uploads into the backup; how many images (keys) it held. None is fine: 0. */
async function copyImages(dataDir: string, into: string): Promise<number> {
  const from = uploadsDir(dataDir);
  const keys = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  const images = keys.filter((entry) => entry.isDirectory() && IMAGE_KEY_PATTERN.test(entry.name));
  await mkdir(path.join(into, IMAGES_FOLDER));
  for (const { name } of images) {
    await cp(path.join(from, name), path.join(into, IMAGES_FOLDER, name), { recursive: true });
  }
  return images.length;
}
