import { PASSWORD_MIN_LENGTH } from "@sahayi/contract/constants";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "./field.tsx";

interface PasswordFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  hint?: ReactNode;
  /** A password chosen now, or the one the account has: password managers tell them apart. */
  autoComplete?: "current-password" | "new-password";
}

/** A password, hidden as it is typed. */
export function PasswordField({
  registration,
  error,
  label = "Password",
  hint,
  autoComplete = "current-password",
}: PasswordFieldProps) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="password"
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </Field>
  );
}

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  label?: string;
}

/** A new password and the same again (sign-up, a reset), with the length it needs. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  label = "Password",
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        registration={password}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirm Password"
        registration={confirm}
        error={errors.confirm}
        autoComplete="new-password"
      />
    </>
  );
}
