import type { Maid } from "@sahayi/contract";
import { PHONE_PREFIX } from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { useEffect, useState } from "react";
import { formatPhone } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";

/** How long the button says it copied. */
const COPIED_MS = 2000;

/**
 * A bought helper's numbers written out, each with a Copy button: a desktop cannot follow a
 * tel: link, and a person may want the number in another app. Nothing for a helper not bought
 * (the API sends no numbers then). One line when the WhatsApp number is the phone number.
 */
export function RevealedNumbers({
  maid,
  className = "",
}: {
  maid: Pick<Maid, "mobile_number" | "whatsapp_number">;
  className?: string;
}) {
  const { mobile_number: phone, whatsapp_number: whatsapp } = maid;
  const lines = [
    phone
      ? {
          label: t(whatsapp === phone ? contacted.phoneAndWhatsapp : contacted.phoneLabel),
          number: phone,
        }
      : null,
    whatsapp && whatsapp !== phone ? { label: t(contacted.whatsappLabel), number: whatsapp } : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <dl data-testid="revealed-numbers" className={`flex flex-col gap-1.5 text-sm ${className}`}>
      {lines.map((line) => (
        <div key={line.label} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="text-muted">{line.label}</dt>
          <dd className="select-all font-semibold text-ink">{formatPhone(line.number)}</dd>
          <dd>
            <CopyButton what={line.label} number={line.number} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CopyButton({ what, number }: { what: string; number: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      // +91 and the digits: what a dialler or a contacts app takes when pasted.
      await navigator.clipboard.writeText(`${PHONE_PREFIX}${number.replace(/\D/g, "")}`);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t(contacted.copyLabel, { what, number: formatPhone(number) })}
        className="btn btn-outline min-h-8 px-2.5 py-1 text-xs"
      >
        {t(state === "copied" ? contacted.copyDone : contacted.copy)}
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? t(contacted.copied, { what }) : ""}
      </span>
      {state === "failed" ? (
        <span role="alert" className="block text-accent-800 text-xs">
          {t(contacted.copyFailed)}
        </span>
      ) : null}
    </>
  );
}
