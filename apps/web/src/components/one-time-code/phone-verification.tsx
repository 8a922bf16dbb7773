import { otpIncompleteMessage } from "@sahayi/contract";
import { PHONE_DIGITS, PHONE_PREFIX } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { type KeyboardEvent, type Ref, useRef, useState } from "react";
import { toast } from "sonner";
import { t } from "../../lib/i18n.ts";
import {
  otpRequestFailure,
  otpVerifyFailure,
  requestOtp,
  verifyOtp,
} from "../../lib/queries/one-time-code.ts";
import { Field, inputClass, PhonePrefixed } from "../fields/field.tsx";
import { OtpEntry } from "./otp-entry.tsx";

interface PhoneVerificationProps {
  purpose: "signup" | "maid_registration";
  label?: string;
  /** The phone's digits; the page's form owns them. */
  phone: string;
  onPhoneChange: (digits: string) => void;
  onPhoneBlur?: () => void;
  phoneRef?: Ref<HTMLInputElement>;
  /** The form's message for the phone field (product §5). */
  phoneError?: string;
  /** Set once the code is verified; the page sends it with its form. */
  verificationToken: string | null;
  onVerificationChange: (token: string | null) => void;
}

/**
 * Product §4 "Phone verification" for sign-up and helper registration: Verify once 10 digits
 * are in; then the phone is locked with an Edit link and the code boxes appear; a right code
 * replaces them with OTP verified successfully!. The code is checked by the server, which
 * answers a token the page's form carries (decision 036, promise 1).
 */
export function PhoneVerification({
  purpose,
  label = t(account.phoneLabel),
  phone,
  onPhoneChange,
  onPhoneBlur,
  phoneRef,
  phoneError,
  verificationToken,
  onVerificationChange,
}: PhoneVerificationProps) {
  // The number the code was sent to, while the code step is open; null before and after.
  const [codeSentTo, setCodeSentTo] = useState<{ phone: string; resendAfter: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const verified = verificationToken !== null;
  const locked = verified || codeSentTo !== null;
  const phoneComplete = new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone);

  const send = async () => {
    if (!phoneComplete) {
      setSendError(fieldMessages.verifyNeedsPhone);
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const answer = await requestOtp(phone, purpose);
      setCodeSentTo({ phone, resendAfter: answer.resend_after });
      toast.success(t(toastMessages.otpSent));
    } catch (error) {
      const message = otpRequestFailure(error, toastMessages.otpSendFailed);
      setSendError(message);
      toast.error(t(message));
    } finally {
      setSending(false);
    }
  };

  const resend = async () => {
    try {
      const answer = await requestOtp(phone, purpose);
      toast.success(t(toastMessages.otpResent));
      return answer.resend_after;
    } catch (error) {
      toast.error(t(otpRequestFailure(error, toastMessages.otpResendFailed)));
      throw error;
    }
  };

  const verify = async (code: string) => {
    try {
      const answer = await verifyOtp(phone, code, purpose);
      setCodeSentTo(null);
      onVerificationChange(answer.verification_token);
      toast.success(t(toastMessages.otpVerified));
    } catch (error) {
      throw new Error(otpVerifyFailure(error, purpose));
    }
  };

  /** Product §4: Edit resets the code step and the verified flag; the digits stay to be fixed. */
  const edit = () => {
    setCodeSentTo(null);
    setSendError(null);
    onVerificationChange(null);
    // The input is read-only until this render is done; focus it on the next frame.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter asks for the code rather than submitting the whole form.
    if (event.key === "Enter" && !locked) {
      event.preventDefault();
      void send();
    }
  };

  const error = phoneError ?? sendError ?? undefined;
  return (
    <div className="flex flex-col gap-3">
      <Field label={label} required error={error}>
        {(control) => (
          <div className="flex items-stretch gap-2">
            <div className="min-w-0 flex-1">
              <PhonePrefixed prefix={PHONE_PREFIX}>
                <input
                  {...control}
                  ref={(input) => {
                    inputRef.current = input;
                    if (typeof phoneRef === "function") phoneRef(input);
                    else if (phoneRef) phoneRef.current = input;
                  }}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={PHONE_DIGITS}
                  value={phone}
                  readOnly={locked}
                  onChange={(event) =>
                    onPhoneChange(event.target.value.replace(/\D/g, "").slice(0, PHONE_DIGITS))
                  }
                  onBlur={onPhoneBlur}
                  onKeyDown={onKeyDown}
                  className={inputClass}
                />
              </PhonePrefixed>
            </div>
            {locked ? (
              <button
                type="button"
                onClick={edit}
                className="px-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                aria-label={t(account.editPhone)}
              >
                {t(account.edit)}
              </button>
            ) : (
              <button
                type="button"
                onClick={send}
                disabled={!phoneComplete || sending}
                className="btn btn-primary min-h-0 px-4"
              >
                {sending ? t(account.sending) : t(account.verify)}
              </button>
            )}
          </div>
        )}
      </Field>
      {verified ? (
        <p role="status" className="font-semibold text-brand-700">
          {t(toastMessages.otpVerified)}
        </p>
      ) : codeSentTo ? (
        <OtpEntry
          key={codeSentTo.phone}
          verify={verify}
          resend={resend}
          resendAfter={codeSentTo.resendAfter}
          incompleteMessage={otpIncompleteMessage(purpose)}
        />
      ) : null}
    </div>
  );
}
