import {
  type AdminUserActionResponse,
  type AdminUserDetail,
  accountsPaths,
  adminMessages,
  adminUserMessages,
  adminUsersPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../../test/helpers/accounts.ts";
import { adminOf, auditRows } from "../../../../test/helpers/admin.ts";
import { caller, purchase, subscribe } from "../../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../../test/helpers/users.ts";
import { users } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();

const { admin, asAdmin } = adminOf(ctx);
const auditOf = (entity: string, entityId: number) => auditRows(ctx.db, entity, entityId);

const approvedHelper = () =>
  createHelper({ db: ctx.db, storage: ctx.storage }, { status: "approved" });

describe("disable and enable", () => {
  const login = (phone: string) =>
    ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: phone, password: TEST_PASSWORD },
      remoteAddress: uniqueCaller().address,
    });

  it("ends every session at once and refuses login until enabled", async () => {
    const { phone } = uniqueCaller();
    const { id } = await createUser(ctx.db, { phone });
    const first = await login(phone);
    expect(first.statusCode, first.body).toBe(200);
    const { access_token, refresh_token } = first.json();
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await ctx.app.inject({ url: accountsPaths.profileDetails, headers })).statusCode).toBe(
      200,
    );

    const disabled = await asAdmin("POST", adminUsersPaths.userAction(id, "disable"), {
      reason: "Abusive calls to helpers",
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((disabled.json() as AdminUserActionResponse).user.disabled_at).not.toBeNull();

    const refused = { error: adminMessages.accountDisabled, code: "ACCOUNT_DISABLED" };
    const withToken = await ctx.app.inject({ url: accountsPaths.profileDetails, headers });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json()).toEqual(refused);
    const refresh = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.refreshToken,
      payload: { refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await login(phone);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(refused);

    const twice = await asAdmin("POST", adminUsersPaths.userAction(id, "disable"), { reason: "x" });
    expect(twice.statusCode).toBe(409);

    const enabled = await asAdmin("POST", adminUsersPaths.userAction(id, "enable"), {
      reason: "Apologised",
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((enabled.json() as AdminUserActionResponse).user.disabled_at).toBeNull();
    expect((await login(phone)).statusCode).toBe(200);
    // The sessions disabling ended stay ended.
    const old = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.refreshToken,
      payload: { refresh_token },
    });
    expect(old.statusCode).toBe(401);

    expect(
      (await auditOf("user", id)).map((row) => [row.action, row.before, row.after, row.reason]),
    ).toEqual([
      [
        "disable",
        { disabled_at: null },
        { disabled_at: expect.any(String) },
        "Abusive calls to helpers",
      ],
      ["enable", { disabled_at: expect.any(String) }, { disabled_at: null }, "Apologised"],
    ]);
  });

  it("disables once when two admins press at the same moment", async () => {
    const who = await caller(ctx.app, ctx.db);
    const answers = await Promise.all(
      [1, 2].map(() =>
        asAdmin("POST", adminUsersPaths.userAction(who.id, "disable"), { reason: "x" }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf("user", who.id)).toHaveLength(1);
  });

  it("needs a reason, refuses an unknown user and the admin's own account", async () => {
    const who = await caller(ctx.app, ctx.db);
    const noReason = await asAdmin("POST", adminUsersPaths.userAction(who.id, "disable"), {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: adminMessages.reasonRequired });
    const unknown = await asAdmin("POST", adminUsersPaths.userAction(2_000_000_000, "enable"), {
      reason: "x",
    });
    expect(unknown.statusCode).toBe(404);
    const self = await asAdmin("POST", adminUsersPaths.userAction((await admin()).id, "disable"), {
      reason: "x",
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe(adminUserMessages.notYourself);
    const notDisabled = await asAdmin("POST", adminUsersPaths.userAction(who.id, "enable"), {
      reason: "x",
    });
    expect(notDisabled.statusCode).toBe(409);
    expect(await auditOf("user", who.id)).toEqual([]);
  });
});

describe("users table and page", () => {
  it("finds a user by name or phone digits, with the enquiries left", async () => {
    const who = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, who.id, { enquiries: 6, used: 2 });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    const spaced = `${row!.mobileNumber.slice(0, 5)} ${row!.mobileNumber.slice(5)}`;
    const found = await asAdmin("GET", `${adminUsersPaths.users}?q=${encodeURIComponent(spaced)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        id: who.id,
        mobile_number: row!.mobileNumber,
        active_plan: true,
        remaining_enquiries: 4,
        disabled_at: null,
      }),
    ]);
    const page = await asAdmin("GET", adminUsersPaths.userOf(who.id));
    const detail = page.json() as AdminUserDetail;
    expect(detail).toMatchObject({ id: who.id, total_enquiries: 6, remaining_enquiries: 4 });
    expect(detail.payments).toHaveLength(1);
    expect((await asAdmin("GET", adminUsersPaths.userOf(2_000_000_000))).statusCode).toBe(404);
    expect((await asAdmin("GET", `${adminUsersPaths.users}?sort=password`)).statusCode).toBe(400);
  });
});

describe("a user's page", () => {
  it("counts only running plans, and lists the helpers the user revealed, newest first", async () => {
    const who = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, who.id, { enquiries: 9, used: 1, days: 10, startDaysAgo: 20 });
    await subscribe(ctx.db, who.id, { enquiries: 4 });
    const [first, second] = [await approvedHelper(), await approvedHelper()];
    for (const helper of [first, second]) {
      expect((await purchase(ctx.app, who, helper.publicId)).statusCode).toBe(200);
    }
    const detail = (await asAdmin("GET", adminUsersPaths.userOf(who.id))).json() as AdminUserDetail;
    expect(detail).toMatchObject({
      active_plan: true,
      total_enquiries: 4,
      remaining_enquiries: 2,
    });
    expect(detail.subscriptions.map((plan) => plan.running)).toEqual([true, false]);
    expect(detail.purchased_helpers.map((helper) => [helper.id, helper.name])).toEqual([
      [second.publicId, second.name],
      [first.publicId, first.name],
    ]);
    expect(Date.parse(detail.purchased_helpers[0]!.purchased_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });
});
