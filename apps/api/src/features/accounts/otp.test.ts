import {
  accountMessages,
  accountsPaths,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
  OTP_REQUESTS_PER_PHONE_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  toastMessages,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { latestCode, requestCode, uniqueCaller } from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser } from "../../../test/helpers/users.ts";
import { otpCodes } from "../../db/schema.ts";

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the server reads (Date only: timers and the database keep running). */
function clockAt(start: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  return (seconds: number) => vi.setSystemTime(start + seconds * 1000);
}

function verify(phone: string, otp: string, address: string, purpose = "signup") {
  return ctx.app.inject({
    method: "POST",
    url: accountsPaths.verifyOtp,
    payload: { mobile_number: phone, purpose, otp },
    remoteAddress: address,
  });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

describe("request-otp", () => {
  it("sends a code by SMS, answers without it, and stores only a hash", async () => {
    const { phone, address } = uniqueCaller();
    const answer = await requestCode(ctx.app, phone, "signup", address);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: toastMessages.otpSent,
      resend_after: OTP_RESEND_SECONDS,
      expires_in: OTP_TTL_SECONDS,
    });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const code = await latestCode(ctx.app, phone);
    expect(answer.body).not.toContain(code);
    const [row] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it("refuses a second code within 60 seconds with Retry-After and the wait in the message", async () => {
    const { phone, address } = uniqueCaller();
    const at = clockAt(Date.now());
    expect((await requestCode(ctx.app, phone, "signup", address)).statusCode).toBe(200);
    at(OTP_RESEND_SECONDS - 15);
    const early = await requestCode(ctx.app, phone, "signup", address);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("15");
    expect(early.json()).toEqual({
      error: accountMessages.otpResendWait(15),
      code: "RATE_LIMITED",
    });
    at(OTP_RESEND_SECONDS);
    expect((await requestCode(ctx.app, phone, "signup", address)).statusCode).toBe(200);
  });

  it("limits each phone per hour, whatever the address", async () => {
    const { phone } = uniqueCaller();
    const start = Date.now();
    const at = clockAt(start);
    for (let i = 0; i < OTP_REQUESTS_PER_PHONE_PER_HOUR; i++) {
      at(i * OTP_RESEND_SECONDS);
      expect((await requestCode(ctx.app, phone, "signup", uniqueCaller().address)).statusCode).toBe(
        200,
      );
    }
    at(OTP_REQUESTS_PER_PHONE_PER_HOUR * OTP_RESEND_SECONDS);
    const refused = await requestCode(ctx.app, phone, "signup", uniqueCaller().address);
    expect(refused.statusCode).toBe(429);
    const wait = 3600 - OTP_REQUESTS_PER_PHONE_PER_HOUR * OTP_RESEND_SECONDS;
    expect(refused.headers["retry-after"]).toBe(String(wait));
    expect(refused.json().error).toBe(accountMessages.otpPhoneHourlyLimit(Math.ceil(wait / 60)));
    at(3600 + 1);
    expect((await requestCode(ctx.app, phone, "signup", uniqueCaller().address)).statusCode).toBe(
      200,
    );
  });

  it("limits each client address per hour, whatever the phone", async () => {
    const { address } = uniqueCaller();
    for (let i = 0; i < OTP_REQUESTS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await requestCode(ctx.app, uniqueCaller().phone, "reset", address)).statusCode).toBe(
        200,
      );
    }
    const refused = await requestCode(ctx.app, uniqueCaller().phone, "reset", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(accountMessages.otpAddressHourlyLimit(60));
  });

  it("answers a reset for an unknown phone exactly as for a known one", async () => {
    const known = uniqueCaller();
    await createUser(ctx.db, { phone: known.phone });
    const unknown = uniqueCaller();
    const answers = await Promise.all([
      requestCode(ctx.app, known.phone, "reset", known.address),
      requestCode(ctx.app, unknown.phone, "reset", unknown.address),
    ]);
    const shape = (a: (typeof answers)[0]) => ({
      status: a.statusCode,
      body: a.body,
      headers: Object.keys(a.headers)
        .filter((h) => h !== "date" && h !== "x-ratelimit-reset")
        .sort(),
    });
    expect(shape(answers[0])).toEqual(shape(answers[1]));
    // Both phones really get a code: the flow is the same for both, step by step.
    expect(await latestCode(ctx.app, known.phone)).toMatch(/^[0-9]{4}$/);
    expect(await latestCode(ctx.app, unknown.phone)).toMatch(/^[0-9]{4}$/);
  });
});

describe("verify-otp", () => {
  it("answers a verification token for the right code, once", async () => {
    const { phone, address } = uniqueCaller();
    await requestCode(ctx.app, phone, "signup", address);
    const code = await latestCode(ctx.app, phone);
    const answer = await verify(phone, code, address);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().verification_token).toEqual(expect.any(String));
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect((await verify(phone, code, address)).json().code).toBe("OTP_EXPIRED");
  });

  it("does not take a code for another purpose", async () => {
    const { phone, address } = uniqueCaller();
    await requestCode(ctx.app, phone, "signup", address);
    const answer = await verify(phone, await latestCode(ctx.app, phone), address, "reset");
    expect(answer.json()).toEqual({ error: accountMessages.otpExpired, code: "OTP_EXPIRED" });
  });

  it("expires a code after 5 minutes", async () => {
    const { phone, address } = uniqueCaller();
    const at = clockAt(Date.now());
    await requestCode(ctx.app, phone, "signup", address);
    const code = await latestCode(ctx.app, phone);
    at(OTP_TTL_SECONDS);
    expect((await verify(phone, code, address)).json()).toEqual({
      error: accountMessages.otpExpired,
      code: "OTP_EXPIRED",
    });
    at(OTP_TTL_SECONDS - 1);
    expect((await verify(phone, code, address)).statusCode).toBe(200);
  });

  it("locks a code after 5 wrong tries, even for the right code", async () => {
    const { phone, address } = uniqueCaller();
    await requestCode(ctx.app, phone, "signup", address);
    const code = await latestCode(ctx.app, phone);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await verify(phone, wrongCode(code), address)).json()).toEqual({
        error: toastMessages.otpInvalid,
        code: "OTP_INVALID",
      });
    }
    const last = await verify(phone, wrongCode(code), address);
    expect(last.json()).toEqual({
      error: accountMessages.otpTooManyTries,
      code: "OTP_TOO_MANY_TRIES",
    });
    expect((await verify(phone, code, address)).json().code).toBe("OTP_TOO_MANY_TRIES");
  });

  it("counts parallel guesses one by one", async () => {
    const { phone, address } = uniqueCaller();
    await requestCode(ctx.app, phone, "signup", address);
    const code = await latestCode(ctx.app, phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => verify(phone, wrongCode(code), address)),
    );
    const codes = guesses.map((g) => g.json().code);
    expect(codes.filter((c) => c === "OTP_INVALID")).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect((await verify(phone, code, address)).json().code).toBe("OTP_TOO_MANY_TRIES");
  });

  it("takes only the newest code once a new one was sent", async () => {
    const { phone, address } = uniqueCaller();
    const at = clockAt(Date.now());
    await requestCode(ctx.app, phone, "signup", address);
    const first = await latestCode(ctx.app, phone);
    at(OTP_RESEND_SECONDS);
    await requestCode(ctx.app, phone, "signup", address);
    const second = await latestCode(ctx.app, phone);
    if (first !== second) expect((await verify(phone, first, address)).statusCode).toBe(400);
    expect((await verify(phone, second, address)).statusCode).toBe(200);
  });
});
