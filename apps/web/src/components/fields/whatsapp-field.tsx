import * as account from "@sahayi/contract/i18n/en/account";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { t } from "../../lib/i18n.ts";
import { Field, PhoneInput } from "./field.tsx";

interface WhatsAppFieldProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  name: Path<Values>;
  error?: string;
  label?: string;
  readOnly?: boolean;
}

/**
 * A WhatsApp number after the +91 (product §5: 10 digits). Registered as it renders, in the
 * form's order, so a refused submit focuses the first field with a problem.
 */
export function WhatsAppField<Values extends FieldValues>({
  register,
  name,
  error,
  label = t(account.whatsappLabel),
  readOnly,
}: WhatsAppFieldProps<Values>) {
  return (
    <Field label={label} required error={error}>
      {(control) => <PhoneInput {...control} registration={register(name)} readOnly={readOnly} />}
    </Field>
  );
}
