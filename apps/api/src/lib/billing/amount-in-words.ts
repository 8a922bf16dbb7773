import { ToWords } from "to-words";

const indianWords = new ToWords({
  localeCode: "en-IN",
  converterOptions: { currency: true, ignoreZeroCurrency: false },
});

/**
 * An amount as an invoice writes it out, counted the Indian way (lakh, crore):
 * 58,882 paise → "Five Hundred Eighty Eight Rupees And Eighty Two Paise Only".
 */
export function rupeesInWords(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  // Whole rupees and paise apart, so no binary fraction (0.29 → 0.28999…) reaches the words.
  return indianWords.convert(Number(`${rupees}.${String(paise % 100).padStart(2, "0")}`));
}
