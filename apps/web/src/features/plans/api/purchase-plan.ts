import { CURRENCY } from "@sahayi/contract/constants";
import type { CheckoutOrder } from "../../../components/checkout/checkout-order.ts";
import { api } from "../../../lib/api-client.ts";

/** The answer of POST /api/user/purchase-plan (spec §3 "Payment order response"). */
interface PlanOrder {
  order_id: number | string;
  razorpay_order_id: string;
  provider: "sandbox" | "razorpay";
  key_id: string;
  amount: number;
  currency?: string;
  name?: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

/**
 * POST /api/user/purchase-plan { plan_id }: the server makes an order for its own price of the
 * plan; the browser only opens the checkout for it.
 */
export async function purchasePlan(planId: number): Promise<CheckoutOrder> {
  const order = await api.post<PlanOrder>("/api/user/purchase-plan", { plan_id: planId });
  return {
    provider: order.provider,
    keyId: order.key_id,
    orderId: order.razorpay_order_id,
    amountPaise: order.amount,
    currency: order.currency ?? CURRENCY,
    name: order.name ?? "Sahayi",
    description: order.description ?? "Subscription plan",
    prefill: order.prefill ?? {},
    notes: { plan_id: String(planId) },
  };
}
