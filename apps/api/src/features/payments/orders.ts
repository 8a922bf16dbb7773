import {
  accountMessages,
  CURRENCY,
  type PaymentOrder,
  paiseToRupees,
  paymentMessages,
  withTaxes,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments, plans, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { randomId } from "../../lib/ids.ts";
import {
  type PaymentProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
} from "../../lib/payments/provider.ts";

export interface OrderDeps {
  db: Db;
  provider: PaymentProvider;
  /** The seller's name the checkout shows. */
  sellerName: string;
  log: (error: unknown, message: string) => void;
}

/** A provider that failed is the buyer's "try again", never a 500. */
export function providerError(error: unknown): AppError | undefined {
  if (error instanceof ProviderUnavailableError)
    return new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", paymentMessages.providerUnavailable);
  if (error instanceof ProviderRefusedError)
    return new AppError(502, "PAYMENT_PROVIDER_FAILED", paymentMessages.providerFailed);
  return undefined;
}

/**
 * Makes the provider's order for a plan at the server's price and records it. The amount,
 * enquiries and days are copied from the plan now, so a later change to the plan does not
 * alter an order already made. The row is written only once the provider has answered: a
 * provider that fails leaves nothing behind.
 */
export async function createPlanOrder(
  deps: OrderDeps,
  input: { userId: number; planId: number },
): Promise<PaymentOrder> {
  const { db, provider } = deps;
  const [[plan], [user]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(
        and(eq(plans.id, input.planId), eq(plans.kind, "subscription"), eq(plans.active, true)),
      ),
    db
      .select({ name: users.name, email: users.email, phone: users.mobileNumber })
      .from(users)
      .where(eq(users.id, input.userId)),
  ]);
  if (!plan) throw new AppError(404, "NOT_FOUND", paymentMessages.planNotFound);
  // A valid token for an account that no longer exists: the login is over.
  if (!user) throw new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);
  const taxed = withTaxes(plan.pricePaise);
  const receipt = `rcpt_${randomId(20)}`;
  const notes = { user_id: String(input.userId), plan_id: String(plan.id) };

  let orderId: string;
  try {
    ({ id: orderId } = await provider.createOrder({
      amountPaise: taxed.totalPaise,
      currency: CURRENCY,
      receipt,
      notes,
    }));
  } catch (error) {
    const refusal = providerError(error);
    if (!refusal) throw error;
    deps.log(error, "payment provider failed to make an order");
    throw refusal;
  }

  const [row] = await db
    .insert(payments)
    .values({
      provider: provider.name,
      receipt,
      providerOrderId: orderId,
      planId: plan.id,
      userId: input.userId,
      amountPaise: taxed.amountPaise,
      cgstPaise: taxed.cgstPaise,
      sgstPaise: taxed.sgstPaise,
      totalPaise: taxed.totalPaise,
      enquiries: plan.enquiries,
      tenureDays: plan.tenureDays,
    })
    .returning({ id: payments.id });
  return {
    order_id: row!.id,
    razorpay_order_id: orderId,
    provider: provider.name,
    key_id: provider.keyId,
    amount: taxed.totalPaise,
    currency: CURRENCY,
    price: paiseToRupees(taxed.amountPaise),
    cgst: paiseToRupees(taxed.cgstPaise),
    sgst: paiseToRupees(taxed.sgstPaise),
    total_amount: paiseToRupees(taxed.totalPaise),
    name: deps.sellerName,
    description: plan.title,
    prefill: { name: user.name, email: user.email, contact: user.phone },
    notes,
  };
}
