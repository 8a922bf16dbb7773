import { availableParallelism } from "node:os";
import { apiMessages } from "@sahayi/contract";
import argon2 from "argon2";
import pLimit from "p-limit";
import { AppError } from "./errors.ts";

/**
 * argon2 runs on libuv's thread pool (4 threads), which reading files also needs: without a
 * bound, a crowd of logins fills the pool and every `/media` and `/assets` request waits
 * behind it. At most half the cores hash at once, and a short line waits; past that the
 * server is busy. The bound is the process's, as the pool is. See
 * docs/decisions/023-limits-that-hold-under-load.md.
 */
export const PASSWORD_HASHES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
export const PASSWORD_HASHES_WAITING = 32;
/** About how long a full line takes to clear. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const hashing = pLimit(PASSWORD_HASHES_AT_ONCE);

/** A refusal with Retry-After when the line is full; nothing was hashed or checked. */
export class PasswordWorkBusy extends AppError {
  constructor() {
    super(503, "SERVER_BUSY", apiMessages.busy, undefined, BUSY_RETRY_AFTER_SECONDS);
  }
}

function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= PASSWORD_HASHES_WAITING) {
    return Promise.reject(new PasswordWorkBusy());
  }
  return hashing(work);
}

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended kind. */
export function hashPassword(password: string): Promise<string> {
  return inLine(() => argon2.hash(password, { type: argon2.argon2id }));
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return inLine(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
