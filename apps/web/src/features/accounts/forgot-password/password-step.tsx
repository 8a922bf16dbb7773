import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import { toastMessages } from "@sahayi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { NewPasswordFields } from "../../../components/fields/password-field.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { BackButton } from "./back-button.tsx";

interface PasswordStepProps {
  phone: string;
  token: string;
  onBack: () => void;
  onDone: () => void;
}

interface PasswordForm {
  password: string;
  confirm_password: string;
}

/** Step 3: the new password, twice. A reset ends every session of the account. */
export function PasswordStep({ phone, token, onBack, onDone }: PasswordStepProps) {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, handleSubmit } = useForm<PasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirm_password: "" },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ mobile_number: phone, password, verification_token: token });
      onDone();
    } catch (error) {
      // Product §8: the server's message, else Failed to reset password. Please try again.
      setFailure(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : toastMessages.passwordResetFailed,
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(account.stepPassword)}
      className="flex flex-col gap-5"
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={phone} readOnly />
      <NewPasswordFields
        label={t(account.newPasswordLabel)}
        register={register}
        password="password"
        confirm="confirm_password"
        errors={{
          password: formState.errors.password?.message,
          confirm: formState.errors.confirm_password?.message,
        }}
      />
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <div className="flex gap-3">
        <BackButton onClick={onBack} />
        <button type="submit" className="btn btn-accent flex-1" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t(account.resetting) : t(account.resetPassword)}
        </button>
      </div>
    </form>
  );
}
