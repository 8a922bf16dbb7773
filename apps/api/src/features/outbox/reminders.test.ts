import { messageText } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { caller } from "../../../test/helpers/contacts.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { planOnSale } from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { subscriptions } from "../../db/schema.ts";
import { eraseAccount } from "../../lib/accounts/account-erasure.ts";
import { indianDate } from "../../lib/outbox/events.ts";
import { indianDayStart, queuePlanReminders } from "./reminders.ts";

const ctx = useTestApp();
const ORIGIN = "https://sahayi.example";
const run = (now: string) => queuePlanReminders({ db: ctx.db, origin: ORIGIN, now: new Date(now) });

/** A user with a plan ending at `endsAt` (and, optionally, a later one). */
async function planEnding(endsAt: string, laterEndsAt?: string) {
  const who = await caller(ctx.app, ctx.db);
  const plan = await planOnSale(ctx.db);
  for (const end of [endsAt, laterEndsAt].filter((end) => end !== undefined)) {
    await ctx.db.insert(subscriptions).values({
      userId: who.id,
      planId: plan.id,
      enquiriesTotal: 5,
      startsAt: new Date(new Date(end).getTime() - 30 * 24 * 60 * 60 * 1000),
      endsAt: new Date(end),
    });
  }
  return { userId: who.id, plan: plan.title };
}

const kindsOf = async (userId: number) =>
  (await messagesOf(ctx.db, { userId })).map((row) => `${row.kind}:${row.channel}`);

describe("plan reminders", () => {
  it("India's day starts at 00:00 IST, 18:30 UTC the day before", () => {
    expect(indianDayStart(new Date("2026-03-01T00:10:00+05:30")).toISOString()).toBe(
      "2026-02-28T18:30:00.000Z",
    );
    expect(indianDayStart(new Date("2026-02-28T23:50:00+05:30"), 3).toISOString()).toBe(
      "2026-03-02T18:30:00.000Z",
    );
  });

  it("reminds three of India's days before the end, across the day boundary, once", async () => {
    // Ends on 4 March in India (still 3 March in UTC).
    const endsAt = "2026-03-04T00:30:00+05:30";
    const { userId, plan } = await planEnding(endsAt);

    // 28 February, 23:50 in India: the end is four days away (by UTC's day it would be three).
    await run("2026-02-28T23:50:00+05:30");
    expect(await kindsOf(userId)).toEqual([]);

    // Twenty minutes later it is 1 March in India: three days before.
    await Promise.all([run("2026-03-01T00:10:00+05:30"), run("2026-03-01T00:10:00+05:30")]);
    await run("2026-03-01T18:00:00+05:30");
    expect(await kindsOf(userId)).toEqual(["plan_ending:sms", "plan_ending:email"]);
    const [sms] = await messagesOf(ctx.db, { userId });
    expect(sms!.text).toBe(
      messageText("plan_ending", "en", {
        plan,
        endsOn: indianDate(new Date(endsAt), "en"),
        link: `${ORIGIN}/subscriptions`,
      }).sms,
    );
    expect(sms!.text).toContain("4 Mar 2026");

    // Once ended: one more message, once.
    await run("2026-03-04T00:29:00+05:30");
    expect(await kindsOf(userId)).toHaveLength(2);
    await run("2026-03-04T00:31:00+05:30");
    await run("2026-03-04T09:00:00+05:30");
    expect(await kindsOf(userId)).toEqual([
      "plan_ending:sms",
      "plan_ending:email",
      "plan_ended:sms",
      "plan_ended:email",
    ]);
  });

  it("says nothing to a household whose later plan runs on", async () => {
    const { userId } = await planEnding("2027-05-10T12:00:00+05:30", "2027-06-10T12:00:00+05:30");
    await run("2027-05-07T09:00:00+05:30");
    await run("2027-05-10T13:00:00+05:30");
    expect(await kindsOf(userId)).toEqual([]);
  });

  it("writes nothing to an account deleted while its plan still runs", async () => {
    const { userId } = await planEnding("2029-03-10T12:00:00+05:30");
    await ctx.db.transaction((tx) => eraseAccount(tx, userId, new Date("2029-03-01T12:00:00Z")));
    await run("2029-03-07T09:00:00+05:30");
    await run("2029-03-10T13:00:00+05:30");
    // Only the deletion's own message.
    expect(await kindsOf(userId)).toEqual(["account_deleted:sms", "account_deleted:email"]);
  });

  it("does not write about plans that ended long before the job first ran", async () => {
    const { userId } = await planEnding("2028-01-01T12:00:00+05:30");
    await run("2028-01-05T12:00:00+05:30");
    expect(await kindsOf(userId)).toEqual([]);
  });
});
