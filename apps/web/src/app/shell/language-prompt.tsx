import * as panels from "@sahayi/contract/ui-text-panels";
import { useState } from "react";
import { useLocation } from "react-router";
import { otherLanguage, rememberLocale, t } from "../../lib/i18n.ts";

/** The offer of the Malayalam site (see LanguageOffer); either answer is remembered. */
export function LanguagePrompt() {
  const [open, setOpen] = useState(true);
  const { pathname, search } = useLocation();
  if (!open) return null;
  const malayalam = otherLanguage(pathname + search);
  return (
    <aside
      aria-labelledby="language-prompt-text"
      data-testid="language-prompt"
      className="border-sand border-b bg-brand-50"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
        <p id="language-prompt-text" className="font-medium text-ink">
          {t(panels.languagePrompt)}
        </p>
        <a
          href={malayalam.href}
          hrefLang="ml"
          lang="ml"
          onClick={() => rememberLocale("ml")}
          className="btn btn-primary min-h-11"
        >
          {t(panels.languagePromptAccept)}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale("en");
            setOpen(false);
          }}
          className="btn btn-outline min-h-11"
        >
          {t(panels.languagePromptDismiss)}
        </button>
      </div>
    </aside>
  );
}
