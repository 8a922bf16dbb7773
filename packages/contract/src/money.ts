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

export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}
