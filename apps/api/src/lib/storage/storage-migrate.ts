import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { IMAGE_SIZES, type ImageSize } from "@sahayi/contract";
import { mapLimit } from "../concurrency.ts";
import { IMAGE_KEY_PATTERN } from "../ids.ts";
import type { S3Storage } from "./s3-storage.ts";
import { imageName } from "./storage.ts";

/** Uploads in flight at once: enough to hide the store's latency, few enough for any store. */
const UPLOADS_AT_ONCE = 8;

export interface CopyResult {
  /** Images written to the store by this run. */
  copied: number;
  /** Images the store already held with the same length, left alone. */
  present: number;
}

/**
 * Copies every image in a local uploads folder to the bucket. Run it again after a failure or
 * while the old processes still write locally: what the bucket has is skipped, so each run
 * only adds what is missing. Local files stay where they are.
 */
export async function copyImagesToStore(uploads: string, store: S3Storage): Promise<CopyResult> {
  const entries = await readdir(uploads, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  const keys = entries.filter((e) => e.isDirectory() && IMAGE_KEY_PATTERN.test(e.name));
  const images = keys.flatMap(({ name: key }) =>
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => ({ key, size })),
  );
  const outcomes = await mapLimit(
    images,
    async ({ key, size }) => {
      const file = path.join(uploads, imageName(key, size));
      const local = await stat(file).catch(() => null);
      if (!local?.isFile()) return "absent";
      if ((await store.sizeOf(key, size)) === local.size) return "present";
      await store.put(key, size, await readFile(file));
      return "copied";
    },
    UPLOADS_AT_ONCE,
  );
  return {
    copied: outcomes.filter((outcome) => outcome === "copied").length,
    present: outcomes.filter((outcome) => outcome === "present").length,
  };
}
