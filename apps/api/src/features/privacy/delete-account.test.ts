import {
  accountMessages,
  accountsPaths,
  adminUsersPaths,
  fieldMessages,
  privacyMessages,
  privacyPaths,
  shortlistPaths,
  toastMessages,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  multipartBody,
  pngWithGps,
  uniqueCaller,
  verifiedToken,
} from "../../../test/helpers/accounts.ts";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { answerOutcome, boughtHelper, report, subscribe } from "../../../test/helpers/contacts.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { TEST_PASSWORD } from "../../../test/helpers/users.ts";
import {
  adminAuditLog,
  contactOutcomes,
  contactReports,
  otpCodes,
  payments,
  refreshTokens,
  shortlistedHelpers,
  users,
} from "../../db/schema.ts";

const ctx = useTestApp();

/** A user made through the sign-up form (so with a stored photo), logged in. */
async function signedUpUser() {
  const caller = uniqueCaller();
  const [district] = [...(await ctx.app.catalogReference()).districts.keys()];
  const fields = {
    name: "Anitha Menon",
    mobile_number: caller.phone,
    whatsapp_number: caller.phone,
    email: "anitha@example.in",
    password: TEST_PASSWORD,
    address: "TC 4/12, Pattom",
    location: String(district),
    pincode: "695004",
    verification_token: await verifiedToken(ctx.app, caller, "signup"),
  };
  const created = await ctx.app.inject({
    method: "POST",
    url: accountsPaths.signUp,
    ...multipartBody(fields, { name: "profile_picture", data: await pngWithGps() }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = await login(caller.phone, caller.address);
  expect(session.statusCode, session.body).toBe(200);
  const [row] = await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone));
  const tokens = session.json() as { access_token: string; refresh_token: string };
  return {
    ...caller,
    fields,
    row: row!,
    tokens,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  };
}

const login = (phone: string, address: string, password = TEST_PASSWORD) =>
  ctx.app.inject({
    method: "POST",
    url: accountsPaths.login,
    payload: { mobile_number: phone, password },
    remoteAddress: address,
  });

const deleteAccount = (headers: object, password: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: privacyPaths.deleteAccount,
    headers: headers as Record<string, string>,
    payload: { password },
    remoteAddress: uniqueCaller().address,
  });

const userRow = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("POST delete-account", () => {
  it("needs a login", async () => {
    expect((await deleteAccount({}, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it("changes nothing with a wrong or missing password", async () => {
    const user = await signedUpUser();
    const wrong = await deleteAccount(user.headers, `${TEST_PASSWORD}!`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: privacyMessages.passwordWrong } });
    const missing = await deleteAccount(user.headers, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { password: fieldMessages.passwordRequired } });
    expect(await userRow(user.row.id)).toEqual(user.row);
    expect((await ctx.storage.get(user.row.profileImage!, "full")) !== null).toBe(true);
    const profile = await ctx.app.inject({
      url: accountsPaths.profileDetails,
      headers: user.headers,
    });
    expect(profile.statusCode).toBe(200);
  });

  it("takes the account off at once: logins end, fields are erased, payments keep the buyer, the shortlist and hiring answers go, the phone signs up again", async () => {
    const user = await signedUpUser();
    const { helper } = await boughtHelper(ctx.app, ctx, 2601);
    const subscription = await subscribe(ctx.db, user.row.id, { enquiries: 2 });
    const bought = await ctx.app.inject({
      method: "POST",
      url: "/api/user/purchase-maid",
      payload: { maid_id: helper.publicId },
      headers: user.headers,
      remoteAddress: user.address,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const reported = await report(
      ctx.app,
      { id: user.row.id, headers: user.headers, remoteAddress: user.address },
      { maid_id: helper.publicId, reason: "not_reachable", note: "call me on 9876543210" },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    const kept = await ctx.app.inject({
      method: "PUT",
      url: shortlistPaths.shortlistMaidOf(helper.publicId),
      headers: user.headers,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const answered = await answerOutcome(ctx.app, user, {
      maid_id: helper.publicId,
      outcome: "not_hired",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // A second login of the same account, in another browser.
    const other = (await login(user.phone, user.address)).json() as { refresh_token: string };

    const answer = await deleteAccount(user.headers, TEST_PASSWORD);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: privacyMessages.accountDeleted });

    const access = await ctx.app.inject({
      url: accountsPaths.profileDetails,
      headers: user.headers,
    });
    expect(access.statusCode).toBe(401);
    expect(access.json()).toMatchObject({ error: accountMessages.loginRequired });
    for (const token of [user.tokens.refresh_token, other.refresh_token]) {
      const refreshed = await ctx.app.inject({
        method: "POST",
        url: accountsPaths.refreshToken,
        payload: { refresh_token: token },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const live = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.row.id));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);
    const again = await login(user.phone, user.address);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: toastMessages.loginFailed });

    const erased = await userRow(user.row.id);
    expect(erased).toMatchObject({
      name: privacyMessages.deletedAccountName,
      whatsappNumber: "",
      email: "",
      address: "",
      pincode: "",
      districtId: null,
      profileImage: null,
      passwordHash: "",
    });
    expect(erased.deletedAt).toBeInstanceOf(Date);
    expect(erased.mobileNumber).not.toMatch(/[0-9]{10}/);
    expect(await ctx.storage.get(user.row.profileImage!, "full")).toBeNull();
    const [reportRow] = await ctx.db
      .select()
      .from(contactReports)
      .where(eq(contactReports.userId, user.row.id));
    expect(reportRow!.note).toBeNull();
    const shortlist = await ctx.db
      .select()
      .from(shortlistedHelpers)
      .where(eq(shortlistedHelpers.userId, user.row.id));
    expect(shortlist).toEqual([]);
    expect(
      await ctx.db.select().from(contactOutcomes).where(eq(contactOutcomes.userId, user.row.id)),
    ).toEqual([]);
    // One notice of the deletion, by SMS and e-mail, to where the account could be reached.
    const notices = (await messagesOf(ctx.db, { userId: user.row.id })).filter(
      (message) => message.kind === "account_deleted",
    );
    expect(notices.map((message) => [message.channel, message.recipient]).sort()).toEqual([
      ["email", user.fields.email],
      ["sms", user.phone],
    ]);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, subscription.paymentId!));
    expect(payment).toMatchObject({
      status: "paid",
      buyerName: user.fields.name,
      buyerAddress: user.fields.address,
      buyerPincode: user.fields.pincode,
    });

    // The phone is free: the same person signs up again as a new account (the earlier code
    // made older than the wait between two codes).
    await ctx.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.mobileNumber, user.phone));
    const fresh = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.signUp,
      ...multipartBody(
        { ...user.fields, verification_token: await verifiedToken(ctx.app, user, "signup") },
        { name: "profile_picture", data: await pngWithGps() },
      ),
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const [newRow] = await ctx.db.select().from(users).where(eq(users.mobileNumber, user.phone));
    expect(newRow!.id).not.toBe(user.row.id);
    expect((await login(user.phone, user.address)).statusCode).toBe(200);
  });
});

describe("POST admin delete user", () => {
  const adminDelete = (headers: object, id: number, reason: unknown = "Asked by phone") =>
    ctx.app.inject({
      method: "POST",
      url: privacyPaths.adminDeleteUserOf(id),
      headers: headers as Record<string, string>,
      payload: { reason },
    });

  it("is for admins only", async () => {
    const user = await signedUpUser();
    expect((await adminDelete({}, user.row.id)).statusCode).toBe(401);
    expect((await adminDelete(user.headers, user.row.id)).statusCode).toBe(403);
    expect(await userRow(user.row.id)).toEqual(user.row);
  });

  it("deletes as the user would, with a reason kept in the audit log; once, never the admin's own", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const user = await signedUpUser();
    const noReason = await adminDelete(admin.headers, user.row.id, "");
    expect(noReason.statusCode).toBe(400);
    expect(await userRow(user.row.id)).toEqual(user.row);

    const answer = await adminDelete(admin.headers, user.row.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: privacyMessages.userDeleted });
    expect((await userRow(user.row.id)).deletedAt).toBeInstanceOf(Date);
    const access = await ctx.app.inject({
      url: accountsPaths.profileDetails,
      headers: user.headers,
    });
    expect(access.statusCode).toBe(401);
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.entity, "user"), eq(adminAuditLog.entityId, String(user.row.id))),
      );
    expect(audit).toMatchObject({
      adminUserId: admin.id,
      action: "delete-account",
      reason: "Asked by phone",
      before: { name: user.fields.name, mobile_number: user.phone, deleted_at: null },
    });

    const twice = await adminDelete(admin.headers, user.row.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: privacyMessages.alreadyDeleted });
    const self = await adminDelete(admin.headers, admin.id);
    expect(self.statusCode).toBe(409);
    expect((await userRow(admin.id)).deletedAt).toBeNull();
    const unknown = await adminDelete(admin.headers, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    // The console's user page still opens, and says what is left.
    const detail = await ctx.app.inject({
      url: adminUsersPaths.userOf(user.row.id),
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ name: privacyMessages.deletedAccountName, email: "" });
  });
});
