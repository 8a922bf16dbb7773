import {
  catalogPaths,
  helperAccountMessages,
  helperAccountPaths,
  type MaidMyData,
  maidMyDataSchema,
  shortlistPaths,
} from "@sahayi/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifiedToken } from "../../../test/helpers/accounts.ts";
import { caller, purchase, report, subscribe } from "../../../test/helpers/contacts.ts";
import {
  helperWithPhone,
  type SignedInHelper,
  signedInHelper,
} from "../../../test/helpers/helper-account.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { daysAgo, policeCheck, verificationRecords } from "../../../test/helpers/verification.ts";
import {
  helpers,
  helperVerifications,
  otpCodes,
  payments,
  plans,
  shortlistedHelpers,
} from "../../db/schema.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });

const myData = (who: { headers: Record<string, string> }) =>
  ctx.app.inject({ method: "GET", url: helperAccountPaths.myData, headers: who.headers });

const deleteListing = (who: SignedInHelper, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url: helperAccountPaths.deleteListing,
    payload,
    headers: who.headers,
    remoteAddress: who.address,
  });

/** A new `maid_login` code's token, as if her sign-in's code were asked a few minutes ago. */
async function freshCode(who: { phone: string; address: string }) {
  await ctx.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '5 minutes'` })
    .where(eq(otpCodes.mobileNumber, who.phone));
  return verifiedToken(ctx.app, who, "maid_login");
}

/** Her registration fee, paid: the payment the tax law keeps. */
async function paidFee(helperId: number) {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
  const tag = `${process.pid}_${helperId}`;
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      receipt: `rcpt_rights_${tag}`,
      providerOrderId: `order_rights_${tag}`,
      planId: plan!.id,
      helperId,
      amountPaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      totalPaise: 11_800,
      status: "paid",
      paidAt: new Date(),
    })
    .returning();
  return payment!;
}

describe("a helper's download of her data", () => {
  it("answers everything kept about her, and what households did without naming them", async () => {
    const who = await signedInHelper(ctx);
    await paidFee(who.helper.id);
    const { addCheck } = verificationRecords(ctx);
    expect((await addCheck(who.helper.publicId, policeCheck(daysAgo(3)))).statusCode).toBe(201);
    const household = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, household.id, { enquiries: 2 });
    expect((await purchase(ctx.app, household, who.helper.publicId)).statusCode).toBe(200);
    const reported = await report(ctx.app, household, {
      maid_id: who.helper.publicId,
      reason: "wrong_number",
    });
    expect(reported.statusCode, reported.body).toBeLessThan(300);

    const answer = await myData(who);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const data = maidMyDataSchema.parse(answer.json()) satisfies MaidMyData;
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, who.helper.id));
    expect(data.registration).toMatchObject({
      id: who.helper.publicId,
      name: row!.name,
      mobile_number: who.phone,
      email: row!.email,
      address: row!.address,
      date_of_birth: row!.dateOfBirth,
      status: "approved",
    });
    expect(data.payments).toEqual([
      expect.objectContaining({ total_paise: 11_800, status: "paid" }),
    ]);
    expect(data.verification_records).toEqual([
      expect.objectContaining({ kind: "police_clearance", checked_on: daysAgo(3) }),
    ]);
    expect(data.contacts).toEqual({
      numbers_revealed: 1,
      hires_reported: 0,
      reports: [expect.objectContaining({ reason: "wrong_number", status: "pending" })],
    });
    // Her sign-in's code, never the code itself.
    expect(data.messages_sent.one_time_codes).toEqual([
      expect.objectContaining({ purpose: "maid_login" }),
    ]);
    // As answered, not as the schema reads it: nothing names the household.
    const raw = answer.json();
    expect(Object.keys(raw.contacts.reports[0]).sort()).toEqual([
      "created_at",
      "decided_at",
      "reason",
      "status",
    ]);
    expect(JSON.stringify(raw)).not.toMatch(/user_id|code_hash/);
  });

  it("needs her login; a household's is refused", async () => {
    expect((await myData({ headers: {} })).statusCode).toBe(401);
    const household = await caller(ctx.app, ctx.db);
    expect((await myData(household)).statusCode).toBe(401);
  });
});

describe("a helper deleting her listing", () => {
  it("takes her off at once with a fresh code: details and photos erased, logins ended, her fee's invoice keeps her name", async () => {
    const who = await signedInHelper(ctx, "approved", "unique");
    const [before] = await ctx.db.select().from(helpers).where(eq(helpers.id, who.helper.id));
    const fee = await paidFee(who.helper.id);
    const { addCheck } = verificationRecords(ctx);
    await addCheck(who.helper.publicId, policeCheck(daysAgo(1)));
    const household = await caller(ctx.app, ctx.db);
    await ctx.app.inject({
      method: "PUT",
      url: shortlistPaths.shortlistMaidOf(who.helper.publicId),
      headers: household.headers,
    });
    const images = [before!.profileImage, ...before!.gallery];
    for (const key of images) expect(await ctx.storage.get(key, "full"), key).not.toBeNull();

    const token = await freshCode(who);
    const answer = await deleteListing(who, { verification_token: token });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: helperAccountMessages.deleted });

    const [after] = await ctx.db.select().from(helpers).where(eq(helpers.id, who.helper.id));
    expect(after).toMatchObject({
      status: "deleted",
      name: helperAccountMessages.deletedName,
      mobileNumber: `deleted-${who.helper.id}`,
      whatsappNumber: "",
      email: "",
      address: "",
      pincode: "",
      about: null,
      profileImage: "",
      gallery: [],
    });
    for (const key of images) expect(await ctx.storage.get(key, "full"), key).toBeNull();
    const [kept] = await ctx.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(kept).toMatchObject({
      buyerName: before!.name,
      buyerAddress: before!.address,
      buyerPincode: before!.pincode,
    });
    expect(
      await ctx.db
        .select()
        .from(helperVerifications)
        .where(eq(helperVerifications.helperId, who.helper.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(shortlistedHelpers)
        .where(eq(shortlistedHelpers.helperId, who.helper.id)),
    ).toEqual([]);
    expect((await myData(who)).statusCode).toBe(401);
    const page = await ctx.app.inject({
      method: "POST",
      url: catalogPaths.maidDetails,
      payload: { maid_id: who.helper.publicId },
    });
    expect(page.statusCode).toBe(404);
    const told = await messagesOf(ctx.db, { helperId: who.helper.id });
    expect(told.map((m) => [m.kind, m.recipient])).toContainEqual(["account_deleted", who.phone]);

    // The phone is free: she can sign in no more, and may register again as a new helper.
    const again = await freshCode(who);
    const login = await ctx.app.inject({
      method: "POST",
      url: helperAccountPaths.login,
      payload: { mobile_number: who.phone, verification_token: again },
      remoteAddress: who.address,
    });
    expect(login.statusCode).toBe(404);
  });

  it("changes nothing without a fresh code of her own phone", async () => {
    const who = await signedInHelper(ctx);
    const other = await helperWithPhone(ctx);
    const cases = [
      {},
      { verification_token: "" },
      { verification_token: await verifiedToken(ctx.app, other, "maid_login") },
      { verification_token: await verifiedToken(ctx.app, who, "signup") },
    ];
    for (const payload of cases) {
      const answer = await deleteListing(who, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, who.helper.id));
    expect(row).toMatchObject({ status: "approved", mobileNumber: who.phone });
    expect((await myData(who)).statusCode).toBe(200);
  });
});
