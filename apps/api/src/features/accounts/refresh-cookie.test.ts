import {
  accountMessages,
  accountsPaths,
  REFRESH_TOKEN_TTL_SECONDS,
  refreshCookie,
  type TokenPair,
} from "@sahayi/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { secondProcess } from "../../../test/helpers/servers/second-process.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users.ts";

const ctx = useTestApp();
const asWebApp = { [refreshCookie.header]: "1" };

/** POST as the web app does: with its header, and its cookie when it has one. */
function post(url: string, options: { payload?: object; cookie?: string; web?: boolean } = {}) {
  const { payload = {}, cookie, web = true } = options;
  return ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: web ? asWebApp : {},
    cookies: cookie ? { [refreshCookie.name]: cookie } : {},
  });
}

async function loginAsWebApp(app: FastifyInstance = ctx.app, headers: object = {}) {
  const caller = uniqueCaller();
  await createUser(ctx.db, { phone: caller.phone });
  return app.inject({
    method: "POST",
    url: accountsPaths.login,
    payload: { mobile_number: caller.phone, password: TEST_PASSWORD },
    headers: { ...asWebApp, ...headers },
    remoteAddress: caller.address,
  });
}

/** The refresh cookies an answer sets, by path, and the one token they all carry. */
function refreshCookies(answer: LightMyRequestResponse) {
  const cookies = answer.cookies.filter((c) => c.name === refreshCookie.name);
  const values = new Set(cookies.map((c) => c.value));
  expect(values.size, "one token in every cookie").toBe(1);
  return { cookies, token: [...values][0] as string };
}

const statusWith = async (accessToken: string) =>
  (
    await ctx.app.inject({
      url: accountsPaths.profileDetails,
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;

describe("the web app's refresh token in an HttpOnly cookie", () => {
  it("login sets it for the refresh and logout paths only, and answers no refresh token", async () => {
    const answer = await loginAsWebApp();
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ access_token: expect.any(String), user_data: expect.any(Object) });
    expect(body).not.toHaveProperty("refresh_token");
    const { cookies, token } = refreshCookies(answer);
    expect(answer.body).not.toContain(token);
    expect(cookies.map((c) => c.path).sort()).toEqual(
      [accountsPaths.logout, accountsPaths.refreshToken].sort(),
    );
    for (const c of cookies) {
      expect(c).toMatchObject({
        httpOnly: true,
        sameSite: "Strict",
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      });
      // Plain http here: a Secure cookie would never come back.
      expect(c.secure).toBeUndefined();
    }
    expect(await statusWith(body.access_token)).toBe(200);
  });

  it("is Secure when the request came over https", async () => {
    // Behind one proxy that ends TLS and says so.
    const behindProxy = await secondProcess(ctx, { trustProxy: 1 });
    try {
      const answer = await loginAsWebApp(behindProxy, { "x-forwarded-proto": "https" });
      for (const c of refreshCookies(answer).cookies) expect(c.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it("refresh reads the cookie, rotates it, and the old one stops working at once", async () => {
    const first = refreshCookies(await loginAsWebApp()).token;
    const renewed = await post(accountsPaths.refreshToken, { cookie: first });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).not.toHaveProperty("refresh_token");
    const next = refreshCookies(renewed).token;
    expect(next).not.toBe(first);
    expect(await statusWith(renewed.json().access_token)).toBe(200);

    // The spent cookie again: taken for a stolen copy, so the whole login ends.
    const reused = await post(accountsPaths.refreshToken, { cookie: first });
    expect(reused.statusCode).toBe(401);
    expect((await post(accountsPaths.refreshToken, { cookie: next })).statusCode).toBe(401);
    expect(await statusWith(renewed.json().access_token)).toBe(401);
  });

  it("ignores the cookie on a request without the web app's header", async () => {
    const token = refreshCookies(await loginAsWebApp()).token;
    for (const url of [accountsPaths.refreshToken, accountsPaths.logout]) {
      const forged = await post(url, { cookie: token, web: false });
      expect(forged.statusCode).toBe(400);
      expect(forged.cookies).toEqual([]);
    }
    // Nothing was spent: the web app's next refresh works.
    expect((await post(accountsPaths.refreshToken, { cookie: token })).statusCode).toBe(200);
  });

  it("without cookie or token the web app's session is over (401); a body client's request is bad (400)", async () => {
    for (const url of [accountsPaths.refreshToken, accountsPaths.logout]) {
      const web = await post(url);
      expect(web.statusCode).toBe(401);
      expect(web.json()).toEqual({ error: accountMessages.sessionExpired, code: "UNAUTHORIZED" });
      const body = await post(url, { web: false });
      expect(body.statusCode).toBe(400);
      expect(body.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("moves a login kept in the page's storage into the cookie", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const old = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: caller.phone, password: TEST_PASSWORD },
    });
    const stored = (old.json() as TokenPair).refresh_token;
    const moved = await post(accountsPaths.refreshToken, { payload: { refresh_token: stored } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).not.toHaveProperty("refresh_token");
    const cookie = refreshCookies(moved).token;
    expect((await post(accountsPaths.refreshToken, { cookie })).statusCode).toBe(200);
  });

  it("logout ends the login, its access token and the cookie", async () => {
    const login = await loginAsWebApp();
    const token = refreshCookies(login).token;
    const out = await post(accountsPaths.logout, { cookie: token });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = out.cookies.filter((c) => c.name === refreshCookie.name);
    expect(cleared.map((c) => c.path).sort()).toEqual(
      [accountsPaths.logout, accountsPaths.refreshToken].sort(),
    );
    for (const c of cleared) {
      expect(c.value).toBe("");
      expect(c.expires?.getTime()).toBeLessThan(Date.now());
    }
    expect((await post(accountsPaths.refreshToken, { cookie: token })).statusCode).toBe(401);
    expect(await statusWith(login.json().access_token)).toBe(401);
  });
});

describe("API clients keep the token in the body", () => {
  it("login, refresh and logout answer and take refresh_token, and set no cookie", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const login = await post(accountsPaths.login, {
      payload: { mobile_number: caller.phone, password: TEST_PASSWORD },
      web: false,
    });
    expect(login.json()).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user_data: { mobile_number: caller.phone },
    });
    const renewed = await post(accountsPaths.refreshToken, {
      payload: { refresh_token: login.json().refresh_token },
      web: false,
    });
    expect(renewed.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
    });
    const out = await post(accountsPaths.logout, {
      payload: { refresh_token: renewed.json().refresh_token },
      web: false,
    });
    expect(out.statusCode).toBe(200);
    for (const answer of [login, renewed, out])
      expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(await statusWith(renewed.json().access_token)).toBe(401);
  });
});
