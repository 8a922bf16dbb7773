import {
  accountMessages,
  accountsPaths,
  apiMessages,
  fieldMessages,
  PROFILE_PHOTO_FIELD,
  toastMessages,
} from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { malayalamWithNumber } from "@sahayi/contract/i18n/ml/number-messages";
import { describe, expect, it } from "vitest";
import {
  latestCode,
  multipartBody,
  pngWithGps,
  requestCode,
  signUpForm,
  uniqueCaller,
  verifiedToken,
} from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser } from "../../../test/helpers/users.ts";

const ctx = useTestApp();

/** A message's Malayalam as the catalogue has it; a missing one fails the test that asks. */
function ml(english: string): string {
  const malayalam = malayalamAccountErrors.get(english);
  expect(malayalam, english).toBeDefined();
  return malayalam!;
}

const login = (payload: object, language?: string) =>
  ctx.app.inject({
    method: "POST",
    url: accountsPaths.login,
    payload,
    ...(language === undefined ? {} : { headers: { "accept-language": language } }),
  });

async function signUp(fields: Record<string, string>, language: string, photo = true) {
  const data = photo ? await pngWithGps() : undefined;
  const body = multipartBody(
    fields,
    data && { name: PROFILE_PHOTO_FIELD, data, type: "image/png" },
  );
  return ctx.app.inject({
    method: "POST",
    url: accountsPaths.signUp,
    payload: body.payload,
    headers: { ...body.headers, "accept-language": language },
  });
}

describe("field errors in the language the request asks for", () => {
  it("answers the login form in Malayalam when Accept-Language names ml first", async () => {
    for (const language of ["ml", "ml-IN,ml;q=0.9,en;q=0.8", "en;q=0.5, ml"]) {
      const answer = await login({ mobile_number: "12", password: "" }, language);
      expect(answer.statusCode, language).toBe(400);
      expect(answer.json(), language).toEqual({
        error: ml(apiMessages.invalidInput),
        code: "VALIDATION_FAILED",
        fields: {
          mobile_number: ml(fieldMessages.phoneLoginInvalid),
          password: ml(fieldMessages.passwordRequired),
        },
      });
    }
  });

  it("answers in English for *, no header, English or another language first", async () => {
    for (const language of [undefined, "*", "en", "hi-IN, ml;q=0.9", "ml;q=0, en"]) {
      const answer = await login({ mobile_number: "12", password: "" }, language);
      expect(answer.json(), String(language)).toEqual({
        error: apiMessages.invalidInput,
        code: "VALIDATION_FAILED",
        fields: {
          mobile_number: fieldMessages.phoneLoginInvalid,
          password: fieldMessages.passwordRequired,
        },
      });
    }
  });

  it("says a failed login in Malayalam, with the same code", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const answer = await login({ mobile_number: caller.phone, password: "not it at all" }, "ml");
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      error: ml(toastMessages.loginFailed),
      code: "INVALID_CREDENTIALS",
    });
  });

  it("answers the sign-up form's fields in Malayalam, each field's first problem", async () => {
    const { fields } = await signUpForm(ctx.app, {
      name: "",
      email: "not an email",
      password: "short",
      pincode: "12",
      address: "x".repeat(501),
    });
    const answer = await signUp(fields, "ml", false);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      name: ml(fieldMessages.nameRequired),
      email: ml(fieldMessages.emailInvalid),
      password: ml(fieldMessages.passwordTooShort),
      pincode: ml(fieldMessages.pincodeExact),
      address: ml(accountMessages.textTooLong("Address", 500)),
      [PROFILE_PHOTO_FIELD]: ml(fieldMessages.photoRequired),
    });
  });

  it("says a phone already registered in Malayalam, and in English to English", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const { fields } = await signUpForm(ctx.app, {
      mobile_number: caller.phone,
      whatsapp_number: caller.phone,
      verification_token: await verifiedToken(ctx.app, caller, "signup"),
    });
    const answer = await signUp(fields, "ml");
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: ml(accountMessages.phoneRegistered),
      code: "CONFLICT",
      fields: { mobile_number: ml(accountMessages.phoneRegistered) },
    });
    const english = await signUp(fields, "en-IN");
    expect(english.json().fields).toEqual({ mobile_number: accountMessages.phoneRegistered });
  });

  it("answers the one-time code's refusals in Malayalam", async () => {
    const caller = uniqueCaller();
    const verify = (otp: string) =>
      ctx.app.inject({
        method: "POST",
        url: accountsPaths.verifyOtp,
        payload: { mobile_number: caller.phone, purpose: "reset", otp },
        remoteAddress: caller.address,
        headers: { "accept-language": "ml" },
      });
    const badPhone = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.requestOtp,
      payload: { mobile_number: "98765", purpose: "reset" },
      headers: { "accept-language": "ml" },
    });
    expect(badPhone.json().fields).toEqual({ mobile_number: ml(fieldMessages.verifyNeedsPhone) });
    expect((await verify("12")).json().fields).toEqual({
      otp: ml(fieldMessages.otpIncompleteRegistration),
    });
    expect((await verify("1234")).json()).toEqual({
      error: ml(accountMessages.otpExpired),
      code: "OTP_EXPIRED",
    });
    await requestCode(ctx.app, caller.phone, "reset", caller.address);
    const code = await latestCode(ctx.app, caller.phone);
    const wrong = code === "0000" ? "1111" : "0000";
    expect((await verify(wrong)).json()).toEqual({
      error: ml(toastMessages.otpInvalid),
      code: "OTP_INVALID",
    });
  });

  it("says a wait before another code in Malayalam, with its seconds", async () => {
    const caller = uniqueCaller();
    const ask = (language: string) =>
      requestCode(ctx.app, caller.phone, "reset", caller.address, {
        "accept-language": language,
      });
    expect((await ask("ml")).statusCode).toBe(200);
    const [malayalam, english] = [await ask("ml"), await ask("en")];
    expect(malayalam.statusCode).toBe(429);
    const seconds = Number(malayalam.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect([seconds, seconds - 1]).toContain(Number(/\d+/.exec(english.json().error)?.[0]));
    expect(malayalam.json()).toEqual({
      error: malayalamWithNumber(accountMessages.otpResendWait(seconds)),
      code: "RATE_LIMITED",
    });
    expect(malayalam.json().error).toContain(`${seconds} സെക്കൻഡ്`);
    expect(english.json().error).toMatch(
      /^Please wait \d+ seconds before asking for another OTP\.$/,
    );
  });
});
