import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { IMAGE_SIZES, type ImageSize } from "@sahayi/contract";
import { IMAGE_KEY_PATTERN } from "../ids.ts";

/**
 * Where encoded images live: `<key>/<size>.webp`, in a folder (here) or an S3-compatible
 * bucket (s3-storage.ts); nothing else knows which.
 */
export interface ImageStorage {
  /** Refuses (rejects) a key that is not an image key: it would name a path outside the store. */
  put(key: string, size: ImageSize, data: Buffer): Promise<void>;
  /**
   * A stream of the stored file, or null when there is none (a key that is not an image key
   * names none). Any other failure to read it is an error, not "not found".
   */
  get(key: string, size: ImageSize): Promise<{ stream: Readable; length: number } | null>;
  /** Removes both sizes; nothing to remove is fine. Refuses a key that is not an image key. */
  remove(key: string): Promise<void>;
}

/**
 * `<key>/<size>.webp`, the name of one encoded image in any store. Keys come from URLs; the
 * pattern keeps them inside the store ("..", "." or "a/b" never match).
 */
export function imageName(key: string, size: ImageSize): string {
  if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid image key: ${key}`);
  if (!Object.hasOwn(IMAGE_SIZES, size)) throw new Error(`Invalid image size: ${size}`);
  return `${key}/${size}.webp`;
}

export function createLocalStorage(root: string): ImageStorage {
  const fileOf = (key: string, size: ImageSize) => path.join(root, imageName(key, size));
  return {
    async put(key, size, data) {
      const file = fileOf(key, size);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key, size) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      const file = fileOf(key, size);
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error(`Not a file: ${file}`);
        return { stream: createReadStream(file), length: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(path.dirname(fileOf(key, "full")), { recursive: true, force: true });
    },
  };
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}
