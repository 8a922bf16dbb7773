import { accountMessages, type PaymentOrder, paymentMessages } from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { plans, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { type OrderDeps, placeOrder } from "../../lib/payments/orders.ts";

/** A household's order for a subscription plan at the server's price (see placeOrder). */
export async function createPlanOrder(
  deps: OrderDeps,
  input: { userId: number; planId: number },
): Promise<PaymentOrder> {
  const { db } = deps;
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
  return placeOrder(deps, {
    plan,
    buyer: { userId: input.userId },
    prefill: { name: user.name, email: user.email, contact: user.phone },
    notes: { user_id: String(input.userId), plan_id: String(plan.id) },
  });
}
