import { preferredLocale } from "@sahayi/contract/i18n";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { pageLocale, rememberedLocale } from "../../lib/i18n.ts";

const LanguagePrompt = lazy(() =>
  import("./language-prompt.tsx").then((module) => ({ default: module.LanguagePrompt })),
);

/**
 * A first visit to the English home page from a browser that asks for Malayalam first is
 * offered the Malayalam site, never sent there: the prompt's code loads only then.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  const [offered] = useState(
    () =>
      pageLocale() === "en" &&
      rememberedLocale() === undefined &&
      preferredLocale(navigator.languages) === "ml",
  );
  if (!offered || pathname !== "/") return null;
  return (
    <Suspense fallback={null}>
      <LanguagePrompt />
    </Suspense>
  );
}
