import { timingSafeEqual } from "node:crypto";
import type { Tokens } from "../accounts/tokens.ts";

type KeyedHash = Tokens["keyedHash"];

/**
 * The code in her SMS link (decision 045): her row and the second the ask went, in base 36,
 * and a keyed hash of both (AUTH_SECRET's key, 128 bits of it in base64url) so nobody makes
 * one up. About 30 characters: the SMS stays within its parts. It names the ask, so a newer ask replaces it,
 * and its validity is counted from the ask. The monthly ask and the ask after a hire use it alike.
 */
export function confirmToken(keyedHash: KeyedHash, helperId: number, askedAt: Date): string {
  const id = helperId.toString(36);
  const at = Math.floor(askedAt.getTime() / 1000).toString(36);
  return `${id}.${at}.${signature(keyedHash, id, at)}`;
}

// The prefix keeps these hashes apart from the one-time codes' hashes under the same key.
const signature = (keyedHash: KeyedHash, id: string, at: string) =>
  Buffer.from(keyedHash(`availability-link:${id}.${at}`), "hex")
    .subarray(0, 16)
    .toString("base64url");

/** The link's helper and ask, or null when the code is malformed or not signed by us. */
export function readConfirmToken(
  keyedHash: KeyedHash,
  token: string,
): { helperId: number; askedAt: Date } | null {
  const match = /^([0-9a-z]{1,10})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, id, at, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(keyedHash, id, at));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return { helperId: Number.parseInt(id, 36), askedAt: new Date(Number.parseInt(at, 36) * 1000) };
}
