import { readdir } from "node:fs/promises";
import {
  accountMessages,
  accountsPaths,
  fieldMessages,
  LOGIN_FAILURES_PER_PHONE,
  toastMessages,
} from "@sahayi/contract";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  multipartBody,
  pngWithGps,
  signUpForm,
  uniqueCaller,
  verifiedToken,
} from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { users } from "../../db/schema.ts";
import { uploadsDir } from "../../lib/storage/storage.ts";

const ctx = useTestApp();

const post = (url: string, payload: object, remoteAddress = "127.0.0.1") =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress });

async function loggedIn() {
  const caller = uniqueCaller();
  await createUser(ctx.db, { phone: caller.phone });
  const answer = await post(
    accountsPaths.login,
    { mobile_number: caller.phone, password: TEST_PASSWORD },
    caller.address,
  );
  expect(answer.statusCode).toBe(200);
  return { ...caller, ...(answer.json() as { access_token: string; refresh_token: string }) };
}

describe("login and sessions", () => {
  it("logs in and answers tokens and the user, never a hash", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const answer = await post(accountsPaths.login, {
      mobile_number: caller.phone,
      password: TEST_PASSWORD,
    });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json()).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user_data: { mobile_number: caller.phone, role: "user" },
    });
    expect(answer.body).not.toMatch(/argon2|password/);
  });

  it("refuses a wrong password and an unknown phone the same way", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const wrong = await post(accountsPaths.login, {
      mobile_number: caller.phone,
      password: "not it at all",
    });
    const unknown = await post(accountsPaths.login, {
      mobile_number: uniqueCaller().phone,
      password: "x",
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: toastMessages.loginFailed,
        code: "INVALID_CREDENTIALS",
      });
    }
  });

  // Eleven argon2id checks at 64 MiB each take about a second apiece on two busy cores.
  it("limits failed logins per phone", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    for (let i = 0; i < LOGIN_FAILURES_PER_PHONE; i++) {
      const address = uniqueCaller().address;
      expect(
        (
          await post(
            accountsPaths.login,
            { mobile_number: caller.phone, password: "wrong!" },
            address,
          )
        ).statusCode,
      ).toBe(401);
    }
    const locked = await post(accountsPaths.login, {
      mobile_number: caller.phone,
      password: TEST_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().error).toBe(accountMessages.loginTooManyTries(15));
  }, 60_000);

  it("rotates refresh tokens, and a reused one ends the whole login", async () => {
    const session = await loggedIn();
    const first = await post(accountsPaths.refreshToken, { refresh_token: session.refresh_token });
    expect(first.statusCode).toBe(200);
    const next = first.json().refresh_token;
    expect(next).not.toBe(session.refresh_token);
    // The old token again: someone kept a copy.
    const reused = await post(accountsPaths.refreshToken, { refresh_token: session.refresh_token });
    expect(reused.json()).toEqual({ error: accountMessages.sessionExpired, code: "UNAUTHORIZED" });
    expect((await post(accountsPaths.refreshToken, { refresh_token: next })).statusCode).toBe(401);
  });

  it("logout revokes the refresh token", async () => {
    const session = await loggedIn();
    expect(
      (await post(accountsPaths.logout, { refresh_token: session.refresh_token })).statusCode,
    ).toBe(200);
    expect(
      (await post(accountsPaths.refreshToken, { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
  });

  it("a password reset ends every login and sets the new password", async () => {
    const session = await loggedIn();
    const token = await verifiedToken(ctx.app, session, "reset");
    const reset = await post(accountsPaths.resetPassword, {
      mobile_number: session.phone,
      password: "a brand new one",
      verification_token: token,
    });
    expect(reset.json()).toEqual({ message: toastMessages.passwordReset });
    expect(
      (await post(accountsPaths.refreshToken, { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
    const again = await post(accountsPaths.resetPassword, {
      mobile_number: session.phone,
      password: "another new one",
      verification_token: token,
    });
    expect(again.json().code).toBe("VERIFICATION_REQUIRED");
    const login = await post(accountsPaths.login, {
      mobile_number: session.phone,
      password: "a brand new one",
    });
    expect(login.statusCode).toBe(200);
  });

  it("profile details need a login and are private", async () => {
    expect((await ctx.app.inject({ url: accountsPaths.profileDetails })).statusCode).toBe(401);
    const session = await loggedIn();
    const answer = await ctx.app.inject({
      url: accountsPaths.profileDetails,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json()).toMatchObject({
      user: { mobile_number: session.phone, is_active_plan: false, user_remaining_enquiry: 0 },
      transactions: [],
      user_subscription: [],
      maids: [],
      expired_subscription_date: null,
    });
  });

  it("the profile update saves the form and keeps the phone", async () => {
    const session = await loggedIn();
    const headers = { authorization: `Bearer ${session.access_token}` };
    const [district] = [...(await ctx.app.catalogReference()).districts.keys()];
    const form = {
      name: "Renamed",
      email: "new@example.in",
      mobile_number: session.phone,
      whatsapp_number: "9123456789",
      address: "Thrissur",
      location: district,
      pincode: "680001",
    };
    const saved = await ctx.app.inject({
      method: "PUT",
      url: accountsPaths.profileEdit,
      headers,
      payload: form,
    });
    expect(saved.json()).toMatchObject({
      message: toastMessages.profileUpdated,
      user: { name: "Renamed", location_id: district },
    });
    const moved = await ctx.app.inject({
      method: "PUT",
      url: accountsPaths.profileEdit,
      headers,
      payload: { ...form, mobile_number: "9000000000" },
    });
    expect(moved.json().fields).toEqual({ mobile_number: accountMessages.phoneNotChangeable });
  });

  it("search answers a login privately and a visitor publicly, varying by Authorization", async () => {
    const session = await loggedIn();
    const visitor = await ctx.app.inject({ url: "/api/user/search-maids" });
    const user = await ctx.app.inject({
      url: "/api/user/search-maids",
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(visitor.headers["cache-control"]).toMatch(/^public/);
    expect(user.headers["cache-control"]).toBe("private, no-store");
    for (const answer of [visitor, user]) expect(answer.headers.vary).toContain("Authorization");
    const forged = await ctx.app.inject({
      url: "/api/user/search-maids",
      headers: { authorization: "Bearer not.a.token" },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe("sign-up", () => {
  const form = (overrides: Record<string, string> = {}) => signUpForm(ctx.app, overrides);
  const send = (body: ReturnType<typeof multipartBody>) =>
    ctx.app.inject({ method: "POST", url: accountsPaths.signUp, ...body });

  it("creates the account with its photo re-encoded, EXIF and GPS gone; a phone registers once", async () => {
    const { caller, fields } = await form();
    const photo = await pngWithGps();
    const answer = await send(multipartBody(fields, { name: "profile_picture", data: photo }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: toastMessages.registrationSuccess });
    const [user] = await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone));
    const stored = await ctx.storage.get(user!.profileImage!, "full");
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const metadata = await sharp(Buffer.concat(chunks)).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();

    const conflict = await send(multipartBody(fields, { name: "profile_picture", data: photo }));
    expect(conflict.json().error).toBe(accountMessages.phoneRegistered);
  });

  it("checks the photo by its bytes, not its name", async () => {
    const { fields } = await form();
    const answer = await send(
      multipartBody(fields, {
        name: "profile_picture",
        data: Buffer.from("GIF89a but not really an image"),
        filename: "x.gif",
        type: "image/gif",
      }),
    );
    expect(answer.json().fields).toEqual({ profile_picture: fieldMessages.photoUnsupported });
    const missing = await send(multipartBody(fields));
    expect(missing.json().fields).toEqual({ profile_picture: fieldMessages.photoRequired });
  });

  it("refuses a 50 MB upload before reading it, and a chunked one at 2 MB", async () => {
    const { fields } = await form();
    const body = multipartBody(fields);
    const announced = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.signUp,
      headers: { ...body.headers, "content-length": String(50 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json().fields).toEqual({ profile_picture: fieldMessages.photoTooLarge });
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const streamed = await send(multipartBody(fields, { name: "profile_picture", data: big }));
    expect(streamed.statusCode).toBe(413);
  });

  it("keeps nothing when the user cannot be written after the photo was stored", async () => {
    const { caller, fields } = await form();
    const files = () => readdir(uploadsDir(ctx.config.dataDir)).catch(() => [] as string[]);
    const before = new Set(await files());
    // A fault inside the database, after the photo is stored: the insert of this user fails.
    await ctx.db.execute(
      sql.raw(`create or replace function refuse_test_user() returns trigger language plpgsql as $$
      begin if new.mobile_number = '${caller.phone}' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        "create trigger refuse_test_user before insert on users for each row execute function refuse_test_user()",
      ),
    );
    try {
      const answer = await send(
        multipartBody(fields, { name: "profile_picture", data: await pngWithGps() }),
      );
      expect(answer.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw("drop trigger refuse_test_user on users"));
    }
    expect(await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone))).toEqual(
      [],
    );
    expect((await files()).filter((f) => !before.has(f))).toEqual([]);
  });
});
