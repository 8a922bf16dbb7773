import { zodResolver } from "@hookform/resolvers/zod";
import { helperAccountMessages, maidLoginRequestSchema } from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import { registerAsMaid } from "@sahayi/contract/i18n/en/shell";
import { toastMessages } from "@sahayi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { Field, PhoneInput } from "../../../components/fields/field.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import { otpRequestFailure, requestOtp } from "../../../lib/queries/one-time-code.ts";

const phoneSchema = maidLoginRequestSchema.pick({ mobile_number: true });

interface PhoneStepProps {
  phone: string;
  /** The server found no registration with this phone at the last try. */
  notRegistered: boolean;
  onSent: (phone: string, resendAfter: number) => void;
}

/** Her phone number, to which the code goes; a failed send keeps what she typed. */
export function PhoneStep({ phone, notRegistered, onSent }: PhoneStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, handleSubmit } = useForm<{ mobile_number: string }>({
    resolver: zodResolver(phoneSchema),
    mode: "onTouched",
    defaultValues: { mobile_number: phone },
  });

  const submit = handleSubmit(async ({ mobile_number }) => {
    setFailure(null);
    try {
      const answer = await requestOtp(mobile_number, "maid_login");
      toast.success(t(toastMessages.otpSent));
      onSent(mobile_number, answer.resend_after);
    } catch (error) {
      setFailure(otpRequestFailure(error, toastMessages.otpSendFailed));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(account.stepPhone)}
      className="flex flex-col gap-5"
    >
      <Field label={t(account.phoneLabel)} required error={formState.errors.mobile_number?.message}>
        {(c) => <PhoneInput {...c} registration={register("mobile_number")} autoComplete="tel" />}
      </Field>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      {notRegistered && !failure ? (
        <FormAlert>
          {t(helperAccountMessages.notRegistered)}{" "}
          <Link to={paths.registerMaid.href()} className="underline underline-offset-4">
            {t(registerAsMaid)}
          </Link>
        </FormAlert>
      ) : null}
      <button type="submit" className="btn btn-accent w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t(account.sendingOtp) : t(account.sendOtp)}
      </button>
    </form>
  );
}
