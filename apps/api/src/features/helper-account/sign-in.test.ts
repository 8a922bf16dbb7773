import {
  accountsPaths,
  HELPER_ACTIVITY_DAYS,
  helperAccountMessages,
  helperAccountPaths,
  type MaidAccount,
  type TokenPair,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller, verifiedToken } from "../../../test/helpers/accounts.ts";
import { caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import {
  helperWithPhone,
  maidLogin,
  signedInHelper,
} from "../../../test/helpers/helper-account.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { contactOutcomes, helpers, otpCodes, purchasedHelpers } from "../../db/schema.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
const DAY_MS = 86_400_000;

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: "GET", url: helperAccountPaths.me, headers });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });

describe("a helper's sign-in with a one-time code", () => {
  it("answers her tokens and her account: the listing as the public sees it and her own fields", async () => {
    const { helper, phone, login } = await signedInHelper(ctx);
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(login.expires_in).toBeGreaterThan(0);
    expect(login.refresh_token.length).toBeGreaterThan(20);
    expect(login.maid).toMatchObject({
      status: "approved",
      rejection_reason: null,
      available: true,
      available_from: null,
      mobile_number: phone,
      whatsapp_number: row!.whatsappNumber,
      email: row!.email,
      address: row!.address,
      pincode: row!.pincode,
      date_of_birth: row!.dateOfBirth,
      last_30_days: { profile_views: 0, numbers_revealed: 0, hires_reported: 0 },
    });
    // As a visitor sees her: no numbers, even to herself, in the public shape.
    expect(login.maid.listing).toMatchObject({
      id: helper.publicId,
      name: helper.name,
      is_purchased: false,
      mobile_number: null,
      whatsapp_number: null,
      available: true,
    });
  });

  it("signs in a helper of any status: one under review sees it, a refused one the reason", async () => {
    const pending = await signedInHelper(ctx, "pending");
    expect(pending.login.maid).toMatchObject({ status: "pending", available: false });

    const { helper, phone, address } = await helperWithPhone(ctx, "rejected");
    await ctx.db
      .update(helpers)
      .set({ rejectionReason: "The photo is blurred." })
      .where(eq(helpers.id, helper.id));
    const token = await verifiedToken(ctx.app, { phone, address }, "maid_login");
    const answer = await maidLogin(
      ctx.app,
      { mobile_number: phone, verification_token: token },
      address,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().maid).toMatchObject({
      status: "rejected",
      rejection_reason: "The photo is blurred.",
      available: false,
    });
  });

  it("spends the code's token once; a token for another phone or purpose is refused", async () => {
    const { phone, address } = await helperWithPhone(ctx);
    const token = await verifiedToken(ctx.app, { phone, address }, "maid_login");
    const body = { mobile_number: phone, verification_token: token };
    expect((await maidLogin(ctx.app, body, address)).statusCode).toBe(200);
    const again = await maidLogin(ctx.app, body, address);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "VERIFICATION_REQUIRED" });

    const other = await helperWithPhone(ctx);
    const signup = await verifiedToken(ctx.app, other, "signup");
    for (const payload of [
      { mobile_number: other.phone, verification_token: signup },
      { mobile_number: other.phone, verification_token: token },
    ]) {
      const refused = await maidLogin(ctx.app, payload, other.address);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VERIFICATION_REQUIRED" });
    }
  });

  it("says no registration uses a phone, and leaves its code unspent", async () => {
    const stranger = uniqueCaller();
    const token = await verifiedToken(ctx.app, stranger, "maid_login");
    const answer = await maidLogin(
      ctx.app,
      { mobile_number: stranger.phone, verification_token: token },
      stranger.address,
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      code: "NOT_REGISTERED",
      error: helperAccountMessages.notRegistered,
    });
    const [code] = await ctx.db
      .select({ tokenUsedAt: otpCodes.tokenUsedAt })
      .from(otpCodes)
      .where(eq(otpCodes.mobileNumber, stranger.phone));
    expect(code?.tokenUsedAt).toBeNull();
  });

  it("refuses a malformed body with the fields' messages", async () => {
    const answer = await maidLogin(ctx.app, { mobile_number: "12", verification_token: "" });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields).sort()).toEqual([
      "mobile_number",
      "verification_token",
    ]);
  });
});

describe("a helper's login and a household's are apart", () => {
  it("refuses a helper's token on a household's routes and a household's on hers", async () => {
    const signedIn = await signedInHelper(ctx);
    const household = await caller(ctx.app, ctx.db);
    const profile = await ctx.app.inject({
      method: "GET",
      url: accountsPaths.profileDetails,
      headers: signedIn.headers,
    });
    expect(profile.statusCode).toBe(401);
    expect((await me(household.headers)).statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
    expect((await me(signedIn.headers)).statusCode).toBe(200);
  });

  it("renews with rotation, ends the login on a reused token, and logout ends her access token", async () => {
    const { login, headers } = await signedInHelper(ctx);
    const renewed = await post(helperAccountPaths.refreshToken, {
      refresh_token: login.refresh_token,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json<TokenPair>();
    const nextHeaders = { authorization: `Bearer ${next.access_token}` };
    expect((await me(nextHeaders)).statusCode).toBe(200);

    // The spent token again: someone kept a copy, so the whole login ends.
    const reused = await post(helperAccountPaths.refreshToken, {
      refresh_token: login.refresh_token,
    });
    expect(reused.statusCode).toBe(401);
    expect((await me(nextHeaders)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
    const after = await post(helperAccountPaths.refreshToken, {
      refresh_token: next.refresh_token,
    });
    expect(after.statusCode).toBe(401);

    const second = await signedInHelper(ctx);
    const out = await post(helperAccountPaths.logout, {
      refresh_token: second.login.refresh_token,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(second.headers)).statusCode).toBe(401);
  });

  it("keeps the web app's refresh token in a cookie of the helper's own paths", async () => {
    const { phone, address } = await helperWithPhone(ctx);
    const token = await verifiedToken(ctx.app, { phone, address }, "maid_login");
    const answer = await ctx.app.inject({
      method: "POST",
      url: helperAccountPaths.login,
      payload: { mobile_number: phone, verification_token: token },
      headers: { "x-session-cookie": "1" },
      remoteAddress: address,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).not.toHaveProperty("refresh_token");
    const cookies = answer.cookies.filter((c) => c.name === "sahayi_helper_refresh");
    expect(cookies.map((c) => c.path).sort()).toEqual(
      [helperAccountPaths.logout, helperAccountPaths.refreshToken].sort(),
    );
    expect(cookies.every((c) => c.httpOnly && c.sameSite === "Strict")).toBe(true);
    const renewed = await ctx.app.inject({
      method: "POST",
      url: helperAccountPaths.refreshToken,
      payload: {},
      headers: { "x-session-cookie": "1" },
      cookies: { sahayi_helper_refresh: cookies[0]!.value },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().access_token).toEqual(expect.any(String));
  });
});

describe("her counts of the last 30 days", () => {
  it("counts numbers revealed and hires reported within the window, never who", async () => {
    const signedIn = await signedInHelper(ctx);
    const buyers = [];
    for (let i = 0; i < 3; i++) {
      const who = await caller(ctx.app, ctx.db);
      await subscribe(ctx.db, who.id, { enquiries: 2 });
      expect((await purchase(ctx.app, who, signedIn.helper.publicId)).statusCode).toBe(200);
      buyers.push(who);
    }
    // One reveal and its hire fall out of the window: a day past it.
    const old = new Date(Date.now() - (HELPER_ACTIVITY_DAYS + 1) * DAY_MS);
    await ctx.db
      .update(purchasedHelpers)
      .set({ createdAt: old })
      .where(eq(purchasedHelpers.userId, buyers[0]!.id));
    await ctx.db.insert(contactOutcomes).values([
      { userId: buyers[0]!.id, helperId: signedIn.helper.id, outcome: "hired", updatedAt: old },
      { userId: buyers[1]!.id, helperId: signedIn.helper.id, outcome: "hired" },
      { userId: buyers[2]!.id, helperId: signedIn.helper.id, outcome: "not_hired" },
    ]);
    const answer = await me(signedIn.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const account = answer.json<MaidAccount>();
    expect(account.last_30_days).toEqual({
      profile_views: 0,
      numbers_revealed: 2,
      hires_reported: 1,
    });
    expect(JSON.stringify(account)).not.toMatch(/user_id|buyer/);
  });
});
