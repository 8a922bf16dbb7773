import * as account from "@sahayi/contract/i18n/en/account";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { aroundSlot, SLOT } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { FieldError } from "./field.tsx";

/**
 * The tick box of the sign-up and registration forms: the person says they read the privacy
 * policy (it opens in a new tab, so nothing typed is lost). The form sends the policy's
 * version when it is ticked (docs/decisions/025).
 */
export function PrivacyConsentField({
  registration,
  error,
  className = "",
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [before, after] = aroundSlot(t(account.consentAgree, { policy: SLOT }));
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-required="true"
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-ink">
          {before}
          <a
            href={paths.privacyPolicy.href()}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline"
          >
            {t(account.privacyPolicyLink)}
          </a>
          {after}
          <span aria-hidden="true" className="text-accent-700">
            {" "}
            *
          </span>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
