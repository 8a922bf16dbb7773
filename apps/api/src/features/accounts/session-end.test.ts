import { accountsPaths, adminUsersPaths, type TokenPair } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { uniqueCaller, verifiedToken } from "../../../test/helpers/accounts.ts";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { secondProcess } from "../../../test/helpers/servers/second-process.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { loadAuthSecret } from "../../lib/accounts/auth-secret.ts";

const ctx = useTestApp();

async function loggedIn() {
  const caller = uniqueCaller();
  const { id } = await createUser(ctx.db, { phone: caller.phone });
  const answer = await ctx.app.inject({
    method: "POST",
    url: accountsPaths.login,
    payload: { mobile_number: caller.phone, password: TEST_PASSWORD },
    remoteAddress: caller.address,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { access_token, refresh_token } = answer.json() as TokenPair;
  return { ...caller, id, access_token, refresh_token };
}

/** The status a protected route answers this access token with, on `app`. */
async function statusWith(app: FastifyInstance, accessToken: string) {
  const answer = await app.inject({
    url: accountsPaths.profileDetails,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return answer.statusCode;
}

const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload });

describe("an access token ends with its login", () => {
  it("logout refuses it at once, on this process and on another one on the same database", async () => {
    const other = await secondProcess(ctx);
    try {
      const session = await loggedIn();
      const unrelated = await loggedIn();
      expect(await statusWith(ctx.app, session.access_token)).toBe(200);
      expect(await statusWith(other, session.access_token)).toBe(200);

      const out = await post(accountsPaths.logout, { refresh_token: session.refresh_token });
      expect(out.statusCode).toBe(200);

      expect(await statusWith(ctx.app, session.access_token)).toBe(401);
      expect(await statusWith(other, session.access_token)).toBe(401);
      // Another login of the same kind lives on.
      expect(await statusWith(other, unrelated.access_token)).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("logout ends that login only: the same user's other login keeps working", async () => {
    const phone = await loggedIn();
    const laptop = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: phone.phone, password: TEST_PASSWORD },
      remoteAddress: phone.address,
    });
    await post(accountsPaths.logout, { refresh_token: phone.refresh_token });
    expect(await statusWith(ctx.app, phone.access_token)).toBe(401);
    expect(await statusWith(ctx.app, laptop.json().access_token)).toBe(200);
  });

  it("a refresh keeps the login: the access tokens before and after both work", async () => {
    const session = await loggedIn();
    const renewed = await post(accountsPaths.refreshToken, {
      refresh_token: session.refresh_token,
    });
    expect(await statusWith(ctx.app, renewed.json().access_token)).toBe(200);
    expect(await statusWith(ctx.app, session.access_token)).toBe(200);
  });

  it("a reused refresh token ends every access token of that login", async () => {
    const session = await loggedIn();
    const renewed = await post(accountsPaths.refreshToken, {
      refresh_token: session.refresh_token,
    });
    await post(accountsPaths.refreshToken, { refresh_token: session.refresh_token });
    expect(await statusWith(ctx.app, session.access_token)).toBe(401);
    expect(await statusWith(ctx.app, renewed.json().access_token)).toBe(401);
  });

  // On PostgreSQL (DATABASE_URL) requests truly overlap, and a rotation that spent the old
  // token before storing the new one outside a transaction gets some of these refused.
  it("requests made while the login is renewed over and over are never refused", async () => {
    const session = await loggedIn();
    let refreshToken = session.refresh_token;
    let renewing = true;
    const rotations = (async () => {
      for (let i = 0; i < 8; i++) {
        const renewed = await post(accountsPaths.refreshToken, { refresh_token: refreshToken });
        expect(renewed.statusCode).toBe(200);
        refreshToken = renewed.json().refresh_token;
      }
      renewing = false;
    })();
    const statuses: number[] = [];
    const client = async () => {
      while (renewing) statuses.push(await statusWith(ctx.app, session.access_token));
    };
    await Promise.all([rotations, ...Array.from({ length: 6 }, client)]);
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("a password reset ends the access tokens of every login", async () => {
    const session = await loggedIn();
    const reset = await post(accountsPaths.resetPassword, {
      mobile_number: session.phone,
      password: "a brand new one",
      verification_token: await verifiedToken(ctx.app, session, "reset"),
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusWith(ctx.app, session.access_token)).toBe(401);
  });

  it("an admin's disable ends it, and enabling the account does not bring it back", async () => {
    const session = await loggedIn();
    const admin = await adminCaller(ctx.app, ctx.db);
    for (const action of ["disable", "enable"] as const) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: adminUsersPaths.userAction(session.id, action),
        headers: admin.headers,
        payload: { reason: `${action} for the test` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await statusWith(ctx.app, session.access_token)).toBe(401);
  });

  it("refuses a token that names no login, signed with the server's own key", async () => {
    const session = await loggedIn();
    const secret = await loadAuthSecret(ctx.config);
    const withoutSession = await new SignJWT({ typ: "access", role: "user" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(session.id))
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(secret);
    expect(await statusWith(ctx.app, withoutSession)).toBe(401);
    const sameKey = await new SignJWT({ typ: "access", role: "user", sid: "not-a-login" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(session.id))
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(secret);
    expect(await statusWith(ctx.app, sameKey)).toBe(401);
  });
});
