import type { PaymentOrder } from "@sahayi/contract";
import { paymentsPaths } from "@sahayi/contract/paths";
import type { CheckoutOrder } from "../../../components/checkout/checkout-order.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/user/purchase-plan { plan_id }: the server makes an order for its own price of the
 * plan; the browser only opens the checkout for it.
 */
export async function purchasePlan(planId: number): Promise<CheckoutOrder> {
  const order = await api.post<PaymentOrder>(paymentsPaths.purchasePlan, { plan_id: planId });
  return {
    provider: order.provider,
    keyId: order.key_id,
    orderId: order.razorpay_order_id,
    amountPaise: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    prefill: order.prefill,
    notes: order.notes,
  };
}
