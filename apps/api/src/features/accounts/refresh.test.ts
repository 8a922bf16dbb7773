import {
  accountMessages,
  accountsPaths,
  adminMessages,
  REFRESH_TOKEN_TTL_SECONDS,
  refreshCookie,
  type TokenPair,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { clockAt } from "../../../test/helpers/clock.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { accessTokenFor, createUser } from "../../../test/helpers/users.ts";
import { refreshTokens, users } from "../../db/schema.ts";
import { issueTokens } from "./sessions.ts";

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: "POST", url: accountsPaths.refreshToken, payload: { refresh_token } });

const profileStatus = async (accessToken: string) =>
  (
    await ctx.app.inject({
      url: accountsPaths.profileDetails,
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;

async function newLogin() {
  const { phone } = uniqueCaller();
  const user = await createUser(ctx.db, { phone });
  return { user, pair: await issueTokens(ctx.db, ctx.app.tokens, { id: user.id, role: "user" }) };
}

describe("renewing a login", () => {
  it("renews up to the refresh token's last second and not at its end, which ends the login", async () => {
    const start = Date.now();
    const at = clockAt(start);
    const early = await newLogin();
    const late = await newLogin();

    at(REFRESH_TOKEN_TTL_SECONDS - 1);
    const renewed = await refresh(early.pair.refresh_token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json() as TokenPair;
    expect(next.refresh_token).not.toBe(early.pair.refresh_token);

    at(REFRESH_TOKEN_TTL_SECONDS);
    const ended = await refresh(late.pair.refresh_token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: accountMessages.sessionExpired, code: "UNAUTHORIZED" });
    // The ended token was spent, not renewed: no live token is left for that login.
    const live = await ctx.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, late.user.id));
    expect(live).toEqual([{ revokedAt: new Date(start + REFRESH_TOKEN_TTL_SECONDS * 1000) }]);
    // The renewed login lives on from its new token.
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it("answers a disabled account's still-live refresh token that the account is disabled, and spends it", async () => {
    const { user, pair } = await newLogin();
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const refused = await refresh(pair.refresh_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: adminMessages.accountDisabled,
      code: "ACCOUNT_DISABLED",
    });
    await ctx.db.update(users).set({ disabledAt: null }).where(eq(users.id, user.id));
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it("a reused token ends the other tokens of its login only", async () => {
    const { user, pair } = await newLogin();
    const otherLogin = await accessTokenFor(ctx.app, ctx.db, { id: user.id, role: "user" });
    const next = (await refresh(pair.refresh_token)).json() as TokenPair;
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(next.access_token)).toBe(401);
    expect(await profileStatus(otherLogin)).toBe(200);
  });
});

describe("ending a login", () => {
  it("answers logout of an unknown or already spent token as done, and ends no other login", async () => {
    const { pair } = await newLogin();
    const other = await newLogin();
    const logout = (refresh_token: string) =>
      ctx.app.inject({ method: "POST", url: accountsPaths.logout, payload: { refresh_token } });
    for (const token of [pair.refresh_token, pair.refresh_token, "no-such-token"]) {
      const answer = await logout(token);
      expect(answer.statusCode, token).toBe(200);
      expect(answer.json()).toEqual({ message: accountMessages.loggedOut });
    }
    expect(await profileStatus(pair.access_token)).toBe(401);
    expect(await profileStatus(other.pair.access_token)).toBe(200);
    expect((await refresh(other.pair.refresh_token)).statusCode).toBe(200);
  });
});

describe("the web app's cookie with a body that is not a form", () => {
  it("refuses a JSON string or list as a bad request, and leaves the cookie's login alone", async () => {
    const { pair } = await newLogin();
    for (const url of [accountsPaths.refreshToken, accountsPaths.logout]) {
      for (const body of ['"x"', "[]"]) {
        const answer = await ctx.app.inject({
          method: "POST",
          url,
          body,
          headers: { "content-type": "application/json", [refreshCookie.header]: "1" },
          cookies: { [refreshCookie.name]: pair.refresh_token },
        });
        expect(answer.statusCode, `${url} ${body}`).toBe(400);
        expect(answer.json().code).toBe("VALIDATION_FAILED");
      }
    }
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });
});
