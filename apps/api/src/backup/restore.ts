import { createWriteStream } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import postgres from "postgres";
import type { S3Config } from "../config.ts";
import { bucketRequests, createS3Storage } from "../lib/storage/s3-storage.ts";
import { uploadsDir } from "../lib/storage/storage.ts";
import { copyImagesToStore } from "../lib/storage/storage-migrate.ts";
import { TRANSFER_TIMEOUT_MS } from "./backup.ts";
import {
  DUMP_FILE,
  IMAGES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  sha256Of,
} from "./manifest.ts";
import { libpqConnection, postgresTool, runTool } from "./postgres-tools.ts";
import { applicationObjects, serverMajor, tableFigures } from "./tables.ts";

export interface RestoreOptions {
  /** A backup's folder, or `s3://bucket/backups/<name>` as `db:backup` printed it. */
  from: string;
  /** An empty database (created with createdb, nothing in it yet). */
  into: string;
  /** Where the restored images go: the bucket of S3_*, or else DATA_DIR/uploads. */
  dataDir: string;
  s3: S3Config | undefined;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Images written to the bucket or DATA_DIR/uploads; 0 when they stayed in a bucket. */
  imagesRestored: number;
}

export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/**
 * pg_restore of a backup into an empty database, in one transaction, then every table's
 * row count and checksum compared with the backup's manifest; then the images it holds.
 */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const work = await mkdtemp(path.join(tmpdir(), "sahayi-restore-"));
  try {
    const source = await openSource(options.from, options.s3, work);
    const manifest = manifestSchema.parse(JSON.parse(await source.read(MANIFEST_FILE)));
    const dump = await source.file(DUMP_FILE);
    if ((await sha256Of(dump)) !== manifest.dump.sha256) {
      throw new RestoreRefused(
        `${DUMP_FILE} in ${options.from} is not the file the backup wrote (its SHA-256 differs): it is damaged.`,
      );
    }
    await restoreDatabase(options.into, dump, manifest);
    if (manifest.images.in === "bucket") return { manifest, imagesRestored: 0 };
    return { manifest, imagesRestored: await restoreImages(source.folder, options) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restoreDatabase(url: string, dump: string, manifest: Manifest) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    if ((await applicationObjects(sql)) > 0) {
      throw new RestoreRefused(
        `The database ${new URL(url).pathname.slice(1)} is not empty. Restore into a new one (createdb) and point DATABASE_URL at it.`,
      );
    }
    const pgRestore = await postgresTool("pg_restore", await serverMajor(sql));
    const { dbname, env } = libpqConnection(url);
    await runTool(
      pgRestore,
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        "--no-password",
        `--dbname=${dbname}`,
        dump,
      ],
      env,
    );
    const restored = await sql.begin("isolation level repeatable read read only", tableFigures);
    const differ = Object.keys({ ...manifest.tables, ...restored }).filter((table) => {
      const [was, is] = [manifest.tables[table], restored[table]];
      return was?.rows !== is?.rows || was?.checksum !== is?.checksum;
    });
    if (differ.length > 0) {
      throw new Error(`Restored, but these tables differ from the backup: ${differ.join(", ")}.`);
    }
  } finally {
    await sql.end();
  }
}

/** The backup's images into the bucket of S3_*, or else DATA_DIR/uploads; how many. */
async function restoreImages(folder: string | null, options: RestoreOptions): Promise<number> {
  if (!folder) return 0;
  const images = path.join(folder, IMAGES_FOLDER);
  if (options.s3) {
    const { copied, present } = await copyImagesToStore(images, createS3Storage(options.s3));
    return copied + present;
  }
  await cp(images, uploadsDir(options.dataDir), {
    recursive: true,
    force: false,
    errorOnExist: false,
  });
  return (await readdir(images)).length;
}

/** Reads a backup's files from its folder, or downloads them from the bucket into `work`. */
interface Source {
  /** The backup's folder on this machine; null for one in the bucket (which has no images). */
  folder: string | null;
  read(name: string): Promise<string>;
  /** A path on this machine holding the file. */
  file(name: string): Promise<string>;
}

async function openSource(from: string, s3: S3Config | undefined, work: string): Promise<Source> {
  const inBucket = /^s3:\/\/([^/]+)\/(.+?)\/?$/.exec(from);
  if (!inBucket) {
    const folder = path.resolve(from);
    return {
      folder,
      async read(name) {
        return readFile(path.join(folder, name), "utf8").catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          throw new RestoreRefused(
            `${folder} holds no ${name}: it is not a backup made by db:backup, or one that did not finish.`,
          );
        });
      },
      file: async (name) => path.join(folder, name),
    };
  }
  const [, bucket, prefix] = inBucket as unknown as [string, string, string];
  if (!s3) {
    throw new RestoreRefused(
      `${from} is in a bucket: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE as the server has them) to read it.`,
    );
  }
  const send = bucketRequests({ ...s3, bucket });
  const get = async (name: string) => {
    const response = await send("GET", `${prefix}/${name}`, {
      signal: AbortSignal.timeout(TRANSFER_TIMEOUT_MS),
    });
    if (response.status === 404) {
      throw new RestoreRefused(
        `${from} holds no ${name}: it is not a backup made by db:backup, or one that did not finish.`,
      );
    }
    return response;
  };
  return {
    folder: null,
    read: async (name) => (await get(name)).text(),
    async file(name) {
      const file = path.join(work, name);
      const { body } = await get(name);
      await pipeline(Readable.fromWeb(body as ReadableStream), createWriteStream(file));
      return file;
    },
  };
}
