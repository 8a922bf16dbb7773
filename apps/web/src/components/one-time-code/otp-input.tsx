import * as account from "@sahayi/contract/i18n/en/account";
import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { t } from "../../lib/i18n.ts";
import { enterDigits, type OtpBoxes, typedText } from "./otp-boxes.ts";

interface OtpInputProps {
  boxes: OtpBoxes;
  onChange: (boxes: OtpBoxes) => void;
  /** The id of the message that describes a wrong or missing code, when one shows. */
  errorId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Four single-digit boxes (product §4 "Phone verification"): digits only, a digit moves focus
 * to the next box, Backspace in an empty box goes back, a pasted code fills every box. The
 * first box asks the phone to offer the code from the SMS (autocomplete="one-time-code").
 */
export function OtpInput({ boxes, onChange, errorId, disabled, autoFocus }: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  const enter = (index: number, text: string) => {
    const next = enterDigits(boxes, index, text);
    onChange(next.boxes);
    if (text.replace(/\D/g, "")) focusBox(next.focus);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !boxes[index] && index > 0) {
      event.preventDefault();
      onChange(boxes.map((box, i) => (i === index - 1 ? "" : box)));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < boxes.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData("text"));
  };

  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className="mb-2 font-medium text-ink">{t(account.enterOtp)}</legend>
      <div className="flex gap-2 sm:gap-3">
        {boxes.map((box, index) => (
          <input
            // The boxes never move, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list
            key={index}
            ref={(input) => {
              inputs.current[index] = input;
            }}
            value={box}
            onChange={(event) => enter(index, typedText(box, event.target.value))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={t(account.otpDigit, { digit: index + 1, digits: boxes.length })}
            aria-invalid={errorId ? true : undefined}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the boxes appear because the visitor asked for a code
            autoFocus={autoFocus && index === 0}
            className="size-12 rounded-lg border-2 border-sand bg-white text-center font-semibold text-ink text-xl focus:border-brand-600 disabled:bg-sand/60 aria-invalid:border-accent-600"
          />
        ))}
      </div>
    </fieldset>
  );
}
