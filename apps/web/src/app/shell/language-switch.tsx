import * as shell from "@sahayi/contract/i18n/en/shell";
import { useLocation } from "react-router";
import { otherLanguage, rememberLocale, t } from "../../lib/i18n.ts";

/**
 * "മലയാളം" on an English page, "English" on a Malayalam one: the same page and query in the
 * other language. A plain link, so the other language's page loads with its own words, font
 * and head; the choice is remembered.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = otherLanguage(pathname + search + hash);
  return (
    <a
      href={other.href}
      hrefLang={other.locale}
      lang={other.locale}
      onClick={() => rememberLocale(other.locale)}
      className={`inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      {t(shell.otherLanguage)}
    </a>
  );
}
