import { INVOICE_PREFIX } from "@sahayi/contract";

/** India's time is UTC+05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * India's financial year (1 April to 31 March, India's time) that a moment falls in, named
 * by the year it starts: 2026 for 2026-27.
 */
export function financialYearOf(date: Date): number {
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() < 3 ? year - 1 : year;
}

/** The counter row a financial year's invoice serials come from (see `counters`). */
export const invoiceCounterName = (financialYear: number) => `invoice-${financialYear}`;

/**
 * An invoice's number as printed: the serial within its financial year, SAH/26-27/000123.
 * 16 characters, the most a GST invoice number may have, up to 999,999 invoices a year.
 */
export function formatInvoiceNumber(financialYear: number, serial: number): string {
  const years = `${String(financialYear % 100).padStart(2, "0")}-${String((financialYear + 1) % 100).padStart(2, "0")}`;
  return `${INVOICE_PREFIX}/${years}/${String(serial).padStart(6, "0")}`;
}
