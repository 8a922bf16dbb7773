import {
  accountMessages,
  accountsPaths,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
  OTP_REQUESTS_PER_PHONE_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TRIES_PER_PHONE_PER_DAY,
  OTP_TTL_SECONDS,
  toastMessages,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { latestCode, requestCode, uniqueCaller } from "../../../test/helpers/accounts.ts";
import { clockAt } from "../../../test/helpers/clock.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser } from "../../../test/helpers/users.ts";
import { otpCodes } from "../../db/schema.ts";

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

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
    expect(Object.values(row!)).not.toContain(code);
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

  it("stops taking tries at a phone's codes after 15 in a day, whatever the purpose, until the day has passed", async () => {
    const { phone, address } = uniqueCaller();
    const start = Date.now();
    const at = clockAt(start);
    const purposes = ["signup", "maid_registration", "reset"] as const;
    const codesToUse = OTP_TRIES_PER_PHONE_PER_DAY / OTP_MAX_ATTEMPTS;
    for (let i = 0; i < codesToUse; i++) {
      at(i * OTP_RESEND_SECONDS);
      const purpose = purposes[i % purposes.length]!;
      await requestCode(ctx.app, phone, purpose, address);
      const code = await latestCode(ctx.app, phone);
      for (let tried = 0; tried < OTP_MAX_ATTEMPTS; tried++) {
        expect((await verify(phone, wrongCode(code), address, purpose)).statusCode).toBe(400);
      }
    }
    // A new code, and the right one: refused all the same, saying when to come back.
    const newest = codesToUse * OTP_RESEND_SECONDS;
    at(newest);
    await requestCode(ctx.app, phone, "signup", address);
    const code = await latestCode(ctx.app, phone);
    const refused = await verify(phone, code, address);
    expect(refused.statusCode).toBe(429);
    const wait = 24 * 3600;
    expect(Number(refused.headers["retry-after"])).toBe(wait - newest);
    expect(refused.json()).toEqual({
      error: accountMessages.otpPhoneDailyTries(Math.ceil((wait - newest) / 3600)),
      code: "RATE_LIMITED",
    });
    // Another phone is not held back.
    const other = uniqueCaller();
    await requestCode(ctx.app, other.phone, "signup", other.address);
    expect(
      (await verify(other.phone, await latestCode(ctx.app, other.phone), other.address)).statusCode,
    ).toBe(200);
    // A second before the first tries are a day old, still refused; once they are, a code works.
    at(wait - 1);
    await requestCode(ctx.app, phone, "signup", address);
    expect((await verify(phone, await latestCode(ctx.app, phone), address)).statusCode).toBe(429);
    at(wait + 1);
    expect((await verify(phone, await latestCode(ctx.app, phone), address)).statusCode).toBe(200);
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

  it("gives one verification token for a right code sent many times at once", async () => {
    const { phone, address } = uniqueCaller();
    await requestCode(ctx.app, phone, "signup", address);
    const code = await latestCode(ctx.app, phone);
    const answers = await Promise.all(
      Array.from({ length: OTP_MAX_ATTEMPTS - 1 }, () => verify(phone, code, address)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: OTP_MAX_ATTEMPTS - 2 }, () => 400)]);
    // Which check a loser meets depends on how the requests interleave; none gets a token.
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(["OTP_EXPIRED", "OTP_TOO_MANY_TRIES"]).toContain(refused.json().code);
    }
  });

  it("texts the code with how long it lasts, in minutes", async () => {
    const { phone, address } = uniqueCaller();
    await requestCode(ctx.app, phone, "reset", address);
    const code = await latestCode(ctx.app, phone);
    const outbox = await ctx.app.inject({ url: `${accountsPaths.devSms}?mobile_number=${phone}` });
    expect(outbox.json().messages[0].text).toBe(
      `${code} is your Sahayi OTP. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`,
    );
  });
});
