import type { ProfileDetails, Transaction, UserSubscription } from "@sahayi/contract";

export interface PaidPlan {
  transaction: Transaction;
  /** What it bought, while it runs (a plan of 0 days has ended already). */
  subscription: UserSubscription | undefined;
  /** The person had paid for a plan before this one. */
  renewal: boolean;
}

/**
 * The plan payment a success page is about: the order the checkout just paid, or (the page
 * opened on its own) the newest. Transactions come newest first, so any plan payment after
 * this one in the list is an earlier purchase, which makes this one a renewal.
 */
export function findPaidPlan(details: ProfileDetails, orderId?: number): PaidPlan | undefined {
  const plans = details.transactions.filter((t) => t.purpose === "plan");
  const index = orderId === undefined ? 0 : plans.findIndex((t) => t.id === orderId);
  const transaction = plans[index];
  if (!transaction) return undefined;
  return {
    transaction,
    subscription: details.user_subscription.find((s) => s.order_id === transaction.id),
    renewal: index < plans.length - 1,
  };
}
