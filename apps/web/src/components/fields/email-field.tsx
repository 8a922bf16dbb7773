import * as account from "@sahayi/contract/i18n/en/account";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { t } from "../../lib/i18n.ts";
import { Field, inputClass } from "./field.tsx";

interface EmailFieldProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  name: Path<Values>;
  error?: string;
  label?: string;
  readOnly?: boolean;
  /** The address is the person's own, so the browser may offer the one it keeps for her. */
  ownAddress?: boolean;
}

/**
 * An e-mail address (product §5), with an e-mail keyboard on a phone. Registered as it renders,
 * in the form's order, so a refused submit focuses the first field with a problem.
 */
export function EmailField<Values extends FieldValues>({
  register,
  name,
  error,
  label = t(account.emailLabel),
  readOnly,
  ownAddress = true,
}: EmailFieldProps<Values>) {
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type="email"
          readOnly={readOnly}
          autoComplete={ownAddress ? "email" : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}
