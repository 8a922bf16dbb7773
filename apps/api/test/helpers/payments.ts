import { randomUUID } from "node:crypto";
import { type PaymentOrder, type PaymentProof, paymentsPaths, withTaxes } from "@sahayi/contract";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/db/client.ts";
import { helpers, payments, plans } from "../../src/db/schema.ts";
import { createHelper, type FactoryContext } from "../../src/seed/factories/helper.ts";
import { uniqueCaller } from "./accounts.ts";
import { accessTokenFor, createUser } from "./users.ts";

/** A user of its own and the Authorization header of a fresh login. */
export async function buyer(app: FastifyInstance, db: Db) {
  const { phone } = uniqueCaller();
  const { id } = await createUser(db, { phone });
  const token = await accessTokenFor(app, db, { id, role: "user" });
  return { id, phone, headers: { authorization: `Bearer ${token}` } };
}

export type Buyer = Awaited<ReturnType<typeof buyer>>;

export async function orderPlan(app: FastifyInstance, who: Buyer, planId: number) {
  const answer = await app.inject({
    method: "POST",
    url: paymentsPaths.purchasePlan,
    headers: who.headers,
    payload: { plan_id: planId },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PaymentOrder;
}

/** The sandbox checkout's successful payment of an order: the three signed fields. */
export async function sandboxPay(app: FastifyInstance, orderId: string): Promise<PaymentProof> {
  const answer = await app.inject({
    method: "POST",
    url: paymentsPaths.sandboxComplete,
    payload: { razorpay_order_id: orderId, outcome: "success" },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PaymentProof;
}

export function verify(app: FastifyInstance, proof: PaymentProof, headers?: object) {
  return app.inject({
    method: "POST",
    url: paymentsPaths.verify,
    payload: proof,
    ...(headers && { headers: headers as Record<string, string> }),
  });
}

export function profile(app: FastifyInstance, who: Buyer) {
  return app.inject({ url: "/api/user/profile-details", headers: who.headers });
}

/** The first subscription plan on sale (the seed's cheapest). */
export async function planOnSale(db: Db) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.kind, "subscription"), eq(plans.active, true)))
    .orderBy(asc(plans.position), asc(plans.id));
  if (!plan) throw new Error("the seed has no plan on sale");
  return plan;
}

/**
 * A helper awaiting her registration fee, with the e-mail address given, and the sandbox
 * order of the fee, as the registration form leaves them; `sandboxPay` pays it.
 */
export async function helperFeeOrder(context: FactoryContext, email: (id: number) => string) {
  const helper = await createHelper(context, {}, { status: "awaiting_payment" });
  const address = email(helper.id);
  await context.db.update(helpers).set({ email: address }).where(eq(helpers.id, helper.id));
  const [plan] = await context.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
  if (!plan) throw new Error("the seed has no registration fee");
  const unique = randomUUID().replaceAll("-", "").slice(0, 14);
  const [order] = await context.db
    .insert(payments)
    .values({
      receipt: `rcpt_fee_${unique}`,
      providerOrderId: `order_sbx${unique}`,
      planId: plan.id,
      helperId: helper.id,
      ...withTaxes(plan.pricePaise),
    })
    .returning();
  return { helper: { ...helper, email: address }, plan, order: order! };
}
