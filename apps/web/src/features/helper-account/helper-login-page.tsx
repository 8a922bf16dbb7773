import * as account from "@sahayi/contract/i18n/en/account";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Navigate } from "react-router";
import { AuthCard } from "../../components/auth-card.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useHelperSignedIn } from "./helper-session.ts";
import { CodeStep } from "./sign-in/code-step.tsx";
import { PhoneStep } from "./sign-in/phone-step.tsx";

type Step = { name: "phone" } | { name: "code"; phone: string; resendAfter: number };

/**
 * A helper's sign-in (decision 044): her phone, then the 4-digit code sent to it; no password.
 * Once signed in (now or before) she goes to her page. The phone she typed stays through Back
 * and through a failure.
 */
export function HelperLoginPage() {
  const signedIn = useHelperSignedIn();
  const [step, setStepNow] = useState<Step>({ name: "phone" });
  const [phone, setPhone] = useState("");
  const [notRegistered, setNotRegistered] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  /** A new step is announced by moving focus to its heading, once the step is on screen. */
  const setStep = (next: Step) => {
    flushSync(() => setStepNow(next));
    heading.current?.focus();
  };

  if (signedIn) return <Navigate to={paths.helperAccount.href()} replace />;
  return (
    <AuthCard title={t(words.signInTitle)} intro={t(words.signInIntro)}>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mb-5 font-semibold text-brand-900 text-xl focus:outline-none"
      >
        {t(step.name === "phone" ? account.stepPhone : account.enterOtp)}
      </h2>
      {step.name === "phone" ? (
        <PhoneStep
          phone={phone}
          notRegistered={notRegistered}
          onSent={(sentTo, resendAfter) => {
            setPhone(sentTo);
            setNotRegistered(false);
            setStep({ name: "code", phone: sentTo, resendAfter });
          }}
        />
      ) : (
        <CodeStep
          phone={step.phone}
          resendAfter={step.resendAfter}
          onBack={() => setStep({ name: "phone" })}
          onNotRegistered={() => {
            setNotRegistered(true);
            setStep({ name: "phone" });
          }}
        />
      )}
    </AuthCard>
  );
}
