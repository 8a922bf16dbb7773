import { invoiceFileName, messageText, receiptAmount, withTaxes } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insideRolledBack, messagesOf } from "../../../test/helpers/outbox.ts";
import {
  buyer,
  orderPlan,
  planOnSale,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers, payments, plans, subscriptions, users } from "../../db/schema.ts";
import { formatInvoiceNumber } from "../../lib/billing/invoice-number.ts";
import { indianDate } from "../../lib/outbox/events.ts";
import { createHelper } from "../../seed/factories/helper.ts";
import { grantPayment } from "./grant.ts";

const ctx = useTestApp();

describe("the receipt of a payment", () => {
  it("queues an SMS naming the amount, the plan and its end, and an e-mail with the invoice", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    const order = await orderPlan(ctx.app, who, plan.id);
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    expect((await verify(ctx.app, proof)).statusCode).toBe(200);
    // A replay grants nothing and promises nothing more.
    expect((await verify(ctx.app, proof)).statusCode).toBe(200);

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, who.id));
    const [subscription] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, payment!.id));
    const [user] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    const invoice = formatInvoiceNumber(payment!.invoiceYear!, payment!.invoiceNumber!);
    const amount = receiptAmount(withTaxes(plan.pricePaise).totalPaise);
    const words = messageText("receipt", "en", {
      amount,
      plan: plan.title,
      endsOn: indianDate(subscription!.endsAt, "en"),
      invoice,
    });
    const rows = await messagesOf(ctx.db, { userId: who.id });
    expect(rows.map((row) => [row.kind, row.channel, row.recipient, row.status])).toEqual([
      ["receipt", "sms", who.phone, "queued"],
      ["receipt", "email", user!.email, "queued"],
    ]);
    expect(rows[0]!.text).toBe(words.sms);
    expect(rows[0]!.text).toContain(amount);
    expect(rows[0]!.text).toMatch(/^Sahayi: paid ₹[0-9,]+\.[0-9]{2} for /);
    expect(rows[1]).toMatchObject({
      subject: words.subject,
      attachments: [
        { type: "invoice", paymentId: payment!.id, filename: invoiceFileName(invoice) },
      ],
    });
    expect(rows[1]!.text).toContain(`Your GST invoice ${invoice} is attached.`);
  });

  it("receipts a helper's registration fee without an end date, with its GST invoice", async () => {
    const helper = await createHelper(
      { db: ctx.db, storage: ctx.storage },
      {},
      { status: "awaiting_payment", seed: 9_301 },
    );
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
    const taxed = withTaxes(plan!.pricePaise);
    const [order] = await ctx.db
      .insert(payments)
      .values({
        receipt: "rcpt_receipt_fee",
        providerOrderId: "order_receiptFee1",
        planId: plan!.id,
        helperId: helper.id,
        ...taxed,
      })
      .returning();
    await grantPayment(ctx.db, {
      paymentRowId: order!.id,
      providerPaymentId: "pay_fee1",
      method: "upi",
    });
    const rows = await messagesOf(ctx.db, { helperId: helper.id });
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.id, order!.id));
    const invoice = formatInvoiceNumber(paid!.invoiceYear!, paid!.invoiceNumber!);
    const [{ email }] = (await ctx.db
      .select({ email: helpers.email })
      .from(helpers)
      .where(eq(helpers.id, helper.id))) as [{ email: string }];
    expect(rows.map((row) => [row.channel, row.recipient])).toEqual([
      ["sms", helper.mobileNumber],
      ["email", email],
    ]);
    expect(rows[0]!.text).toBe(
      messageText("receipt", "en", {
        amount: receiptAmount(taxed.totalPaise),
        plan: plan!.title,
        endsOn: null,
        invoice,
      }).sms,
    );
    expect(rows[1]!.text).toContain(`Your GST invoice ${invoice} is attached.`);
    expect(rows[1]!.attachments).toEqual([
      { type: "invoice", paymentId: order!.id, filename: invoiceFileName(invoice) },
    ]);
  });

  it("is written in the grant's transaction and rolled back with it", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const [row] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.razorpay_order_id));
    const seen = await insideRolledBack(
      ctx.db,
      (tx) =>
        grantPayment(tx, {
          paymentRowId: row!.id,
          providerPaymentId: "pay_rollback1",
          method: null,
        }),
      (tx) => messagesOf(tx, { userId: who.id }),
    );
    expect(seen.map((message) => message.channel)).toEqual(["sms", "email"]);
    expect(await messagesOf(ctx.db, { userId: who.id })).toEqual([]);
    const [after] = await ctx.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(after!.status).toBe("created");
  });
});
