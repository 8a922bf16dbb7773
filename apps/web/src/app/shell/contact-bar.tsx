import * as shell from "@sahayi/contract/i18n/en/shell";
import { PhoneIcon, WhatsappIcon } from "../../components/icons.tsx";
import { formatPhone, telHref, whatsappHref } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";

/**
 * Product §2's call and chat links to the office, as a bar across the bottom of the screen. It
 * is exactly as tall as the band every page ends with (--floating-space), and spans the whole
 * width: content passes behind it as it passes behind the top bar, and no scroll position
 * leaves a button drawn over a field, a button or a line of text beside it.
 */
export function ContactBar({ number }: { number: string | undefined }) {
  if (!number) return null;
  const button = "btn min-h-11 flex-1 px-3 text-sm sm:flex-none sm:px-5";
  return (
    <aside
      aria-label={t(shell.quickContact)}
      data-testid="floating-contact"
      className="fixed inset-x-0 bottom-0 z-30 h-[var(--floating-space)] border-sand border-t bg-white shadow-[0_-4px_16px_rgb(31_26_23/0.08)]"
    >
      <div className="container-page flex h-full items-center gap-2 sm:justify-end sm:gap-3">
        <p className="mr-auto hidden font-medium text-muted lg:block">{t(shell.contactQuestion)}</p>
        <a
          href={whatsappHref(number)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} btn-outline`}
        >
          <WhatsappIcon width={18} height={18} />
          {t(shell.whatsappUs)}
        </a>
        <a href={telHref(number)} className={`${button} btn-primary`}>
          <PhoneIcon width={18} height={18} />
          {t(shell.callUs)}
          <span className="hidden md:inline">{formatPhone(number)}</span>
        </a>
      </div>
    </aside>
  );
}
