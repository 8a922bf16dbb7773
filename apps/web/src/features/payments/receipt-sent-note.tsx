import { useLatestReceipt } from "./get-latest-receipt.ts";

/** "Receipt sent to 98xxxxxx12" under a purchase, when a receipt SMS was queued; else nothing. */
export function ReceiptSentNote() {
  const receipt = useLatestReceipt();
  const to = receipt.data?.sms_to;
  if (!to) return null;
  return (
    <p className="text-muted" role="status">
      Receipt sent to {to} by SMS.
    </p>
  );
}
