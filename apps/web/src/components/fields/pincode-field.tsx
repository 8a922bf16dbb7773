import { PINCODE_DIGITS } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { digitsOnly } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { Field, inputClass } from "./field.tsx";

interface PincodeFieldProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  name: Path<Values>;
  error?: string;
  readOnly?: boolean;
  /** The address is the person's own, so the browser may offer the postal code it keeps. */
  ownAddress?: boolean;
}

/**
 * A pincode (product §5: 6 digits, non-digits stripped as typed). Registered as it renders, in
 * the form's order, so a refused submit focuses the first field with a problem.
 */
export function PincodeField<Values extends FieldValues>({
  register,
  name,
  error,
  readOnly,
  ownAddress = true,
}: PincodeFieldProps<Values>) {
  return (
    <Field label={t(account.pincodeLabel)} required error={error}>
      {(control) => (
        <input
          {...control}
          {...digitsOnly(register(name), PINCODE_DIGITS)}
          readOnly={readOnly}
          autoComplete={ownAddress ? "postal-code" : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}
