import { PHONE_DIGITS, PHONE_PREFIX } from "@sahayi/contract/constants";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { digitsOnly } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";

/** What a field hands its control so the label and the message are tied to it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

interface FieldProps {
  label: string;
  /** The field's message (product §5), shown under the control and read with it. */
  error?: string;
  /** Marks the field with an asterisk, as every required field of the spec's forms is. */
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const inputClass =
  "w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink placeholder:text-muted/70 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-sand/40 read-only:bg-sand/30 aria-invalid:border-accent-600";

/** One form field the same way everywhere: label and asterisk, control, hint, message. */
export function Field({ label, error, required, hint, className = "", children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-accent-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's message under it, named by the control's aria-describedby; nothing when none. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="font-medium text-accent-700 text-sm">
      {t(message)}
    </p>
  ) : null;
}

/** The fixed +91 in front of a phone number (product §2), outside the digits typed. */
export function PhonePrefixed({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <div className="flex items-stretch">
      <span className="inline-flex items-center rounded-l-lg border border-sand border-r-0 bg-sand/60 px-3 font-medium text-muted">
        {prefix}
      </span>
      <div className="min-w-0 flex-1 [&_input]:rounded-l-none">{children}</div>
    </div>
  );
}

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  registration: UseFormRegisterReturn;
};

/** A phone or WhatsApp number after the +91 (product §5): 10 digits, nothing else, a phone keypad. */
export function PhoneInput({ registration, ...input }: PhoneInputProps) {
  return (
    <PhonePrefixed prefix={PHONE_PREFIX}>
      <input
        {...input}
        {...digitsOnly(registration, PHONE_DIGITS)}
        type="tel"
        className={inputClass}
      />
    </PhonePrefixed>
  );
}
