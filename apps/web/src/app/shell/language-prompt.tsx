import * as panels from "@sahayi/contract/i18n/en/panels";
import { preferredLocale } from "@sahayi/contract/i18n/translate";
import { useState } from "react";
import { useLocation } from "react-router";
import { otherLanguage, rememberedLocale, rememberLocale, t } from "../../lib/i18n.ts";

/**
 * A first visit to the English home page from a browser that asks for Malayalam first is
 * offered the Malayalam site, never sent there; either answer is remembered. The shell loads
 * this module on the English home page only.
 */
export function LanguagePrompt() {
  const [open, setOpen] = useState(
    () => rememberedLocale() === undefined && preferredLocale(navigator.languages) === "ml",
  );
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
