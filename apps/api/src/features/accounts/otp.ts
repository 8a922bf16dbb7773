import { randomInt, timingSafeEqual } from "node:crypto";
import {
  accountMessages,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_PHONE_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TRIES_PER_PHONE_PER_DAY,
  OTP_TTL_SECONDS,
  type OtpPurpose,
  otpSmsText,
  type RequestOtpResponse,
  toastMessages,
  VERIFICATION_TOKEN_TTL_SECONDS,
  type VerifyOtpResponse,
} from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { and, count, desc, eq, gt, isNull, lt, min, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { otpCodes } from "../../db/schema.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { AppError, tooManyRequests } from "../../lib/errors.ts";
import { SmsError, type SmsProvider } from "../../lib/sms.ts";

export interface OtpDeps {
  db: Db;
  sms: SmsProvider;
  tokens: Tokens;
  log: (error: unknown, message: string) => void;
  requestsPerAddressPerHour: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const secondsUntil = (at: Date, now: Date) =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
/** Seconds until the oldest row counted leaves a window of `windowMs`. */
const secondsUntilOutOf = (oldest: Date | string, windowMs: number, now: Date) =>
  secondsUntil(new Date(new Date(oldest).getTime() + windowMs), now);

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

const codeHash = (tokens: Tokens, phone: string, purpose: OtpPurpose, code: string) =>
  tokens.keyedHash(`otp:${phone}:${purpose}:${code}`);

/** The 60 s wait and the hourly limits; a refusal says when to try again. */
async function checkLimits(
  db: Db,
  input: { phone: string; purpose: OtpPurpose; address: string; perAddress: number },
  now: Date,
) {
  const { phone, purpose, address, perAddress } = input;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobileNumber, phone), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const resendAt = latest && new Date(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000);
  if (resendAt && resendAt > now) {
    const wait = secondsUntil(resendAt, now);
    throw tooManyRequests(accountMessages.otpResendWait(wait), wait);
  }
  const limits = [
    [
      eq(otpCodes.mobileNumber, phone),
      OTP_REQUESTS_PER_PHONE_PER_HOUR,
      accountMessages.otpPhoneHourlyLimit,
    ],
    [eq(otpCodes.clientAddress, address), perAddress, accountMessages.otpAddressHourlyLimit],
  ] as const;
  for (const [who, max, message] of limits) {
    const [row] = await db
      .select({ sent: count(), oldest: min(otpCodes.createdAt) })
      .from(otpCodes)
      .where(and(who, gt(otpCodes.createdAt, hourAgo)));
    if (row && row.sent >= max && row.oldest) {
      const wait = secondsUntilOutOf(row.oldest, HOUR_MS, now);
      throw tooManyRequests(message(Math.ceil(wait / 60)), wait);
    }
  }
}

/**
 * Sends a new code. Whether the phone has an account plays no part, so the answer (and its
 * timing) tells nobody who is registered. A send that fails removes the code again: the
 * user may retry at once and the hourly count is untouched.
 */
export async function requestOtp(
  deps: OtpDeps,
  input: { phone: string; purpose: OtpPurpose; address: string; locale: Locale },
): Promise<RequestOtpResponse> {
  const { db, sms, tokens } = deps;
  const { phone, purpose, address, locale } = input;
  const now = new Date();
  const code = newCode();
  const id = await db.transaction(async (tx) => {
    // One request per phone at a time, so two at once cannot both pass the 60 s wait, and one
    // per address, so many phones at once from one address cannot pass its hourly count. Phone
    // first, then address, always: two requests never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${address}`}))`);
    await checkLimits(
      tx as unknown as Db,
      { phone, purpose, address, perAddress: deps.requestsPerAddressPerHour },
      now,
    );
    const [row] = await tx
      .insert(otpCodes)
      .values({
        mobileNumber: phone,
        purpose,
        codeHash: codeHash(tokens, phone, purpose, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        clientAddress: address,
        createdAt: now,
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });
  try {
    await sms.send({ to: phone, code, text: otpSmsText(locale, code), locale });
  } catch (error) {
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
    if (!(error instanceof SmsError)) throw error;
    deps.log(error, "the SMS provider did not take a one-time code");
    throw new AppError(502, "SMS_FAILED", toastMessages.otpSendFailed);
  }
  // Only the newest code counts: older ones of this phone and purpose stop working.
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.mobileNumber, phone),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.id, id),
      ),
    );
  return {
    message: toastMessages.otpSent,
    resend_after: OTP_RESEND_SECONDS,
    expires_in: OTP_TTL_SECONDS,
  };
}

/** The day's tries at this phone's codes (OTP_TRIES_PER_PHONE_PER_DAY): a refusal says when. */
async function checkDailyTries(db: Db, phone: string, now: Date) {
  const [row] = await db
    .select({ tries: sum(otpCodes.attempts).mapWith(Number), oldest: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobileNumber, phone),
        gt(otpCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        gt(otpCodes.attempts, 0),
      ),
    );
  if (row?.oldest && row.tries >= OTP_TRIES_PER_PHONE_PER_DAY) {
    const wait = secondsUntilOutOf(row.oldest, DAY_MS, now);
    throw tooManyRequests(accountMessages.otpPhoneDailyTries(Math.ceil(wait / 3600)), wait);
  }
}

/**
 * Checks a code. Each try is counted before the code is compared, in one statement, so
 * parallel guesses cannot go past the limit; the right code ends the code's life.
 */
export async function verifyOtp(
  deps: Pick<OtpDeps, "db" | "tokens">,
  input: { phone: string; purpose: OtpPurpose; otp: string },
): Promise<VerifyOtpResponse> {
  const { db, tokens } = deps;
  const { phone, purpose, otp } = input;
  const now = new Date();
  const [latest] = await db
    .select({ id: otpCodes.id, attempts: otpCodes.attempts, expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobileNumber, phone),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest || latest.expiresAt <= now) {
    throw new AppError(400, "OTP_EXPIRED", accountMessages.otpExpired);
  }
  await checkDailyTries(db, phone, now);
  const [tried] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ attempts: otpCodes.attempts, codeHash: otpCodes.codeHash });
  if (!tried) throw new AppError(400, "OTP_TOO_MANY_TRIES", accountMessages.otpTooManyTries);
  const expected = Buffer.from(tried.codeHash, "hex");
  const given = Buffer.from(codeHash(tokens, phone, purpose, otp), "hex");
  if (!timingSafeEqual(expected, given)) {
    if (tried.attempts >= OTP_MAX_ATTEMPTS) {
      throw new AppError(400, "OTP_TOO_MANY_TRIES", accountMessages.otpTooManyTries);
    }
    throw new AppError(400, "OTP_INVALID", toastMessages.otpInvalid);
  }
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw new AppError(400, "OTP_EXPIRED", accountMessages.otpExpired);
  const verification_token = await tokens.signVerification({ phone, purpose, codeId: used.id });
  return { verification_token, expires_in: VERIFICATION_TOKEN_TTL_SECONDS };
}
