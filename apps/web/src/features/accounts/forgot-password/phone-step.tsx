import { zodResolver } from "@hookform/resolvers/zod";
import { resetPhoneFormSchema } from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import { toastMessages } from "@sahayi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, PhoneInput } from "../../../components/fields/field.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { t } from "../../../lib/i18n.ts";
import { otpRequestFailure, requestOtp } from "../../../lib/queries/one-time-code.ts";
import { BackButton } from "./back-button.tsx";

interface PhoneStepProps {
  phone: string;
  onBack: () => void;
  /** Goes on to the code step without a new SMS when a code just went to this number. */
  codeStillFresh: (phone: string) => boolean;
  onSent: (phone: string, resendAfter: number) => void;
}

/** Step 1: the phone number the code goes to. */
export function PhoneStep({ phone, onBack, codeStillFresh, onSent }: PhoneStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, handleSubmit } = useForm<{ mobile_number: string }>({
    resolver: zodResolver(resetPhoneFormSchema),
    mode: "onTouched",
    defaultValues: { mobile_number: phone },
  });

  const submit = handleSubmit(async ({ mobile_number }) => {
    setFailure(null);
    if (codeStillFresh(mobile_number)) return;
    try {
      const answer = await requestOtp(mobile_number, "reset");
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
        {(c) => (
          <PhoneInput {...c} registration={register("mobile_number")} autoComplete="username" />
        )}
      </Field>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <div className="flex gap-3">
        <BackButton onClick={onBack} />
        <button type="submit" className="btn btn-accent flex-1" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t(account.sendingOtp) : t(account.sendOtp)}
        </button>
      </div>
    </form>
  );
}
