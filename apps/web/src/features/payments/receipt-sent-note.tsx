import * as plans from "@sahayi/contract/i18n/en/plans";
import { t } from "../../lib/i18n.ts";
import { useLatestReceipt } from "./get-latest-receipt.ts";

/** "Receipt sent to 98xxxxxx12" under a purchase, when a receipt SMS was queued; else nothing. */
export function ReceiptSentNote() {
  const receipt = useLatestReceipt();
  const to = receipt.data?.sms_to;
  if (!to) return null;
  return (
    <p className="text-muted" role="status">
      {t(plans.receiptSent, { phone: to })}
    </p>
  );
}
