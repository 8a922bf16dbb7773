import { withTaxes } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxPay, verify } from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers, payments, plans, subscriptions } from "../../db/schema.ts";
import { createHelper } from "../../seed/factories/helper.ts";

const ctx = useTestApp();

/**
 * A helper's registration order as the helper registration makes it: the fee plan's
 * amount, the helper's row, no user.
 */
async function registrationOrder(helperId: number, orderId: string) {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
  const taxed = withTaxes(plan!.pricePaise);
  const [row] = await ctx.db
    .insert(payments)
    .values({
      provider: "sandbox",
      receipt: `rcpt_${orderId}`,
      providerOrderId: orderId,
      planId: plan!.id,
      helperId,
      amountPaise: taxed.amountPaise,
      cgstPaise: taxed.cgstPaise,
      sgstPaise: taxed.sgstPaise,
      totalPaise: taxed.totalPaise,
    })
    .returning();
  return row!;
}

const statusOf = async (id: number) =>
  (await ctx.db.select({ status: helpers.status }).from(helpers).where(eq(helpers.id, id)))[0]!
    .status;

describe("granting a helper's registration fee", () => {
  it("moves the helper from awaiting payment to review, once, and gives no subscription", async () => {
    const factory = { db: ctx.db, storage: ctx.storage };
    const helper = await createHelper(factory, {}, { status: "awaiting_payment", seed: 901 });
    const order = await registrationOrder(helper.id, "order_sbxRegistration1");
    const proof = await sandboxPay(ctx.app, order.providerOrderId);
    const answer = await verify(ctx.app, proof);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: "paid", purpose: "maid_registration" });
    expect(await statusOf(helper.id)).toBe("pending");
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.id, order.id));
    expect(paid!.invoiceNumber).not.toBeNull();
    expect(
      await ctx.db.select().from(subscriptions).where(eq(subscriptions.paymentId, order.id)),
    ).toEqual([]);
  });

  it("leaves a helper already past payment where it is", async () => {
    const factory = { db: ctx.db, storage: ctx.storage };
    const helper = await createHelper(factory, {}, { status: "approved", seed: 902 });
    const order = await registrationOrder(helper.id, "order_sbxRegistration2");
    expect(
      (await verify(ctx.app, await sandboxPay(ctx.app, order.providerOrderId))).statusCode,
    ).toBe(200);
    expect(await statusOf(helper.id)).toBe("approved");
  });
});
