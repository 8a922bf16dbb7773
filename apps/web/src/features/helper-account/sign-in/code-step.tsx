import { otpIncompleteMessage } from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { toastMessages } from "@sahayi/contract/messages";
import { useRef } from "react";
import { toast } from "sonner";
import { OtpEntry } from "../../../components/one-time-code/otp-entry.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { aroundSlot, SLOT } from "../../../lib/form.ts";
import { formatPhone } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import {
  otpRequestFailure,
  otpVerifyFailure,
  requestOtp,
  verifyOtp,
} from "../../../lib/queries/one-time-code.ts";
import { useHelperSignIn } from "../api/sign-in.ts";

interface CodeStepProps {
  phone: string;
  resendAfter: number;
  onBack: () => void;
  /** No registration uses this phone: back to the phone step, which says so. */
  onNotRegistered: () => void;
}

/**
 * The code from the SMS, with the countdown before Resend OTP, then her sign-in. A code is
 * checked once: when the sign-in after it fails (no network), trying again signs in with the
 * token it already gave, which the server keeps until a sign-in spends it.
 */
export function CodeStep({ phone, resendAfter, onBack, onNotRegistered }: CodeStepProps) {
  const signIn = useHelperSignIn();
  const verifiedToken = useRef<string | null>(null);

  const verify = async (code: string) => {
    if (!verifiedToken.current) {
      try {
        verifiedToken.current = (await verifyOtp(phone, code, "maid_login")).verification_token;
      } catch (error) {
        throw new Error(otpVerifyFailure(error, "maid_login"));
      }
    }
    try {
      await signIn.mutateAsync({ mobile_number: phone, verification_token: verifiedToken.current });
      toast.success(t(words.signedIn));
    } catch (error) {
      if (error instanceof ApiError && error.code === "NOT_REGISTERED") {
        onNotRegistered();
        return;
      }
      throw new Error(errorMessage(error));
    }
  };

  const resend = async () => {
    try {
      const answer = await requestOtp(phone, "maid_login");
      verifiedToken.current = null;
      toast.success(t(toastMessages.otpResent));
      return answer.resend_after;
    } catch (error) {
      toast.error(t(otpRequestFailure(error, toastMessages.otpResendFailed)));
      throw error;
    }
  };

  const [before, after] = aroundSlot(t(account.codeSentTo, { phone: SLOT }));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {before}
        <span className="font-semibold text-ink">{formatPhone(phone)}</span>
        {after}
      </p>
      <OtpEntry
        verify={verify}
        resend={resend}
        resendAfter={resendAfter}
        incompleteMessage={otpIncompleteMessage("maid_login")}
        verifyLabel={t(words.signIn)}
      />
      <div>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t(account.back)}
        </button>
      </div>
    </div>
  );
}
