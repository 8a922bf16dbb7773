import * as account from "@sahayi/contract/i18n/en/account";
import { toastMessages } from "@sahayi/contract/messages";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AuthCard } from "../../components/auth-card.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { CodeStep } from "./forgot-password/code-step.tsx";
import { PasswordStep } from "./forgot-password/password-step.tsx";
import { PhoneStep } from "./forgot-password/phone-step.tsx";

type Step =
  | { name: "phone" }
  | { name: "code"; phone: string; resendAfter: number }
  | { name: "password"; phone: string; token: string };

const stepTitles = {
  phone: account.stepPhone,
  code: account.enterOtp,
  password: account.stepPassword,
};
const stepNumbers = { phone: 1, code: 2, password: 3 };

/**
 * Product §2 forgot password: phone, then the code, then a new password, each with Back (from
 * the first step, Back goes back in history). The phone typed in step 1 is kept when the
 * visitor comes back to it.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStepNow] = useState<Step>({ name: "phone" });
  const heading = useRef<HTMLHeadingElement>(null);
  /** A new step is announced by moving focus to its heading, once the step is on screen. */
  const setStep = (next: Step) => {
    flushSync(() => setStepNow(next));
    heading.current?.focus();
  };
  const [phone, setPhone] = useState("");
  // The last code sent, so Back and Send OTP again for the same number reuse it: a new one
  // could not be sent within 60 s anyway, and the old one is still good.
  const [lastSent, setLastSent] = useState<{ phone: string; resendAt: number } | null>(null);

  const backFromPhone = () => {
    // A visitor who opened this page directly has no page to go back to in this app.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.login.href());
  };

  return (
    <AuthCard title={t(account.forgotTitle)} intro={t(account.forgotIntro)}>
      <p className="font-medium text-muted text-sm">
        {t(account.stepOf, { step: stepNumbers[step.name], steps: 3 })}
      </p>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-1 mb-5 font-semibold text-brand-900 text-xl focus:outline-none"
      >
        {t(stepTitles[step.name])}
      </h2>
      {step.name === "phone" ? (
        <PhoneStep
          phone={phone}
          onBack={backFromPhone}
          codeStillFresh={(wanted) => {
            const wait = lastSent?.phone === wanted ? lastSent.resendAt - Date.now() : 0;
            if (wait <= 0) return false;
            setPhone(wanted);
            setStep({ name: "code", phone: wanted, resendAfter: Math.ceil(wait / 1000) });
            return true;
          }}
          onSent={(sentTo, resendAfter) => {
            setPhone(sentTo);
            setLastSent({ phone: sentTo, resendAt: Date.now() + resendAfter * 1000 });
            setStep({ name: "code", phone: sentTo, resendAfter });
          }}
        />
      ) : step.name === "code" ? (
        <CodeStep
          phone={step.phone}
          resendAfter={step.resendAfter}
          onResent={(resendAfter) =>
            setLastSent({ phone: step.phone, resendAt: Date.now() + resendAfter * 1000 })
          }
          onBack={() => setStep({ name: "phone" })}
          onVerified={(token) => setStep({ name: "password", phone: step.phone, token })}
        />
      ) : (
        <PasswordStep
          phone={step.phone}
          token={step.token}
          onBack={() =>
            setStep({
              name: "code",
              phone: step.phone,
              resendAfter: Math.max(0, Math.ceil(((lastSent?.resendAt ?? 0) - Date.now()) / 1000)),
            })
          }
          onDone={() => {
            toast.success(t(toastMessages.passwordReset));
            navigate(paths.login.href(), { replace: true, state: { phone: step.phone } });
          }}
        />
      )}
    </AuthCard>
  );
}
