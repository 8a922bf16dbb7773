import * as account from "@sahayi/contract/i18n/en/account";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { toast } from "sonner";
import { OtpEntry } from "../../../components/one-time-code/otp-entry.tsx";
import { aroundSlot, SLOT } from "../../../lib/form.ts";
import { formatPhone } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import {
  otpRequestFailure,
  otpVerifyFailure,
  requestOtp,
  verifyOtp,
} from "../../../lib/queries/one-time-code.ts";
import { BackButton } from "./back-button.tsx";

interface CodeStepProps {
  phone: string;
  resendAfter: number;
  onBack: () => void;
  onResent: (resendAfter: number) => void;
  onVerified: (token: string) => void;
}

/** Step 2: the code from the SMS, with the 60 s countdown before Resend OTP. */
export function CodeStep({ phone, resendAfter, onBack, onResent, onVerified }: CodeStepProps) {
  const verify = async (code: string) => {
    try {
      const answer = await verifyOtp(phone, code, "reset");
      toast.success(t(toastMessages.otpVerified));
      onVerified(answer.verification_token);
    } catch (error) {
      throw new Error(otpVerifyFailure(error, "reset"));
    }
  };

  const resend = async () => {
    try {
      const answer = await requestOtp(phone, "reset");
      toast.success(t(toastMessages.otpResent));
      onResent(answer.resend_after);
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
        incompleteMessage={fieldMessages.otpIncompleteReset}
        disableUntilComplete={false}
      />
      <div>
        <BackButton onClick={onBack} />
      </div>
    </div>
  );
}
