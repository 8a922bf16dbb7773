import { accountsPaths, adminMessages, adminPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { adminCaller, userCaller } from "../../../test/helpers/admin.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { accessTokenFor, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { users } from "../../db/schema.ts";
import { isAdminRoute } from "../../lib/accounts/auth.ts";
import { ensureAdmin } from "./admin-accounts.ts";

const ctx = useTestApp();

/** Every admin route as the app registered it, read from the route table (HEAD twins too). */
function adminRoutes() {
  return ctx.app.routeTable
    .filter((route) => isAdminRoute(route.url))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })));
}

/** A concrete address for a route pattern: each `:param` becomes a value of the right look. */
const concrete = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name) => (name === "id" ? "1" : "x"));

describe("the guard on every /api/admin/ route (read from the route table)", () => {
  it("finds the admin routes, so the checks below are not vacuous", () => {
    const urls = new Set(adminRoutes().map((route) => route.url));
    for (const path of Object.values(adminPaths)) {
      if (typeof path === "string" && path !== adminPaths.prefix) expect(urls).toContain(path);
    }
  });

  it("answers 401 without a login and 401 with a forged token", async () => {
    for (const { method, url } of adminRoutes()) {
      for (const headers of [{}, { authorization: "Bearer not.a.token" }]) {
        const answer = await ctx.app.inject({
          method: method as "GET",
          url: concrete(url),
          headers,
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        // Refusals, like every error answer of the API, are `no-store` (plugins/errors.ts).
        expect(answer.headers["cache-control"], `${method} ${url}`).toBe("no-store");
      }
    }
  });

  it("answers 403 to a logged-in user who is not an admin", async () => {
    const user = await userCaller(ctx.app, ctx.db);
    for (const { method, url } of adminRoutes()) {
      const answer = await ctx.app.inject({
        method: method as "GET",
        url: concrete(url),
        headers: user.headers,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.headers["cache-control"], `${method} ${url}`).toBe("no-store");
      if (method !== "HEAD")
        expect(answer.json()).toMatchObject({ code: "FORBIDDEN", error: adminMessages.adminOnly });
    }
  });

  it("lets an admin through, private and not stored", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    for (const { method, url } of adminRoutes()) {
      const answer = await ctx.app.inject({
        method: method as "GET",
        url: concrete(url),
        headers: admin.headers,
      });
      expect([401, 403], `${method} ${url}`).not.toContain(answer.statusCode);
      const expected = answer.statusCode < 400 ? "private, no-store" : "no-store";
      expect(answer.headers["cache-control"], `${method} ${url}`).toBe(expected);
    }
  });

  it("reads the role from the database: a token that says admin for a user is refused", async () => {
    const user = await userCaller(ctx.app, ctx.db);
    const forgedRole = await accessTokenFor(ctx.app, ctx.db, { id: user.id, role: "admin" });
    const answer = await ctx.app.inject({
      url: adminPaths.me,
      headers: { authorization: `Bearer ${forgedRole}` },
    });
    expect(answer.statusCode).toBe(403);
  });

  it("refuses an admin whose account was disabled, at once", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, admin.id));
    const answer = await ctx.app.inject({ url: adminPaths.me, headers: admin.headers });
    // A disabled account's session is over (401), whatever its role.
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      error: adminMessages.accountDisabled,
      code: "ACCOUNT_DISABLED",
    });
  });

  it("refuses to add an admin route that declares a public cache", async () => {
    const { createTestContext } = await import("../../../test/helpers/test-app.ts");
    await expect(
      createTestContext({}, (app) => {
        app.get(`${adminPaths.prefix}leaky`, { config: { cache: "public" } }, () => ({}));
      }),
    ).rejects.toThrow(/private, no-store/);
  });
});

describe("admin accounts (ensureAdmin: admin:create and ADMIN_PHONE)", () => {
  async function roleOf(phone: string) {
    const [row] = await ctx.db
      .select({ role: users.role, name: users.name })
      .from(users)
      .where(eq(users.mobileNumber, phone));
    return row;
  }

  async function loginAnswer(phone: string, password: string) {
    return ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: phone, password },
      remoteAddress: uniqueCaller().address,
    });
  }

  it("creates an admin who logs in through the usual login and reaches the console", async () => {
    const { phone } = uniqueCaller();
    expect(await ensureAdmin(ctx.db, { phone, password: TEST_PASSWORD })).toBe("created");
    expect(await roleOf(phone)).toMatchObject({ role: "admin" });
    const login = await loginAnswer(phone, TEST_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().user_data.role).toBe("admin");
    const me = await ctx.app.inject({
      url: adminPaths.me,
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ mobile_number: phone });
  });

  it("promotes an existing user, keeping the account and setting the password given", async () => {
    const user = await userCaller(ctx.app, ctx.db);
    expect(await roleOf(user.phone)).toMatchObject({ role: "user", name: "Test User" });
    expect(await ensureAdmin(ctx.db, { phone: user.phone, password: "a-new-password" })).toBe(
      "promoted",
    );
    expect(await roleOf(user.phone)).toEqual({ role: "admin", name: "Test User" });
    expect((await loginAnswer(user.phone, "a-new-password")).statusCode).toBe(200);
    expect(await ensureAdmin(ctx.db, { phone: user.phone, password: "a-new-password" })).toBe(
      "updated",
    );
    expect(await ctx.db.$count(users, eq(users.mobileNumber, user.phone))).toBe(1);
  });

  it("refuses a malformed phone or a short password before touching the database", async () => {
    await expect(
      ensureAdmin(ctx.db, { phone: "12345", password: TEST_PASSWORD }),
    ).rejects.toThrow();
    await expect(
      ensureAdmin(ctx.db, { phone: uniqueCaller().phone, password: "short" }),
    ).rejects.toThrow();
  });
});
