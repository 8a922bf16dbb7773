import type { ProfileDetails, Transaction, UserSubscription } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { findPaidPlan } from "./paid-plan.ts";

const transaction = (id: number, purpose: Transaction["purpose"] = "plan"): Transaction => ({
  subscription: { maid_registration_plan: { subtitle: "Slogan", title: `Plan ${id}` } },
  amount: 499,
  created_at: "2026-11-01T00:00:00.000Z",
  payment_method: "upi",
  id,
  purpose,
  cgst: 44.91,
  sgst: 44.91,
  total_amount: 588.82,
  paid_at: `2026-11-${String(id).padStart(2, "0")}T00:00:00.000Z`,
  invoice_number: `SAH/26-27/${String(id).padStart(6, "0")}`,
  invoice_url: `/api/user/invoice/${id}`,
});

const subscription = (orderId: number | null): UserSubscription => ({
  maid_registration_plan: { subtitle: "Slogan" },
  total_amount: 588.82,
  start_date: "2026-11-01T00:00:00.000Z",
  end_date: "2026-12-01T00:00:00.000Z",
  id: 100 + (orderId ?? 0),
  plan_id: 1,
  enquiry: 10,
  remaining_enquiry: 10,
  order_id: orderId,
});

/** Newest first, as the API answers. */
const profileWith = (transactions: Transaction[], subscriptions: UserSubscription[]) =>
  ({ transactions, user_subscription: subscriptions }) as unknown as ProfileDetails;

describe("findPaidPlan", () => {
  it("finds the order just paid, its subscription, and calls a first plan no renewal", () => {
    const details = profileWith(
      [transaction(3, "maid_registration"), transaction(2)],
      [subscription(null), subscription(2)],
    );
    expect(findPaidPlan(details, 2)).toEqual({
      transaction: details.transactions[1],
      subscription: details.user_subscription[1],
      renewal: false,
    });
  });

  it("calls a plan bought after another a renewal, and the older one not", () => {
    const details = profileWith([transaction(5), transaction(4)], [subscription(5)]);
    expect(findPaidPlan(details, 5)?.renewal).toBe(true);
    expect(findPaidPlan(details, 4)).toMatchObject({ renewal: false, subscription: undefined });
  });

  it("takes the newest plan payment without an order, and nothing for an unknown order", () => {
    const details = profileWith([transaction(7), transaction(6)], []);
    expect(findPaidPlan(details)?.transaction.id).toBe(7);
    expect(findPaidPlan(details, 99)).toBeUndefined();
    expect(findPaidPlan(profileWith([], []))).toBeUndefined();
  });
});
