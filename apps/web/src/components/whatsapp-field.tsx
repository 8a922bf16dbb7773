import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, PhoneInput } from "./field.tsx";

interface WhatsAppFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  readOnly?: boolean;
}

/** A WhatsApp number after the +91 (product §5: 10 digits), as every form asks it. */
export function WhatsAppField({
  registration,
  error,
  label = "WhatsApp No.",
  readOnly,
}: WhatsAppFieldProps) {
  return (
    <Field label={label} required error={error}>
      {(control) => <PhoneInput {...control} registration={registration} readOnly={readOnly} />}
    </Field>
  );
}
