import { PASSWORD_MIN_LENGTH } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { t } from "../../lib/i18n.ts";
import { Field, inputClass } from "./field.tsx";

interface PasswordFieldProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  name: Path<Values>;
  error?: string;
  label?: string;
  hint?: ReactNode;
  /** A password chosen now, or the one the account has: password managers tell them apart. */
  autoComplete?: "current-password" | "new-password";
}

/**
 * A password, hidden as it is typed. Registered as it renders, in the form's order, so a
 * refused submit focuses the first field with a problem.
 */
export function PasswordField<Values extends FieldValues>({
  register,
  name,
  error,
  label = t(account.passwordLabel),
  hint,
  autoComplete = "current-password",
}: PasswordFieldProps<Values>) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type="password"
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </Field>
  );
}

interface NewPasswordFieldsProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  password: Path<Values>;
  confirm: Path<Values>;
  errors: { password?: string; confirm?: string };
  label?: string;
}

/** A new password and the same again (sign-up, a reset), with the length it needs. */
export function NewPasswordFields<Values extends FieldValues>({
  register,
  password,
  confirm,
  errors,
  label = t(account.passwordLabel),
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordField
        register={register}
        name={password}
        label={label}
        error={errors.password}
        hint={t(account.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordField
        register={register}
        name={confirm}
        label={t(account.confirmPasswordLabel)}
        error={errors.confirm}
        autoComplete="new-password"
      />
    </>
  );
}
