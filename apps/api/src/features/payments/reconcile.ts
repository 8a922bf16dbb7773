import { adminUserMessages, CURRENCY, type ReconcileOutcome } from "@sahayi/contract";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { providerError } from "../../lib/payments/orders.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { grantPayment } from "./grant.ts";

/** Orders younger than this may still be in someone's checkout: left to the browser for now. */
const SETTLE_MS = 2 * 60 * 1000;
/** Razorpay keeps an unpaid order payable for a while; after a day nobody is paying it. */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** Paid on Razorpay's side: captured, or authorized and captured automatically soon after. */
const PAID = new Set(["captured"]);

type PaymentRow = typeof payments.$inferSelect;

export interface ReconcileDeps {
  db: Db;
  provider: PaymentProvider;
  log: (details: object, message: string) => void;
  now?: Date;
  /** At most this many orders per run, oldest first. */
  limit?: number;
}

/**
 * Asks the provider about orders of its own still unpaid (created or failed) between 2
 * minutes and a day old, and grants those it reports captured for the order's amount: a
 * browser closed after paying, with the webhook lost or not set up, still gets its plan.
 * Granting is the same exactly-once grant, so a run racing a verification, a webhook or
 * another process's run grants nothing twice. Runs on a timer in the server
 * (PAYMENT_RECONCILE_INTERVAL_SECONDS); returns how many orders it granted.
 */
export async function reconcilePendingPayments(deps: ReconcileDeps): Promise<number> {
  const { db, provider } = deps;
  const now = deps.now ?? new Date();
  const pending = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        inArray(payments.status, ["created", "failed"]),
        lt(payments.createdAt, new Date(now.getTime() - SETTLE_MS)),
        gt(payments.createdAt, new Date(now.getTime() - GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(deps.limit ?? 100);
  let granted = 0;
  for (const order of pending) {
    try {
      const paid = await paidPaymentOf(provider, order);
      if (!paid) continue;
      const row = await grantPayment(db, {
        paymentRowId: order.id,
        providerPaymentId: paid.id,
        method: paid.method,
        now,
      });
      if (row) granted++;
    } catch (error) {
      if (!providerError(error)) throw error;
      // The provider is down: the next run asks again.
      deps.log(
        { err: error, orderId: order.providerOrderId },
        "reconcile could not ask the provider",
      );
      return granted;
    }
  }
  return granted;
}

/** The provider's captured payment of an order for its amount, if there is one. */
async function paidPaymentOf(provider: PaymentProvider, order: PaymentRow) {
  const found = await provider.fetchOrderPayments(order.providerOrderId);
  return found.find(
    (p) =>
      PAID.has(p.status) &&
      p.orderId === order.providerOrderId &&
      p.amount === order.totalPaise &&
      p.currency === CURRENCY,
  );
}

/**
 * Asks the provider about one order now, whatever its age (the admin console's Reconcile),
 * and grants it through the same exactly-once grant when the provider reports it paid.
 * Null for an unknown payment id; a provider that fails is a 502 / 503.
 */
export async function reconcileOrder(
  deps: { db: Db; provider: PaymentProvider; now?: Date },
  paymentRowId: number,
): Promise<ReconcileOutcome | null> {
  const [order] = await deps.db.select().from(payments).where(eq(payments.id, paymentRowId));
  if (!order) return null;
  if (order.status === "paid") return "already_paid";
  if (order.provider !== deps.provider.name) {
    throw new AppError(409, "CONFLICT", adminUserMessages.otherProvider);
  }
  let paid: Awaited<ReturnType<typeof paidPaymentOf>>;
  try {
    paid = await paidPaymentOf(deps.provider, order);
  } catch (error) {
    throw providerError(error) ?? error;
  }
  if (!paid) return "unpaid";
  const row = await grantPayment(deps.db, {
    paymentRowId: order.id,
    providerPaymentId: paid.id,
    method: paid.method,
    now: deps.now,
  });
  return row ? "granted" : "already_paid";
}

/** The timer that runs reconcilePendingPayments; stopped when the app closes. */
export function startReconcileJob(deps: ReconcileDeps, intervalSeconds: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingPayments(deps)
      .catch((error: unknown) => deps.log({ err: error }, "reconcile run failed"))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
