import {
  CURRENCY,
  type PaymentOrder,
  paiseToRupees,
  paymentMessages,
  withTaxes,
} from "@sahayi/contract";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments, type plans } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { randomId } from "../ids.ts";
import {
  type PaymentProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
} from "./provider.ts";

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

export interface OrderInput {
  plan: typeof plans.$inferSelect;
  /** Who the order is for: a household's account, or a helper paying her registration fee. */
  buyer: { userId: number } | { helperId: number };
  prefill: PaymentOrder["prefill"];
  /** Sent to the provider with the order (Razorpay keeps at most 15, 256 characters each). */
  notes: Record<string, string>;
}

/** The provider's order, made and not yet recorded (see recordOrder). */
export interface RequestedOrder {
  orderId: string;
  receipt: string;
  taxed: ReturnType<typeof withTaxes>;
}

/** Asks the provider for an order of the plan's total, taxes included; writes nothing. */
export async function requestOrder(
  deps: Pick<OrderDeps, "provider" | "log">,
  input: Pick<OrderInput, "plan" | "notes">,
): Promise<RequestedOrder> {
  const taxed = withTaxes(input.plan.pricePaise);
  const receipt = `rcpt_${randomId(20)}`;
  try {
    const { id: orderId } = await deps.provider.createOrder({
      amountPaise: taxed.totalPaise,
      currency: CURRENCY,
      receipt,
      notes: input.notes,
    });
    return { orderId, receipt, taxed };
  } catch (error) {
    const refusal = providerError(error);
    if (!refusal) throw error;
    deps.log(error, "payment provider failed to make an order");
    throw refusal;
  }
}

/** An order already recorded and not yet paid. */
export interface OpenOrder extends RequestedOrder {
  paymentId: number;
}

/**
 * The buyer's latest unpaid order of this plan at today's total, if any: what a buyer who comes
 * back pays instead of a new order. Two open orders could both be paid, and the second payment
 * would buy nothing; the provider refuses a second payment of one order.
 */
export async function openOrderOf(
  db: Db,
  deps: Pick<OrderDeps, "provider">,
  buyer: OrderInput["buyer"],
  plan: OrderInput["plan"],
): Promise<OpenOrder | undefined> {
  const taxed = withTaxes(plan.pricePaise);
  const [row] = await db
    .select({ id: payments.id, orderId: payments.providerOrderId, receipt: payments.receipt })
    .from(payments)
    .where(
      and(
        "helperId" in buyer
          ? eq(payments.helperId, buyer.helperId)
          : eq(payments.userId, buyer.userId),
        eq(payments.planId, plan.id),
        eq(payments.totalPaise, taxed.totalPaise),
        eq(payments.provider, deps.provider.name),
        ne(payments.status, "paid"),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row && { paymentId: row.id, orderId: row.orderId, receipt: row.receipt, taxed };
}

/**
 * Records an order the provider made, in `db` or the caller's transaction, and answers what
 * the checkout needs. The amount, enquiries and days are copied from the plan now, so a later
 * change to the plan does not alter an order already made.
 */
export async function recordOrder(
  db: Db,
  deps: Pick<OrderDeps, "provider" | "sellerName">,
  requested: RequestedOrder,
  input: OrderInput,
): Promise<PaymentOrder> {
  const { plan } = input;
  const { taxed } = requested;
  const [row] = await db
    .insert(payments)
    .values({
      provider: deps.provider.name,
      receipt: requested.receipt,
      providerOrderId: requested.orderId,
      planId: plan.id,
      ...input.buyer,
      amountPaise: taxed.amountPaise,
      cgstPaise: taxed.cgstPaise,
      sgstPaise: taxed.sgstPaise,
      totalPaise: taxed.totalPaise,
      enquiries: plan.enquiries,
      tenureDays: plan.tenureDays,
    })
    .returning({ id: payments.id });
  return orderAnswer(deps, { ...requested, paymentId: row!.id }, input);
}

/** What the checkout needs to pay a recorded order. */
export function orderAnswer(
  deps: Pick<OrderDeps, "provider" | "sellerName">,
  order: OpenOrder,
  input: Pick<OrderInput, "plan" | "prefill" | "notes">,
): PaymentOrder {
  const { taxed } = order;
  return {
    order_id: order.paymentId,
    razorpay_order_id: order.orderId,
    provider: deps.provider.name,
    key_id: deps.provider.keyId,
    amount: taxed.totalPaise,
    currency: CURRENCY,
    price: paiseToRupees(taxed.amountPaise),
    cgst: paiseToRupees(taxed.cgstPaise),
    sgst: paiseToRupees(taxed.sgstPaise),
    total_amount: paiseToRupees(taxed.totalPaise),
    name: deps.sellerName,
    description: input.plan.title,
    prefill: input.prefill,
    notes: input.notes,
  };
}

/**
 * Makes the provider's order for a plan at the server's price and records it. The row is
 * written only once the provider has answered: a provider that fails leaves nothing behind.
 * What a paid order grants is features/payments/grant.ts's.
 */
export async function placeOrder(deps: OrderDeps, input: OrderInput): Promise<PaymentOrder> {
  return recordOrder(deps.db, deps, await requestOrder(deps, input), input);
}
