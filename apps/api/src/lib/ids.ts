import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A random id from a 62-letter alphabet (about 5.95 bits per character). Bytes of 248 and
 * above are skipped so every letter is equally likely.
 */
export function randomId(length: number): string {
  let id = "";
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

/** Helper ids in URLs and the API; see docs/decisions/001-public-helper-ids.md. */
export const newPublicId = () => randomId(12);

/** Image keys name folders under uploads/, so they must not be guessable or sequential. */
export const newImageKey = () => randomId(20);

export const IMAGE_KEY_PATTERN = /^[A-Za-z0-9]{20}$/;
