import { apiMessages } from "@sahayi/contract";
import argon2 from "argon2";
import pLimit from "p-limit";
import { AppError } from "../errors.ts";

/**
 * argon2 runs on libuv's thread pool (4 threads), which reading files also needs: without a
 * bound, a crowd of logins fills the pool and every `/media` and `/assets` request waits
 * behind it. A few hash at once, a short line waits, and past that the server is busy
 * (docs/decisions/023-limits-that-hold-under-load.md). The process has one line, as it has
 * one thread pool; `sizePasswordLine` sets it from the configuration.
 */
const hashing = pLimit(1);
let waitingAtMost = 32;

/** About how long a full line takes to clear. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export function sizePasswordLine(size: { atOnce: number; waiting: number }): void {
  hashing.concurrency = size.atOnce;
  waitingAtMost = size.waiting;
}

/** A 503 with Retry-After now when the line is full: a login then costs no database work. */
export function refuseWhenBusy(): void {
  if (hashing.pendingCount >= waitingAtMost) {
    throw new AppError(503, "SERVER_BUSY", apiMessages.busy, undefined, BUSY_RETRY_AFTER_SECONDS);
  }
}

async function inLine<T>(work: () => Promise<T>): Promise<T> {
  refuseWhenBusy();
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
