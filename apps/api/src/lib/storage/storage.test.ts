import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { IMAGE_SIZES, type ImageSize } from "@sahayi/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newImageKey } from "../ids.ts";
import { createLocalStorage, type ImageStorage, uploadsDir } from "./storage.ts";

let dataDir: string;
let root: string;
let storage: ImageStorage;
const sizes = Object.keys(IMAGE_SIZES) as ImageSize[];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sahayi-storage-"));
  // Not created yet: the first put makes it.
  root = uploadsDir(dataDir);
  storage = createLocalStorage(root);
});

afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** Every file under the data folder, so a test sees anything written outside the store. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Keys that would name a folder outside the store, or the store itself. */
const hostileKeys = [
  "..",
  ".",
  "",
  "../../../../etc/passwd",
  `../${newImageKey()}`,
  `${newImageKey()}/..`,
  `${newImageKey().slice(0, 19)}/`,
  `/${newImageKey().slice(1)}`,
  `${newImageKey()}\n`,
];

describe("local image storage", () => {
  it("keeps images in the uploads folder of the data folder", () => {
    expect(uploadsDir(dataDir)).toBe(path.join(dataDir, "uploads"));
  });

  it("stores each size of a key, reads it back with its length, and removes them together", async () => {
    const key = newImageKey();
    for (const size of sizes) await storage.put(key, size, Buffer.from(`${size} bytes`));
    expect(await filesUnder(dataDir)).toEqual(
      sizes.map((size) => path.join("uploads", key, `${size}.webp`)).sort(),
    );
    for (const size of sizes) {
      const file = await storage.get(key, size);
      expect(file?.length).toBe(Buffer.byteLength(`${size} bytes`));
      expect(await text(file!.stream)).toBe(`${size} bytes`);
    }
    await storage.remove(key);
    expect(await filesUnder(dataDir)).toEqual([]);
    for (const size of sizes) expect(await storage.get(key, size)).toBeNull();
  });

  it("answers null for a key it never stored, and removing one is fine", async () => {
    const key = newImageKey();
    expect(await storage.get(key, "card")).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("refuses keys that would leave the store, in put and remove, writing and removing nothing", async () => {
    const kept = newImageKey();
    await storage.put(kept, "full", Buffer.from("kept"));
    await writeFile(path.join(dataDir, "outside.txt"), "outside");
    const before = await filesUnder(dataDir);
    for (const key of hostileKeys) {
      await expect(storage.put(key, "full", Buffer.from("x")), key).rejects.toThrow(
        /Invalid image key/,
      );
      await expect(storage.remove(key), key).rejects.toThrow(/Invalid image key/);
      expect(await storage.get(key, "full"), key).toBeNull();
    }
    expect(await filesUnder(dataDir)).toEqual(before);
  });

  it("refuses a size it does not know", async () => {
    const size = "../../outside" as ImageSize;
    await expect(storage.put(newImageKey(), size, Buffer.from("x"))).rejects.toThrow(
      /Invalid image size/,
    );
    await expect(storage.get(newImageKey(), size)).rejects.toThrow(/Invalid image size/);
  });

  it("reports a broken store as an error, not as a missing image", async () => {
    // A file where the key's folder should be: reading through it fails with ENOTDIR.
    const fileKey = newImageKey();
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, fileKey), "not a folder");
    await expect(storage.get(fileKey, "card")).rejects.toMatchObject({ code: "ENOTDIR" });
    // A folder where the image should be.
    const folderKey = newImageKey();
    await mkdir(path.join(root, folderKey, "card.webp"), { recursive: true });
    await expect(storage.get(folderKey, "card")).rejects.toThrow(/Not a file/);
    expect(await readFile(path.join(root, fileKey), "utf8")).toBe("not a folder");
  });
});
