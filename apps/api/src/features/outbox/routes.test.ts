import {
  accountsPaths,
  type DevEmailResponse,
  type DevSmsResponse,
  invoiceFileName,
  maskedPhone,
  type OutboxMessagesResponse,
  type OutboxResendResponse,
  outboxNotices,
  outboxPaths,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { caller } from "../../../test/helpers/contacts.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import {
  buyer,
  helperFeeOrder,
  orderPlan,
  planOnSale,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { secondProcess } from "../../../test/helpers/servers/second-process.ts";
import { createTestContext, type TestContext } from "../../../test/helpers/test-app.ts";
import { adminAuditLog, outboxMessages, payments, users } from "../../db/schema.ts";
import { formatInvoiceNumber } from "../../lib/billing/invoice-number.ts";

/** With the worker running, as in development: every 200 ms. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ messagesPollIntervalMs: 200 });
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
});

async function paidBuyer() {
  const who = await buyer(ctx.app, ctx.db);
  const email = `buyer-${who.id}@mail.example`;
  await ctx.db.update(users).set({ email }).where(eq(users.id, who.id));
  const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
  const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
  expect((await verify(ctx.app, proof)).statusCode).toBe(200);
  return { ...who, email };
}

describe("the development outboxes", () => {
  it("show a purchase's SMS and e-mail within seconds of the payment", async () => {
    const who = await paidBuyer();
    const started = Date.now();
    await expect
      .poll(
        async () =>
          (
            await ctx.app.inject({
              url: `${outboxPaths.devEmail}?to=${encodeURIComponent(who.email)}`,
            })
          ).json<DevEmailResponse>().messages.length,
        { timeout: 5000, interval: 100 },
      )
      .toBe(1);
    const email = (
      await ctx.app.inject({ url: `${outboxPaths.devEmail}?to=${encodeURIComponent(who.email)}` })
    ).json<DevEmailResponse>().messages[0]!;
    expect(Date.now() - started).toBeLessThan(5000);
    const [row] = (await messagesOf(ctx.db, { userId: who.id })).filter(
      (message) => message.channel === "email",
    );
    expect(email).toEqual({
      to: who.email,
      subject: row!.subject,
      text: row!.text,
      attachments: [{ filename: row!.attachments[0]!.filename, content_type: "application/pdf" }],
      created_at: row!.sentAt!.toISOString(),
    });
    const sms = await ctx.app.inject({ url: `${accountsPaths.devSms}?mobile_number=${who.phone}` });
    expect(sms.json().messages.map((message: { text: string }) => message.text)).toEqual([
      expect.stringMatching(/^Sahayi: paid ₹/),
    ]);
  });

  it("list a helper's fee receipt with its GST invoice attached", async () => {
    const { helper, order } = await helperFeeOrder(
      { db: ctx.db, storage: ctx.storage },
      (id) => `fee-${id}@mail.example`,
    );
    expect(
      (await verify(ctx.app, await sandboxPay(ctx.app, order.providerOrderId))).statusCode,
    ).toBe(200);
    const inbox = async () =>
      (
        await ctx.app.inject({
          url: `${outboxPaths.devEmail}?to=${encodeURIComponent(helper.email)}`,
        })
      ).json<DevEmailResponse>().messages;
    await expect.poll(async () => (await inbox()).length, { timeout: 5000, interval: 100 }).toBe(1);
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.id, order.id));
    const invoice = formatInvoiceNumber(paid!.invoiceYear!, paid!.invoiceNumber!);
    const [email] = await inbox();
    expect(email!.text).toContain(`Your GST invoice ${invoice} is attached.`);
    expect(email!.attachments).toEqual([
      { filename: invoiceFileName(invoice), content_type: "application/pdf" },
    ]);
  });

  it("show a message delivered by one process from another process's outbox", async () => {
    // The other process runs no worker: what it shows, it read from the shared table.
    const other = await secondProcess(ctx, { messagesPollIntervalMs: 0 });
    try {
      const who = await paidBuyer();
      const started = Date.now();
      await expect
        .poll(
          async () =>
            (
              await other.inject({ url: `${accountsPaths.devSms}?mobile_number=${who.phone}` })
            ).json<DevSmsResponse>().messages.length,
          { timeout: 5000, interval: 100 },
        )
        .toBe(1);
      expect(Date.now() - started).toBeLessThan(5000);
      const email = await other.inject({
        url: `${outboxPaths.devEmail}?to=${encodeURIComponent(who.email)}`,
      });
      expect(email.json<DevEmailResponse>().messages).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("answers 400 for an address that is none", async () => {
    const answer = await ctx.app.inject({ url: `${outboxPaths.devEmail}?to=not-an-address` });
    expect(answer.statusCode).toBe(400);
  });
});

describe("the page after a purchase", () => {
  it("names the phone the receipt goes to, masked; null before any", async () => {
    const who = await paidBuyer();
    const answer = await ctx.app.inject({ url: outboxPaths.latestReceipt, headers: who.headers });
    expect(answer.json()).toEqual({ sms_to: maskedPhone(who.phone) });
    expect(answer.json().sms_to).toMatch(/^[0-9]{2}x{6}[0-9]{2}$/);
    const stranger = await buyer(ctx.app, ctx.db);
    const none = await ctx.app.inject({
      url: outboxPaths.latestReceipt,
      headers: stranger.headers,
    });
    expect(none.json()).toEqual({ sms_to: null });
    expect((await ctx.app.inject({ url: outboxPaths.latestReceipt })).statusCode).toBe(401);
  });
});

describe("the admin's view of messages", () => {
  it("lists a user's messages with their state, and resends a failed one, audited", async () => {
    const who = await paidBuyer();
    const admin = await adminCaller(ctx.app, ctx.db);
    const list = async () =>
      (
        await ctx.app.inject({
          url: `${outboxPaths.adminMessages}?user_id=${who.id}`,
          headers: admin.headers,
        })
      ).json<OutboxMessagesResponse>().messages;
    await expect.poll(async () => (await list()).map((m) => m.status)).toEqual(["sent", "sent"]);

    // The provider gave up on the e-mail.
    const [email] = (await list()).filter((message) => message.channel === "email");
    await ctx.db
      .update(outboxMessages)
      .set({ status: "failed", lastError: "550 Mailbox unavailable" })
      .where(eq(outboxMessages.id, email!.id));
    expect((await list()).find((m) => m.id === email!.id)).toMatchObject({
      status: "failed",
      last_error: "550 Mailbox unavailable",
    });

    const resend = await ctx.app.inject({
      method: "POST",
      url: outboxPaths.adminResendOf(email!.id),
      headers: admin.headers,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json<OutboxResendResponse>()).toMatchObject({
      message: outboxNotices.resent,
      item: { id: email!.id, status: "queued", attempts: 0 },
    });
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entity, "outbox_message"),
          eq(adminAuditLog.entityId, String(email!.id)),
        ),
      );
    expect(audit).toMatchObject({
      adminUserId: admin.id,
      action: "resend-message",
      before: { status: "failed", last_error: "550 Mailbox unavailable" },
      after: { status: "queued" },
    });
    await expect.poll(async () => (await list()).map((m) => m.status)).toEqual(["sent", "sent"]);

    // Only a failed message can be sent again; an unknown one is a 404.
    const again = await ctx.app.inject({
      method: "POST",
      url: outboxPaths.adminResendOf(email!.id),
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: outboxPaths.adminResendOf(999_999),
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("needs an owner, and is the admin's alone", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const bare = await ctx.app.inject({ url: outboxPaths.adminMessages, headers: admin.headers });
    expect(bare.statusCode).toBe(400);
    const user = await caller(ctx.app, ctx.db);
    const refused = await ctx.app.inject({
      url: `${outboxPaths.adminMessages}?user_id=${user.id}`,
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("where the development e-mail outbox exists", () => {
  it("not in production, nor with SMTP", async () => {
    for (const overrides of [
      { env: "production" as const },
      { email: { provider: "smtp" as const, url: "smtp://127.0.0.1:1", from: "a@b.example" } },
    ]) {
      const other = await createTestContext(overrides);
      const answer = await other.app.inject({ url: `${outboxPaths.devEmail}?to=a@b.example` });
      expect(answer.statusCode).toBe(404);
      await other.app.close();
      await other.database.close();
    }
  }, 120_000);
});
