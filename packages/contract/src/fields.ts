import { z } from "zod";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PINCODE_DIGITS,
} from "./constants.ts";
import { accountMessages, fieldMessages } from "./messages.ts";
import { dbId, mustBeIdFromTheList } from "./numbers.ts";
import { hasControlCharacters, type TextLines } from "./text.ts";

/**
 * The field rules every form builds on (accounts, helper registration, the contact form, the
 * admin console): required text, phone and PIN digits, e-mail, name, address, password, an id
 * picked from a list. Each takes the message it shows, so a form keeps its own words.
 */

/** Text without control characters; tabs and line breaks only where the text has `lines`. */
export const withoutControlCharacters = <T extends z.ZodString>(
  schema: T,
  lines: TextLines = "one-line",
) => schema.refine((text) => !hasControlCharacters(text, lines), fieldMessages.controlCharacters);

/** Required text: trimmed, not empty, not longer than `max`, one line unless told. */
export const requiredText = (
  required: string,
  label: string,
  max: number,
  lines: TextLines = "one-line",
) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, accountMessages.textTooLong(label, max)),
    lines,
  );

/** Exactly `count` digits (the web inputs strip anything else as the user types). */
const digitsField = (count: number, required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(new RegExp(`^[0-9]{${count}}$`), invalid);

export const phoneField = (invalid: string, required: string = fieldMessages.phoneRequired) =>
  digitsField(PHONE_DIGITS, required, invalid);

export const whatsappField = (invalid: string) =>
  digitsField(PHONE_DIGITS, fieldMessages.whatsappRequired, invalid);

export const pincodeField = (invalid: string) =>
  digitsField(PINCODE_DIGITS, fieldMessages.pincodeRequired, invalid);

/** A name, an @, a domain with a dot and a suffix of letters; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const emailField = (invalid: string) =>
  requiredText(fieldMessages.emailRequired, "Email", EMAIL_MAX_LENGTH).regex(
    EMAIL_PATTERN,
    invalid,
  );

export const nameField = requiredText(fieldMessages.nameRequired, "Name", NAME_MAX_LENGTH);
export const addressField = requiredText(
  fieldMessages.addressRequired,
  "Address",
  ADDRESS_MAX_LENGTH,
  "lines",
);

/** Passwords are taken as typed: spaces count. */
export const passwordField = z
  .string({ error: fieldMessages.passwordRequired })
  .min(1, fieldMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH));

/**
 * The id of an option picked from a list (a select's text in forms, a number in JSON):
 * nothing picked is `required`, anything that is not a row id is "… must be an id from the list."
 */
export const requiredIdField = (required: string, label: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      // abort: false keeps the form's own checks (Passwords must match) running meanwhile.
      .custom<unknown>((value) => value !== undefined, { error: required, abort: false })
      .pipe(dbId(mustBeIdFromTheList(label))),
  );
