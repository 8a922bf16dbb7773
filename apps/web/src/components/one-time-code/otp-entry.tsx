import { OTP_RESEND_SECONDS } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import { type KeyboardEvent, useId, useState } from "react";
import { t } from "../../lib/i18n.ts";
import { emptyOtpBoxes, isOtpComplete, type OtpBoxes, otpCode } from "./otp-boxes.ts";
import { OtpInput } from "./otp-input.tsx";
import { useCountdown } from "./use-countdown.ts";

export interface OtpEntryProps {
  /** Checks the code; throws an Error whose message tells the visitor what went wrong. */
  verify: (code: string) => Promise<void>;
  /** Sends a new code; answers the seconds until the next one may be asked for. */
  resend: () => Promise<number>;
  /** Seconds until the first resend (the server's `resend_after`). */
  resendAfter?: number;
  /** Product §5: "Please fill all OTP fields." or, on forgot password, "Please enter all 4 digits". */
  incompleteMessage: string;
  /** Verify OTP stays disabled until every box holds a digit (product §4). */
  disableUntilComplete?: boolean;
  verifyLabel?: string;
}

/**
 * The code step shared by sign-up, helper registration and forgot password: the four boxes,
 * Verify OTP, and the resend countdown. It lives inside other forms, so it is no form of its
 * own: Enter in a box verifies instead of submitting the page's form.
 */
export function OtpEntry({
  verify,
  resend,
  resendAfter = OTP_RESEND_SECONDS,
  incompleteMessage,
  disableUntilComplete = true,
  verifyLabel = t(account.verifyOtp),
}: OtpEntryProps) {
  const errorId = useId();
  const [boxes, setBoxes] = useState<OtpBoxes>(emptyOtpBoxes);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const { secondsLeft, restart } = useCountdown(resendAfter);
  const complete = isOtpComplete(boxes);

  const onVerify = async () => {
    if (busy) return;
    if (!complete) {
      setError(incompleteMessage);
      return;
    }
    setBusy("verify");
    setError(null);
    try {
      await verify(otpCode(boxes));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const onResend = async () => {
    setBusy("resend");
    setError(null);
    try {
      restart(await resend());
      setBoxes(emptyOtpBoxes());
    } catch {
      // resend() has told the visitor why; the Resend OTP button stays for another try.
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void onVerify();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from the boxes inside
    <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
      <OtpInput
        boxes={boxes}
        onChange={(next) => {
          setBoxes(next);
          setError(null);
        }}
        errorId={error ? errorId : undefined}
        disabled={busy === "verify"}
        autoFocus
      />
      <p id={errorId} role="alert" className="min-h-5 font-medium text-accent-700 text-sm">
        {error ? t(error) : null}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={onVerify}
          disabled={busy !== null || (disableUntilComplete && !complete)}
        >
          {busy === "verify" ? t(account.verifying) : verifyLabel}
        </button>
        {secondsLeft > 0 ? (
          <p className="text-muted text-sm" aria-live="off">
            {t(account.resendIn, { seconds: secondsLeft })}
          </p>
        ) : (
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
            onClick={onResend}
            disabled={busy !== null}
          >
            {t(account.resendOtp)}
          </button>
        )}
      </div>
    </div>
  );
}
