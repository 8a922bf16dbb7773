import { paymentsPaths } from "@sahayi/contract/paths";
import {
  type CheckoutOrder,
  toCheckoutOrder,
} from "../../../components/checkout/checkout-order.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/user/purchase-plan { plan_id }: the server makes an order for its own price of the
 * plan; the browser only opens the checkout for it.
 */
export async function purchasePlan(planId: number): Promise<CheckoutOrder> {
  return toCheckoutOrder(await api.post(paymentsPaths.purchasePlan, { plan_id: planId }));
}
