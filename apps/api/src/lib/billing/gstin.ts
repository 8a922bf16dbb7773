/** GSTIN characters in the order of their values, 0 to 35 (base 36). */
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A well-formed GSTIN of a made-up Kerala business, its check character right: what a demo
 * prints, and invoices carrying it say they are demos (docs/decisions/026).
 */
export const SAMPLE_GSTIN = "32ABCDE1234F1Z9";

/**
 * The 15th character of a GSTIN from its first 14: each character's base-36 value is
 * multiplied by 1 and 2 in turn, each product's base-36 digits added up, and the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? "";
}

/** A GSTIN as the GST portal issues them: its shape and its check character. */
export function isValidGstin(text: string): boolean {
  return SHAPE.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text[14];
}
