import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { accountsPaths, mediaUrl } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { multipartBody, pngWithGps, signUpForm } from "../test/helpers/accounts.ts";
import { type S3Server, startS3 } from "../test/helpers/servers/s3-server.ts";
import { beforeAllOrFail, createTestContext, type TestContext } from "../test/helpers/test-app.ts";
import { buildApp } from "./app.ts";
import { users } from "./db/schema.ts";
import { newImageKey } from "./lib/ids.ts";
import { createS3Storage, type S3Storage } from "./lib/storage/s3-storage.ts";
import { createLocalStorage, uploadsDir } from "./lib/storage/storage.ts";
import { copyImagesToStore } from "./lib/storage/storage-migrate.ts";

let s3: S3Server;
let store: S3Storage;
let ctx: TestContext;
const apps: FastifyInstance[] = [];
const folders: string[] = [];

beforeAllOrFail(async () => {
  s3 = await startS3();
  store = createS3Storage(s3.config);
  ctx = await createTestContext();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.app.close();
  await ctx?.database.close();
  await s3?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Two different images' worth of bytes for the two sizes of one key. */
const imageBytes = (key: string) => ({
  card: Buffer.from(`card of ${key}`),
  full: Buffer.from(`full of ${key} `.repeat(50)),
});

async function newFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), "sahayi-uploads-"));
  folders.push(folder);
  return folder;
}

describe("images in an S3-compatible bucket", () => {
  it("stores, reads, sizes and removes both sizes of an image", async () => {
    const key = newImageKey();
    const bytes = imageBytes(key);
    await store.put(key, "card", bytes.card);
    await store.put(key, "full", bytes.full);

    for (const size of ["card", "full"] as const) {
      const stored = await store.get(key, size);
      expect(stored?.length).toBe(bytes[size].length);
      expect(await bytesOf(stored!.stream)).toEqual(bytes[size]);
      expect(await store.sizeOf(key, size)).toBe(bytes[size].length);
    }

    await store.remove(key);
    expect(await store.get(key, "card")).toBeNull();
    expect(await store.get(key, "full")).toBeNull();
    expect(await store.sizeOf(key, "full")).toBeNull();
    // Removing what is gone is fine; a key that is no image key names nothing.
    await store.remove(key);
    expect(await store.get("../../etc", "full")).toBeNull();
    await expect(store.put("a/b", "full", bytes.full)).rejects.toThrow(/Invalid image key/);
  });

  it("fails with the store's own reason when it refuses", async () => {
    // s3rver checks the key id of a Signature V4 request, not the signature itself.
    const stranger = createS3Storage({ ...s3.config, accessKeyId: "SOMEONE-ELSE" });
    await expect(stranger.put(newImageKey(), "card", Buffer.from("x"))).rejects.toThrow(
      /PUT \w+\/card\.webp in bucket sahayi-test: 403 InvalidAccessKeyId: The AWS Access Key Id/,
    );
    const elsewhere = createS3Storage({ ...s3.config, bucket: "no-such-bucket" });
    await expect(elsewhere.put(newImageKey(), "card", Buffer.from("x"))).rejects.toThrow(
      /No bucket no-such-bucket/,
    );
  });

  it("serves a photo uploaded through one process from another, cached for a year", async () => {
    const config = { ...ctx.config, s3: s3.config };
    const [first, second] = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp({ config, db: ctx.db });
        apps.push(app);
        await app.ready();
        return app;
      }),
    );
    const { caller, fields } = await signUpForm(first!);
    const body = multipartBody(fields, { name: "profile_picture", data: await pngWithGps() });
    const signedUp = await first!.inject({ method: "POST", url: accountsPaths.signUp, ...body });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone));
    const key = user!.profileImage!;

    for (const size of ["card", "full"] as const) {
      const served = await second!.inject({ url: mediaUrl(key, size) });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.rawPayload).toEqual(await bytesOf((await store.get(key, size))!.stream));
    }
    // Nothing went to this machine's disk.
    expect(await createLocalStorage(uploadsDir(config.dataDir)).get(key, "full")).toBeNull();
    expect((await second!.inject({ url: mediaUrl(newImageKey()) })).statusCode).toBe(404);
  });
});

describe("copying local images to the bucket", () => {
  it("copies what the bucket lacks, and only that, each time it runs", async () => {
    const uploads = await newFolder();
    const local = createLocalStorage(uploads);
    const keys = [newImageKey(), newImageKey()];
    for (const key of keys) {
      await local.put(key, "card", imageBytes(key).card);
      await local.put(key, "full", imageBytes(key).full);
    }

    expect(await copyImagesToStore(uploads, store)).toEqual({ copied: 4, present: 0 });
    expect(await copyImagesToStore(uploads, store)).toEqual({ copied: 0, present: 4 });
    const later = newImageKey();
    await local.put(later, "full", imageBytes(later).full);
    expect(await copyImagesToStore(uploads, store)).toEqual({ copied: 1, present: 4 });

    for (const key of [...keys, later]) {
      const stored = await store.get(key, "full");
      expect(await bytesOf(stored!.stream)).toEqual(imageBytes(key).full);
    }
    // A missing uploads folder has nothing to copy.
    expect(await copyImagesToStore(path.join(uploads, "none"), store)).toEqual({
      copied: 0,
      present: 0,
    });
  });

  it("runs as npm run storage:migrate with the S3 settings", async () => {
    const dataDir = await newFolder();
    const key = newImageKey();
    await createLocalStorage(uploadsDir(dataDir)).put(key, "card", imageBytes(key).card);
    const env = {
      PATH: process.env.PATH,
      NODE_OPTIONS: process.env.NODE_OPTIONS,
      DATA_DIR: dataDir,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    };
    const run = () =>
      promisify(execFile)("npm", ["run", "--silent", "storage:migrate"], {
        cwd: path.resolve(import.meta.dirname, ".."),
        env,
      });
    expect((await run()).stdout).toBe(
      `Images from ${uploadsDir(dataDir)} to bucket sahayi-test: 1 copied, 0 already there.\n`,
    );
    expect(await store.sizeOf(key, "card")).toBe(imageBytes(key).card.length);
    expect((await run()).stdout).toMatch(/: 0 copied, 1 already there\.\n$/);
  });
});
