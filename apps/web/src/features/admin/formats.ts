import { formatRupees, paiseToRupees } from "@sahayi/contract/money";

/** A moment as the console shows it in tables and pages: Indian date and time order. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString("en-IN");

/** An amount the API counts in paise, as the console shows it: ₹588.82, or ₹499 when whole. */
export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
