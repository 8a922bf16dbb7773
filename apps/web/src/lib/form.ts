import type { ChangeEvent } from "react";
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client.ts";

/**
 * A registered input that keeps digits only, at most `maxLength` of them (product §5: phone,
 * WhatsApp and pincode strip non-digits). The value is cleaned before the form reads it.
 */
export function digitsOnly<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  maxLength: number,
) {
  return {
    ...registration,
    inputMode: "numeric" as const,
    maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(/\D/g, "").slice(0, maxLength);
      return registration.onChange(event);
    },
  };
}

/**
 * Puts the server's field messages (`{ fields: { mobile_number: "..." } }`) on the form's
 * fields, whose names may differ from the wire's. Answers whether any field got a message;
 * anything else is left for a toast or a message under the form.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  wireToField: Partial<Record<string, Path<Values>>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [wireName, message] of Object.entries(error.fields)) {
    const field = wireToField[wireName];
    if (!field) continue;
    setError(field, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** Stands for a piece of markup (a link, a bold number) inside a message; see `aroundSlot`. */
export const SLOT = "\u0000";

/**
 * The text before and after the `SLOT` in a message, so the markup sits where the language
 * puts it: `aroundSlot(t(consentAgree, { policy: SLOT }))`.
 */
export function aroundSlot(text: string): [before: string, after: string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + SLOT.length)];
}
