import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { IMAGE_KEY_PATTERN } from "./ids.ts";
import { detectImageType, encodeImage, storeImage } from "./images.ts";
import { createLocalStorage } from "./storage.ts";

const photo = (width: number, height: number, format: "jpeg" | "png" | "gif" | "webp") =>
  sharp({ create: { width, height, channels: 3, background: "#cc8844" } })
    .withMetadata({ exif: { IFD0: { Copyright: "Somebody", Artist: "Phone" } } })
    [format]()
    .toBuffer();

describe("detectImageType", () => {
  it("knows JPEG, PNG, GIF and WebP by their first bytes", async () => {
    for (const format of ["jpeg", "png", "gif", "webp"] as const) {
      expect(detectImageType(await photo(20, 20, format))).toBe(`image/${format}`);
    }
  });

  it("refuses anything else, whatever its name says", () => {
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(Buffer.from("%PDF-1.7 ............"))).toBeNull();
    expect(detectImageType(Buffer.alloc(3))).toBeNull();
  });
});

describe("encodeImage", () => {
  it("makes WebP in the card and full sizes without EXIF", async () => {
    const input = await photo(2400, 1600, "jpeg");
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const encoded = await encodeImage(input);
    for (const [size, width] of [
      ["card", 400],
      ["full", 1200],
    ] as const) {
      const meta = await sharp(encoded[size]).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("never enlarges a small picture", async () => {
    const encoded = await encodeImage(await photo(300, 200, "png"));
    expect((await sharp(encoded.full).metadata()).width).toBe(300);
    expect((await sharp(encoded.card).metadata()).width).toBe(300);
  });

  it("rejects bytes that are not an image", async () => {
    await expect(encodeImage(Buffer.from("definitely not an image"))).rejects.toThrow();
  });
});

describe("storeImage", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it("stores both sizes under a new random key, readable and removable", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "sahayi-storage-"));
    dirs.push(root);
    const storage = createLocalStorage(root);
    const keys = await Promise.all(
      [1, 2, 3].map(async () => storeImage(storage, await photo(50, 50, "gif"))),
    );
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(IMAGE_KEY_PATTERN);
    const file = await storage.get(keys[0]!, "card");
    expect(file?.length).toBeGreaterThan(0);
    file?.stream.destroy();
    await storage.remove(keys[0]!);
    expect(await storage.get(keys[0]!, "card")).toBeNull();
    expect(await storage.get("../../etc/passwd", "card")).toBeNull();
  });
});
