import { IMAGE_SIZES, type ImageSize } from "@sahayi/contract";
import sharp from "sharp";
import { newImageKey } from "../ids.ts";
import type { ImageStorage } from "./storage.ts";

/** Formats we accept from people, recognised by their first bytes rather than by name. */
export type UploadType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

export function detectImageType(data: Buffer): UploadType | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  const head = data.subarray(0, 6).toString("latin1");
  if (head === "GIF87a" || head === "GIF89a") return "image/gif";
  if (
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp";
  return null;
}

export interface EncodeOptions {
  /** WebP encoder effort, 0 (fastest) to 6 (smallest). Seed artwork uses 0 to start fast. */
  effort?: number;
}

/** Rejects decompression bombs: a 2 MB upload may not unpack into more than this. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes any image to WebP in every size of IMAGE_SIZES. Re-encoding drops EXIF and GPS
 * data (sharp keeps no metadata unless asked), and `rotate()` first applies the EXIF
 * orientation so photos stay upright once it is gone.
 */
export async function encodeImage(
  input: Buffer,
  options: EncodeOptions = {},
): Promise<Record<ImageSize, Buffer>> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const sizes = Object.entries(IMAGE_SIZES) as [ImageSize, number][];
  const encoded = await Promise.all(
    sizes.map(([, width]) =>
      source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: options.effort ?? 4 })
        .toBuffer(),
    ),
  );
  return Object.fromEntries(sizes.map(([size], i) => [size, encoded[i]])) as Record<
    ImageSize,
    Buffer
  >;
}

/** Encodes and stores an image under a new random key, which it returns. */
export async function storeImage(
  storage: ImageStorage,
  input: Buffer,
  options: EncodeOptions = {},
): Promise<string> {
  return storeEncoded(storage, await encodeImage(input, options));
}

/** Stores every size under a new key, or none: a failed write removes what was written. */
export async function storeEncoded(
  storage: ImageStorage,
  encoded: Record<ImageSize, Buffer>,
): Promise<string> {
  const key = newImageKey();
  const writes = await Promise.allSettled(
    (Object.keys(encoded) as ImageSize[]).map((size) => storage.put(key, size, encoded[size])),
  );
  const failed = writes.find((write) => write.status === "rejected");
  if (failed) {
    await storage.remove(key);
    throw failed.reason;
  }
  return key;
}

/** Stores an SVG we drew ourselves (seed artwork); people's uploads never take this path. */
export function storeSvg(storage: ImageStorage, svg: string): Promise<string> {
  // Flat illustrations compress well even at the lowest effort, which is about twice as fast.
  return storeImage(storage, Buffer.from(svg), { effort: 0 });
}
