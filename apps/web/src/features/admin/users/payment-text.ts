import type { AdminPaymentRow, PaymentStatus } from "@sahayi/contract";

/** A payment's status as the table and its filter name it. */
export const paymentStatusNames: Record<PaymentStatus, string> = {
  created: "Pending",
  paid: "Paid",
  failed: "Failed",
};

/** What was bought: the plan's name, and whether it was a plan or a helper's registration. */
export const paymentFor = (payment: Pick<AdminPaymentRow, "plan" | "kind">) =>
  `${payment.plan} (${payment.kind === "subscription" ? "plan" : "registration"})`;
