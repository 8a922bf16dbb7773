import { CGST_RATE, PAISE_PER_RUPEE, SGST_RATE } from "./constants.ts";

export interface TaxedAmount {
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** Taxes are computed on integer paise and rounded to the paisa, each on its own. */
export function withTaxes(amountPaise: number): TaxedAmount {
  const cgstPaise = Math.round(amountPaise * CGST_RATE);
  const sgstPaise = Math.round(amountPaise * SGST_RATE);
  return { amountPaise, cgstPaise, sgstPaise, totalPaise: amountPaise + cgstPaise + sgstPaise };
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Whole rupees without decimals (₹499); anything with paise shows both digits (₹588.80). */
export function formatRupees(rupees: number): string {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  const digits = paise % PAISE_PER_RUPEE === 0 ? 0 : 2;
  return `₹${paiseToRupees(paise).toLocaleString("en-IN", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`;
}

/** A tax rate as people read it: 0.09 → "9 %". */
export const formatRate = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** A price as every screen shows it: what is paid, and what it is made of. */
export interface PriceText {
  /** What the person pays: ₹588.82. */
  total: string;
  /** The plan's price before tax: ₹499. */
  taxable: string;
  cgst: string;
  sgst: string;
  /** "CGST 9 %" and "SGST 9 %", the rows of a payment summary. */
  cgstLabel: string;
  sgstLabel: string;
  /** "₹499 + 18 % GST", beside the total. */
  breakdown: string;
  /** "₹499 + 18 % GST = ₹588.82", where a line of text says it all. */
  sentence: string;
}

/**
 * The one way a price is written for a person (cards, plan details, the registration fee, the
 * admin's preview): a plan's price is the taxable value, and checkout adds CGST and SGST, so the
 * total comes first and the taxable value and the tax beside it.
 */
export function describePrice(taxableRupees: number): PriceText {
  const taxed = withTaxes(Math.round(taxableRupees * PAISE_PER_RUPEE));
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const breakdown = `${rupees(taxed.amountPaise)} + ${formatRate(CGST_RATE + SGST_RATE)} GST`;
  return {
    total: rupees(taxed.totalPaise),
    taxable: rupees(taxed.amountPaise),
    cgst: rupees(taxed.cgstPaise),
    sgst: rupees(taxed.sgstPaise),
    cgstLabel: `CGST ${formatRate(CGST_RATE)}`,
    sgstLabel: `SGST ${formatRate(SGST_RATE)}`,
    breakdown,
    sentence: `${breakdown} = ${rupees(taxed.totalPaise)}`,
  };
}
