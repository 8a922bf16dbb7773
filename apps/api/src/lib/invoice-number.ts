import { INVOICE_PREFIX } from "@sahayi/contract";

/** How an invoice number from the gap-free sequence is printed: SAH-000042. */
export function formatInvoiceNumber(value: number): string {
  return `${INVOICE_PREFIX}${String(value).padStart(6, "0")}`;
}
