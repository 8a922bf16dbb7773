import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { MAID_IMAGE_MAX_BYTES } from "@sahayi/contract";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { IMAGE_KEY_PATTERN } from "../ids.ts";
import { detectImageType, encodeImage, storeImage, storeSvg } from "./images.ts";
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

  it("needs the whole signature, and 12 bytes at least", async () => {
    for (const format of ["jpeg", "png", "gif", "webp"] as const) {
      const head = (await photo(20, 20, format)).subarray(0, 12);
      expect(detectImageType(head)).toBe(`image/${format}`);
      expect(detectImageType(head.subarray(0, 11)), `${format} cut short`).toBeNull();
      // Each byte of the signature counts: change any one and it is not that format.
      const signature = { jpeg: [0, 1, 2], png: [0, 1, 2, 3, 4, 5, 6, 7], gif: [0, 1, 2, 3, 4, 5] };
      for (const at of format === "webp" ? [0, 1, 2, 3, 8, 9, 10, 11] : signature[format]) {
        const changed = Buffer.from(head);
        changed[at] = (changed[at]! + 1) % 256;
        expect(detectImageType(changed), `${format} with byte ${at} changed`).toBeNull();
      }
    }
  });

  it("knows both GIF versions, and WebP whatever its RIFF size", () => {
    const gif87 = Buffer.from("GIF87a\x01\x00\x01\x00\x00\x00", "latin1");
    expect(detectImageType(gif87)).toBe("image/gif");
    const riff = (size: number, form: string) => {
      const head = Buffer.from(`RIFF....${form}`, "latin1");
      head.writeUInt32LE(size, 4);
      return head;
    };
    expect(detectImageType(riff(0xffff_ffff, "WEBP"))).toBe("image/webp");
    // RIFF is a container: WAVE and AVI are RIFF too.
    expect(detectImageType(riff(36, "WAVE"))).toBeNull();
    expect(detectImageType(riff(36, "AVI "))).toBeNull();
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

  it("turns a photo upright by its EXIF orientation before dropping the EXIF", async () => {
    // Orientation 6: the camera was turned, the stored pixels are 40 wide and 20 high.
    const turned = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#000" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const meta = await sharp((await encodeImage(turned)).card).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it("keeps the first frame of an animation only", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#ff0000"), await frame("#0000ff")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const meta = await sharp((await encodeImage(animated)).full).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect(meta.height).toBe(20);
  });

  it("refuses a decompression bomb: a small file of more than 50 megapixels", async () => {
    // 10,000 × 5,001 one-colour pixels compress to a few hundred kilobytes, well under the
    // 2 MB upload limit, and would unpack to 150 MB.
    const bomb = await sharp({
      create: { width: 10_000, height: 5_001, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAID_IMAGE_MAX_BYTES);
    await expect(encodeImage(bomb)).rejects.toThrow(/pixel limit/);
  });

  it("uses the effort it is given, the default making smaller files than the fastest", async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 256)),
      {
        raw: { width: 64, height: 64, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const fastest = await encodeImage(noisy, { effort: 0 });
    const standard = await encodeImage(noisy);
    const smallest = await encodeImage(noisy, { effort: 6 });
    expect(standard.full.length).toBeLessThan(fastest.full.length);
    expect(smallest.full.equals(standard.full)).toBe(false);
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
    for (const size of ["card", "full"] as const) {
      const file = await storage.get(keys[0]!, size);
      expect(file?.length).toBeGreaterThan(0);
      file?.stream.destroy();
    }
    await storage.remove(keys[0]!);
    expect(await storage.get(keys[0]!, "card")).toBeNull();
    expect(await storage.get("../../etc/passwd", "card")).toBeNull();
  });

  it("stores our own SVG artwork at the fastest effort", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "sahayi-storage-"));
    dirs.push(root);
    const storage = createLocalStorage(root);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="90" fill="#c84"/></svg>`;
    const key = await storeSvg(storage, svg);
    const file = await storage.get(key, "full");
    expect(file).not.toBeNull();
    const stored = await buffer(file!.stream);
    expect(stored.equals((await encodeImage(Buffer.from(svg), { effort: 0 })).full)).toBe(true);
  });
});
