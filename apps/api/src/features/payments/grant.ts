import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { counters, helpers, payments, plans, subscriptions } from "../../db/schema.ts";
import { financialYearOf, invoiceCounterName } from "../../lib/billing/invoice-number.ts";
import { queueReceipt } from "../../lib/outbox/events.ts";

type PaymentRow = typeof payments.$inferSelect;
type PlanKind = (typeof plans.$inferSelect)["kind"];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a paid order gives, by the kind of plan it was for; each runs inside the grant's
 * transaction. A new kind of purchase is a new entry here.
 */
const grantHooks: Record<PlanKind, (tx: Tx, payment: PaymentRow, paidAt: Date) => Promise<void>> = {
  /**
   * A household's plan: its enquiries for its days, from the payment, next to any plan still
   * running (docs/decisions/013).
   */
  async subscription(tx, payment, paidAt) {
    if (payment.userId === null) throw new Error(`plan payment ${payment.id} has no user`);
    await tx.insert(subscriptions).values({
      userId: payment.userId,
      planId: payment.planId,
      paymentId: payment.id,
      enquiriesTotal: payment.enquiries,
      startsAt: paidAt,
      endsAt: new Date(paidAt.getTime() + payment.tenureDays * DAY_MS),
    });
  },
  /** A helper's registration fee: the profile goes from awaiting payment to review. */
  async maid_registration(tx, payment) {
    if (payment.helperId === null) return;
    await tx
      .update(helpers)
      .set({ status: "pending" })
      .where(and(eq(helpers.id, payment.helperId), eq(helpers.status, "awaiting_payment")));
  },
};

export interface GrantInput {
  paymentRowId: number;
  providerPaymentId: string;
  method: string | null;
  now?: Date;
}

/**
 * Marks an order paid and grants what it bought, exactly once, in one transaction: the
 * conditional update lets one caller through whatever the number of verifications, webhooks
 * and reconciles racing on however many processes (PostgreSQL re-checks the condition after
 * waiting for the row lock); the others get null. The unique subscriptions.payment_id and
 * payments.provider_payment_id hold the line if anything got past it. The invoice serial is
 * taken from the counter row of the financial year it is paid in, in the same transaction, so
 * a grant that rolls back leaves no gap and each year's invoices count from 1; so is the receipt,
 * written to the outbox (docs/decisions/029).
 *
 * Returns the paid row, or null when it was already paid (by this payment or another).
 */
export async function grantPayment(db: Db, input: GrantInput): Promise<PaymentRow | null> {
  const paidAt = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({
        status: "paid",
        providerPaymentId: input.providerPaymentId,
        paymentMethod: input.method,
        paidAt,
      })
      .where(and(eq(payments.id, input.paymentRowId), ne(payments.status, "paid")))
      .returning();
    if (!paid) return null;
    const invoiceYear = financialYearOf(paidAt);
    const [counter] = await tx
      .insert(counters)
      .values({ name: invoiceCounterName(invoiceYear), value: 1 })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
      .returning({ value: counters.value });
    const [plan] = await tx
      .select({ kind: plans.kind })
      .from(plans)
      .where(eq(plans.id, paid.planId));
    if (!counter || !plan) throw new Error(`payment ${paid.id}: no invoice counter or plan`);
    const invoice = { invoiceNumber: counter.value, invoiceYear };
    await tx.update(payments).set(invoice).where(eq(payments.id, paid.id));
    await grantHooks[plan.kind](tx, paid, paidAt);
    await queueReceipt(tx, paid.id);
    return { ...paid, ...invoice };
  });
}

/** A later report of a paid order may name the payment method the first one did not know. */
export async function notePaymentMethod(db: Db, paymentRowId: number, method: string | null) {
  if (!method) return;
  await db
    .update(payments)
    .set({ paymentMethod: method })
    .where(and(eq(payments.id, paymentRowId), isNull(payments.paymentMethod)));
}
