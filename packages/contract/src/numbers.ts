import { z } from "zod";

/**
 * The largest values of PostgreSQL's integer column types. A number bound for a column is
 * refused above its type's maximum, so it is a 400 here and never an out-of-range error (a
 * 500) in the database.
 */
export const DB_INT_MAX = { smallint: 32_767, integer: 2_147_483_647 } as const;

/**
 * Query strings and multipart fields carry numbers as text: only plain decimal digits are
 * numbers then. JavaScript's Number() would also read " 1", "0x1", "1e3" and "", and
 * z.coerce reads true and [1] as 1, which is how a typo or a probe became district 1.
 * Sixteen digits are more than any bound needs and keep Number() exact.
 */
const DECIMAL_DIGITS = /^[0-9]{1,16}$/;

export interface BoundedIntOptions {
  min: number;
  max: number;
  /** The field's message, for every way the value can be wrong. */
  message: string;
  /** A message of its own for a value above `max`, when the field has one. */
  tooLarge?: string;
}

/**
 * A whole number from `min` to `max`: a JSON number, or a string of decimal digits as query
 * strings and forms send it. Arrays, booleans, hex, exponents, fractions, signs and
 * whitespace are refused with the field's message.
 */
export function boundedInt({ min, max, message, tooLarge = message }: BoundedIntOptions) {
  // One path, no union: a union tries the number branch first and pays for its failure on
  // every query-string value, and search parses several per request.
  return z.preprocess(
    (value) => (typeof value === "string" && DECIMAL_DIGITS.test(value) ? Number(value) : value),
    z.int({ error: message }).min(min, message).max(max, tooLarge),
  );
}

/** A row id: 1 to the largest PostgreSQL `integer` (what `serial` columns hold). */
export function dbId(message: string) {
  return boundedInt({ min: 1, max: DB_INT_MAX.integer, message });
}

/** The message for an id that is malformed or names nothing we list. */
export const mustBeIdFromTheList = (label: string) => `${label} must be an id from the list.`;
