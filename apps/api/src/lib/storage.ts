import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { IMAGE_SIZES, type ImageSize } from "@sahayi/contract";
import { IMAGE_KEY_PATTERN } from "./ids.ts";

/**
 * Where encoded images live: `<key>/<size>.webp`. Only this interface knows it is a folder,
 * so an S3-compatible store can replace it.
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

export function createLocalStorage(root: string): ImageStorage {
  const fileOf = (key: string, size: ImageSize) => {
    // Keys come from URLs; the pattern keeps them inside root ("..", "." or "a/b" never match).
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid image key: ${key}`);
    if (!Object.hasOwn(IMAGE_SIZES, size)) throw new Error(`Invalid image size: ${size}`);
    return path.join(root, key, `${size}.webp`);
  };
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
