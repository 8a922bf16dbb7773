import {
  accountsPaths,
  contactsPaths,
  contentPaths,
  myDataSchema,
  PRIVACY_POLICY_VERSION,
  privacyPaths,
  shortlistPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestCode, uniqueCaller } from "../../../test/helpers/accounts.ts";
import { answerOutcome, boughtHelper, subscribe } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { contactMessages, otpCodes, payments, users } from "../../db/schema.ts";
import { enqueueMessage } from "../../lib/outbox/enqueue.ts";

const ctx = useTestApp();

const myData = (headers: object = {}) =>
  ctx.app.inject({ url: privacyPaths.myData, headers: headers as Record<string, string> });

describe("GET my-data", () => {
  it("needs a login", async () => {
    expect((await myData()).statusCode).toBe(401);
  });

  it("answers the account, plans, payments, reveals, reports, shortlist, hiring answers, messages, codes and failed logins of the caller alone", async () => {
    const { helper, buyer } = await boughtHelper(ctx.app, ctx, 2501);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, buyer.id));
    const phone = user!.mobileNumber;
    const acceptedAt = new Date("2026-11-26T08:00:00.000Z");
    await ctx.db
      .update(users)
      .set({ privacyPolicyVersion: PRIVACY_POLICY_VERSION, privacyPolicyAcceptedAt: acceptedAt })
      .where(eq(users.id, buyer.id));
    const reported = await ctx.app.inject({
      method: "POST",
      url: contactsPaths.contactReport,
      payload: { maid_id: helper.publicId, reason: "not_reachable", note: "rang twice" },
      headers: buyer.headers,
      remoteAddress: buyer.remoteAddress,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const kept = await ctx.app.inject({
      method: "PUT",
      url: shortlistPaths.shortlistMaidOf(helper.publicId),
      headers: buyer.headers,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // A reported contact is not a hire: its answer is "not hired".
    const answered = await answerOutcome(ctx.app, buyer, {
      maid_id: helper.publicId,
      outcome: "not_hired",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const address = uniqueCaller().address;
    const sent = await ctx.app.inject({
      method: "POST",
      url: contentPaths.contactForm,
      payload: {
        name: "Test User",
        mobile_number: phone,
        email: "user@example.in",
        message: "Please call me back",
      },
      remoteAddress: address,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await requestCode(ctx.app, phone, "reset", address)).statusCode).toBe(200);
    const failed = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: phone, password: `${TEST_PASSWORD}-not` },
      remoteAddress: address,
    });
    expect(failed.statusCode).toBe(401);
    // Someone else's rows never show.
    const other = await boughtHelper(ctx.app, ctx, 2502);
    await subscribe(ctx.db, other.buyer.id, { enquiries: 3 });
    // A reminder each from the outbox: the caller's shows, the other user's does not.
    for (const who of [buyer.id, other.buyer.id]) {
      await ctx.db.transaction((tx) =>
        enqueueMessage(tx, {
          kind: "plan_ending",
          key: `plan_ending:test:${who}`,
          values: { plan: `Plan of ${who}`, endsOn: "1 Dec 2026", link: "https://sahayi.in/" },
          phone: who === buyer.id ? phone : "9000000001",
          userId: who,
        }),
      );
    }

    const answer = await myData(buyer.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const data = myDataSchema.parse(answer.json());
    expect(data.account).toMatchObject({
      name: user!.name,
      mobile_number: phone,
      email: user!.email,
      address: user!.address,
      pincode: user!.pincode,
      created_at: user!.createdAt.toISOString(),
      privacy_policy_version: PRIVACY_POLICY_VERSION,
      privacy_policy_accepted_at: acceptedAt.toISOString(),
    });
    const paid = await ctx.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(data.payments.map((p) => [p.provider_order_id, p.total_paise, p.status])).toEqual(
      paid.map((p) => [p.providerOrderId, p.totalPaise, p.status]),
    );
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0]).toMatchObject({ enquiries_total: 2, enquiries_used: 1 });
    expect(data.reveals).toEqual([
      expect.objectContaining({ helper_id: helper.publicId, helper_name: helper.name }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        helper_id: helper.publicId,
        note: "rang twice",
        status: "pending",
      }),
    ]);
    expect(data.shortlist).toEqual([
      expect.objectContaining({ helper_id: helper.publicId, helper_name: helper.name }),
    ]);
    expect(data.hire_answers).toEqual([
      {
        helper_id: helper.publicId,
        helper_name: helper.name,
        outcome: "not_hired",
        answered_at: expect.any(String),
      },
    ]);
    const [message] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.mobileNumber, phone));
    expect(data.contact_messages).toEqual([
      expect.objectContaining({
        message: "Please call me back",
        created_at: message!.createdAt.toISOString(),
      }),
    ]);
    const codes = await ctx.db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, phone));
    expect(data.messages_sent.one_time_codes).toEqual(
      codes.map((code) => ({
        purpose: "reset",
        client_address: address,
        created_at: code.createdAt.toISOString(),
        expires_at: code.expiresAt.toISOString(),
        used_at: null,
      })),
    );
    expect(data.messages_sent.notices).toEqual([
      expect.objectContaining({
        kind: "plan_ending",
        channel: "sms",
        recipient: phone,
        status: "queued",
        sent_at: null,
      }),
    ]);
    expect(data.messages_sent.notices[0]!.text).toContain(`Plan of ${buyer.id}`);
    expect(data.failed_logins).toEqual([expect.objectContaining({ client_address: address })]);
    // Never a hash of a password or a code.
    expect(answer.body).not.toMatch(/argon2|\$|hash/i);
    expect(answer.body).not.toContain(other.helper.publicId);
  });
});
