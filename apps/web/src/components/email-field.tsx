import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "./field.tsx";

interface EmailFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  readOnly?: boolean;
  /** The address is the person's own, so the browser may offer the one it keeps for her. */
  ownAddress?: boolean;
  className?: string;
}

/** An e-mail address (product §5), with an e-mail keyboard on a phone. */
export function EmailField({
  registration,
  error,
  label = "Email Address",
  readOnly,
  ownAddress = true,
  className,
}: EmailFieldProps) {
  return (
    <Field label={label} required error={error} className={className}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          readOnly={readOnly}
          autoComplete={ownAddress ? "email" : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}
