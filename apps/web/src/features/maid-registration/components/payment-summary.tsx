import type { RegistrationData } from "@sahayi/contract";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { describePrice } from "@sahayi/contract/money";
import { t } from "../../../lib/i18n.ts";

/** Product §2: the registration fee with its taxes, from the registration plan, in rupees. */
export function PaymentSummary({
  fee,
}: {
  fee: RegistrationData["maid_registration_plan"] | undefined;
}) {
  const price = fee ? describePrice(fee.amount) : undefined;
  const rows: [string, string | undefined][] = [
    [t(registration.amount), price?.taxable],
    [price?.cgstLabel ?? "CGST", price?.cgst],
    [price?.sgstLabel ?? "SGST", price?.sgst],
  ];
  return (
    <section
      aria-labelledby="payment-summary-heading"
      className="mt-8 rounded-xl bg-sand/30 p-5 ring-1 ring-sand"
    >
      <h2 id="payment-summary-heading" className="mb-3 font-bold text-brand-900 text-xl">
        {t(registration.paymentSummary)}
      </h2>
      <dl className="flex flex-col divide-y divide-sand">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between py-2">
            <dt>{label}</dt>
            <dd>{value ?? "…"}</dd>
          </div>
        ))}
        <div className="flex justify-between py-2 font-bold text-lg">
          <dt>{t(registration.totalAmount)}</dt>
          <dd>{price?.total ?? "…"}</dd>
        </div>
      </dl>
    </section>
  );
}
