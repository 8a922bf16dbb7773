import { RETENTION_DAYS } from "@sahayi/contract";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { subscribe } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser } from "../../../test/helpers/users.ts";
import {
  contactMessages,
  contactReports,
  contactReveals,
  helpers,
  loginFailures,
  otpCodes,
  payments,
  plans,
  purchasedHelpers,
  refreshTokens,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { eraseAccount } from "../../lib/accounts/account-erasure.ts";
import { createHelper } from "../../seed/factories/helper.ts";
import { runRetention } from "./retention.ts";

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
/** The clock the runs are told it is; rows are made relative to it. */
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
/** Just past a period and just inside it. */
const past = (days: number) => daysAgo(days + 0.01);
const inside = (days: number) => daysAgo(days - 0.01);

const run = () => runRetention({ db: ctx.db, storage: ctx.storage, log: () => {}, now });

const idsLeft = async (
  table: typeof otpCodes | typeof loginFailures | typeof contactMessages,
  ids: number[],
) =>
  (await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b);

async function oneTimeCodes(createdAt: Date[]) {
  const { phone, address } = uniqueCaller();
  const rows = await ctx.db
    .insert(otpCodes)
    .values(
      createdAt.map((at) => ({
        mobileNumber: phone,
        purpose: "signup" as const,
        codeHash: "x",
        expiresAt: new Date(at.getTime() + 300_000),
        clientAddress: address,
        createdAt: at,
      })),
    )
    .returning({ id: otpCodes.id });
  return rows.map((row) => row.id);
}

async function failedLogins(createdAt: Date[]) {
  const { phone, address } = uniqueCaller();
  const rows = await ctx.db
    .insert(loginFailures)
    .values(createdAt.map((at) => ({ mobileNumber: phone, clientAddress: address, createdAt: at })))
    .returning({ id: loginFailures.id });
  return rows.map((row) => row.id);
}

async function contactForm(readAt: (Date | null)[]) {
  const rows = await ctx.db
    .insert(contactMessages)
    .values(
      readAt.map((at) => ({
        name: "Visitor",
        mobileNumber: uniqueCaller().phone,
        email: "visitor@example.in",
        message: "Please call me back",
        readAt: at,
        createdAt: daysAgo(2000),
      })),
    )
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

/** A refused helper with images of her own and her paid registration fee. */
async function refusedHelper(reviewedAt: Date, seed: number) {
  const helper = await createHelper(ctx, {}, { status: "rejected", images: "unique", seed });
  await ctx.db.update(helpers).set({ reviewedAt }).where(eq(helpers.id, helper.id));
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
  const tag = `${process.pid}_${seed}`;
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      receipt: `rcpt_retention_${tag}`,
      providerOrderId: `order_retention_${tag}`,
      planId: plan!.id,
      helperId: helper.id,
      amountPaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      totalPaise: 11_800,
      status: "paid",
      paidAt: reviewedAt,
    })
    .returning();
  const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
  return { helper: row!, payment: payment! };
}

const stored = async (key: string) => (await ctx.storage.get(key, "full")) !== null;

/** A user with a plan, a reveal, a purchase, a report and a login, deleted `deletedAt`. */
async function deletedUser(deletedAt: Date, seed: number) {
  const { id } = await createUser(ctx.db, { phone: uniqueCaller().phone });
  const helper = await createHelper(ctx, {}, { seed });
  const subscription = await subscribe(ctx.db, id, { enquiries: 3, used: 1 });
  await ctx.db.insert(purchasedHelpers).values({
    userId: id,
    helperId: helper.id,
    subscriptionId: subscription.id,
  });
  await ctx.db
    .insert(contactReveals)
    .values({ userId: id, helperId: helper.id, spentEnquiry: true });
  await ctx.db
    .insert(contactReports)
    .values({ userId: id, helperId: helper.id, reason: "not_reachable" });
  await ctx.db.insert(refreshTokens).values({
    userId: id,
    familyId: `family-${seed}`,
    tokenHash: `hash-${process.pid}-${seed}`,
    expiresAt: now,
  });
  await ctx.db.transaction((tx) => eraseAccount(tx, id, deletedAt));
  return { id, subscription };
}

async function rowsOf(userId: number) {
  const count = async (
    table:
      | typeof contactReveals
      | typeof contactReports
      | typeof subscriptions
      | typeof refreshTokens
      | typeof purchasedHelpers,
  ) => (await ctx.db.select().from(table).where(eq(table.userId, userId))).length;
  return {
    reveals: await count(contactReveals),
    reports: await count(contactReports),
    subscriptions: await count(subscriptions),
    sessions: await count(refreshTokens),
    purchases: await count(purchasedHelpers),
  };
}

describe("the retention job", () => {
  it("removes one-time codes and failed logins after 90 days, contact messages a year after they were read", async () => {
    const days = RETENTION_DAYS.codesAndFailedLogins;
    const [oldCode, youngCode] = await oneTimeCodes([past(days), inside(days)]);
    const [oldFailure, youngFailure] = await failedLogins([past(days), inside(days)]);
    const year = RETENTION_DAYS.handledContactMessages;
    const [oldRead, youngRead, unread] = await contactForm([past(year), inside(year), null]);

    await run();
    expect(await idsLeft(otpCodes, [oldCode!, youngCode!])).toEqual([youngCode]);
    expect(await idsLeft(loginFailures, [oldFailure!, youngFailure!])).toEqual([youngFailure]);
    expect(await idsLeft(contactMessages, [oldRead!, youngRead!, unread!])).toEqual(
      [youngRead!, unread!].sort((a, b) => a - b),
    );
  });

  it("removes refused registrations after 6 months with their images; the fee's payment keeps the buyer", async () => {
    const days = RETENTION_DAYS.refusedRegistrations;
    const old = await refusedHelper(past(days), 2701);
    const young = await refusedHelper(inside(days), 2702);
    // A refused helper a household revealed stays: the household's records name her.
    const revealed = await refusedHelper(past(days), 2703);
    const { id: household } = await createUser(ctx.db, { phone: uniqueCaller().phone });
    await ctx.db
      .insert(contactReveals)
      .values({ userId: household, helperId: revealed.helper.id, spentEnquiry: false });
    const approved = await createHelper(ctx, {}, { seed: 2704 });
    await ctx.db
      .update(helpers)
      .set({ reviewedAt: past(days) })
      .where(eq(helpers.id, approved.id));
    const oldImages = [old.helper.profileImage, ...old.helper.gallery];
    expect(oldImages.length).toBeGreaterThan(0);
    for (const key of oldImages) expect(await stored(key)).toBe(true);

    await run();
    const left = await ctx.db
      .select({ id: helpers.id })
      .from(helpers)
      .where(
        inArray(helpers.id, [old.helper.id, young.helper.id, revealed.helper.id, approved.id]),
      );
    expect(left.map((h) => h.id).sort((a, b) => a - b)).toEqual(
      [young.helper.id, revealed.helper.id, approved.id].sort((a, b) => a - b),
    );
    for (const key of oldImages) expect(await stored(key)).toBe(false);
    expect(await stored(young.helper.profileImage)).toBe(true);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, old.payment.id));
    expect(payment).toMatchObject({
      status: "paid",
      helperId: null,
      buyerName: old.helper.name,
      buyerAddress: old.helper.address,
      buyerPincode: old.helper.pincode,
    });
    const [kept] = await ctx.db.select().from(payments).where(eq(payments.id, young.payment.id));
    expect(kept).toMatchObject({ helperId: young.helper.id, buyerName: null });
  });

  it("removes what is left of an account 30 days after it was deleted; its user row and payments stay", async () => {
    const days = RETENTION_DAYS.deletedAccounts;
    const old = await deletedUser(past(days), 2801);
    const young = await deletedUser(inside(days), 2802);
    const everything = { reveals: 1, reports: 1, subscriptions: 1, sessions: 1, purchases: 1 };
    expect(await rowsOf(old.id)).toEqual(everything);

    await run();
    expect(await rowsOf(old.id)).toEqual({
      reveals: 0,
      reports: 0,
      subscriptions: 0,
      sessions: 0,
      purchases: 0,
    });
    expect(await rowsOf(young.id)).toEqual(everything);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, old.id));
    expect(user!.deletedAt).toEqual(past(days));
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, old.subscription.paymentId!));
    expect(payment).toMatchObject({ status: "paid", userId: old.id, buyerName: "Test User" });
  });

  it("removes each row once when two processes run it at the same moment", async () => {
    await run();
    const days = RETENTION_DAYS.codesAndFailedLogins;
    const codes = await oneTimeCodes(Array.from({ length: 12 }, () => past(days)));
    const failures = await failedLogins(Array.from({ length: 7 }, () => past(days)));
    const refused = await refusedHelper(past(RETENTION_DAYS.refusedRegistrations), 2901);
    const gone = await deletedUser(past(RETENTION_DAYS.deletedAccounts), 2902);
    const [first, second] = await Promise.all([run(), run()]);
    const sum = (key: keyof typeof first) => first![key] + second![key];
    expect(sum("oneTimeCodes")).toBe(codes.length);
    expect(sum("failedLogins")).toBe(failures.length);
    expect(sum("refusedRegistrations")).toBe(1);
    // Its session, report, purchase, reveal and subscription.
    expect(sum("deletedAccounts")).toBe(5);
    expect(await stored(refused.helper.profileImage)).toBe(false);
    expect(await rowsOf(gone.id)).toMatchObject({ subscriptions: 0 });
    expect(await run()).toEqual({
      oneTimeCodes: 0,
      failedLogins: 0,
      contactMessages: 0,
      refusedRegistrations: 0,
      deletedAccounts: 0,
    });
  });
});
