import type { Maid } from "../../catalog/catalog.ts";
import type { StaticPage, StaticPagePath } from "../../site-pages.ts";

/**
 * What the served HTML of a Malayalam page (/ml/…) says about it: the site's tagline and
 * description, and each fixed page's title and description of site-pages.ts, in the words of
 * docs/glossary-ml.md. The server writes them; English pages never load them.
 */

export const SITE_TAGLINE_ML = "കേരളത്തിലെ വിശ്വസ്തരായ വീട്ടുസഹായികൾ";
export const SITE_DESCRIPTION_ML =
  "കേരളത്തിലെ വീട്ടുകാർക്ക് അടുത്തുള്ള വീട്ടുസഹായികളെ കണ്ടെത്താൻ Sahayi സഹായിക്കുന്നു: വീട്ടുജോലിക്കാരികൾ, പാചകക്കാർ, ഹോം നഴ്സുമാർ, കുട്ടികളെ നോക്കുന്നവർ, പ്രായമായവരെ പരിചരിക്കുന്നവർ. ഓരോരുത്തരെയും ഞങ്ങളുടെ ടീം പരിശോധിച്ച ശേഷമാണ് ചേർക്കുന്നത്.";
export const PAGE_NOT_FOUND_ML = "പേജ് കണ്ടെത്തിയില്ല";

export const STATIC_PAGES_ML = {
  "/": { title: undefined, description: SITE_DESCRIPTION_ML },
  "/search": {
    title: "സഹായിയെ കണ്ടെത്തുക",
    description:
      "കേരളത്തിലെ 14 ജില്ലകളിലെയും വീട്ടുജോലിക്കാരികളെയും പാചകക്കാരെയും ഹോം നഴ്സുമാരെയും പരിചരിക്കുന്നവരെയും സ്ഥലം, പ്രായം, ഷിഫ്റ്റ്, ഭാഷ, പരിചയം എന്നിവ വെച്ച് തിരയുക; 'പരിശോധിച്ചു' എന്ന അടയാളം ഞങ്ങൾ എന്ത് പരിശോധിച്ചു എന്ന് പറയുന്നു.",
  },
  "/categories": {
    title: "വിഭാഗങ്ങൾ",
    description:
      "വീട്ടുജോലിക്കാരികൾ, പാചകക്കാർ, ഹോം നഴ്സുമാർ, കുട്ടികളെ നോക്കുന്നവർ, പ്രായമായവരെ പരിചരിക്കുന്നവർ: നിങ്ങളുടെ വീടിന് വേണ്ട സഹായം തിരഞ്ഞെടുത്ത് അടുത്ത് ആരൊക്കെ ഉണ്ടെന്ന് കാണുക.",
  },
  "/subscriptions": {
    title: "സബ്സ്ക്രിപ്ഷൻ പ്ലാനുകൾ",
    description:
      "കേരളത്തിലെ വീട്ടുസഹായികളെ വിളിക്കാനോ വാട്സ്ആപ്പ് ചെയ്യാനോ ഉള്ള പ്ലാനുകൾ: എത്ര സഹായികളെ ബന്ധപ്പെടാം, എത്ര ദിവസത്തേക്ക്.",
  },
  "/about": {
    title: "ഞങ്ങളെക്കുറിച്ച്",
    description:
      "Sahayi കേരളത്തിലെ വീട്ടുകാരെ പരിശോധിച്ച് ചേർത്ത വീട്ടുസഹായികളുമായി ബന്ധിപ്പിക്കുന്നു: ഇത് എങ്ങനെ പ്രവർത്തിക്കുന്നു, കുടുംബങ്ങൾ എന്തുകൊണ്ട് വിശ്വസിക്കുന്നു.",
  },
  "/contact": {
    title: "ഞങ്ങളെ ബന്ധപ്പെടുക",
    description:
      "Sahayi-ക്ക് എഴുതുക, വിളിക്കുക അല്ലെങ്കിൽ വാട്സ്ആപ്പ് ചെയ്യുക: വീട്ടുകാരുടെയും സഹായികളുടെയും ചോദ്യങ്ങൾക്ക് ഞങ്ങൾ മറുപടി നൽകും.",
  },
  "/register-maid": {
    title: "ജോലിക്കാരിയായി രജിസ്റ്റർ ചെയ്യുക",
    description:
      "കേരളത്തിലെ വീട്ടുസഹായികൾക്ക്: Sahayi-യിൽ രജിസ്റ്റർ ചെയ്യുക, ഞങ്ങളുടെ ടീമിന്റെ പരിശോധനയ്ക്ക് ശേഷം അടുത്തുള്ള വീട്ടുകാർക്ക് നിങ്ങളെ കണ്ടെത്താം.",
  },
  "/terms-and-conditions": {
    title: "നിബന്ധനകളും വ്യവസ്ഥകളും",
    description: "വീട്ടുകാരും സഹായികളും Sahayi ഉപയോഗിക്കുന്നതിനുള്ള നിബന്ധനകൾ.",
  },
  "/privacy-policy": {
    title: "സ്വകാര്യതാ നയം",
    description:
      "വീട്ടുകാരെയും സഹായികളെയും കുറിച്ച് Sahayi എന്ത് സൂക്ഷിക്കുന്നു, എന്തിന്, എത്ര കാലം, ഒരു സഹായിയുടെ നമ്പർ ആര് കാണുന്നു.",
  },
  "/cancellation-and-refund": {
    title: "റദ്ദാക്കലും പണം തിരികെ നൽകലും",
    description: "സബ്സ്ക്രിപ്ഷൻ പ്ലാനുകൾ റദ്ദാക്കുന്നതിനും പണം തിരികെ നൽകുന്നതിനുമുള്ള Sahayi-യുടെ നയം.",
  },
  "/shipping-and-delivery": {
    title: "ഷിപ്പിംഗും ഡെലിവറിയും",
    description: "Sahayi ഓൺലൈൻ സബ്സ്ക്രിപ്ഷനുകൾ മാത്രമാണ് വിൽക്കുന്നത്: ഷിപ്പിംഗ് ബാധകമല്ല.",
  },
} as const satisfies Record<StaticPagePath, StaticPage>;

/**
 * A helper's page in Malayalam: "ആശ നായർ · വീട്ടുജോലിക്കാരി, പാചകക്കാർ · ആലുവ, എറണാകുളം".
 * Parts stand side by side rather than in a sentence: a place's name would need its ending
 * changed ("ആലുവയിലെ"), which a name from the database cannot be given reliably.
 */
export function maidPageTitleMl(maid: Pick<Maid, "name" | "category" | "location">): string {
  const work = maid.category.map((category) => category.name).join(", ") || "വീട്ടുസഹായി";
  return [maid.name, work, maid.location].filter(Boolean).join(" · ");
}

/** A helper's link preview in Malayalam: her title, then what a household asks first. */
export function maidDescriptionMl(maid: Maid): string {
  const facts = [
    `പ്രായം ${maid.age}`,
    `പരിചയം ${maid.experience_years} വർഷം`,
    maid.language && `ഭാഷ: ${maid.language}`,
    maid.shift && `ഷിഫ്റ്റ്: ${maid.shift}`,
  ].filter(Boolean);
  return `${maidPageTitleMl(maid)}. ${facts.join(", ")}. Sahayi-യിലെ പ്രൊഫൈൽ: അടുത്തുള്ള സഹായികളെ നേരിട്ട് ബന്ധപ്പെടുക.`;
}

export const maidPhotoAltMl = (name: string) => `ഫോട്ടോ: ${name}`;

/**
 * A plan's link preview in Malayalam: its name as the admin gave it, standing alone, and its
 * price as a sum (₹499 + 18% GST = ₹588.82), which needs no words.
 */
export const planDescriptionMl = (
  plan: { title: string; enquiries: number; tenureDays: number },
  price: string,
) =>
  `${plan.title}: Sahayi-യിൽ ${plan.tenureDays} ദിവസത്തേക്ക് ${plan.enquiries} സഹായികളുടെ ഫോൺ നമ്പറുകൾ, ${price}.`;

/** A category's link preview in Malayalam, its name (from the database) standing alone. */
export const categoryDescriptionMl = (name: string) =>
  `${name}: കേരളത്തിലെ സഹായികളെ ജില്ല, പ്രായം, ഷിഫ്റ്റ്, ഭാഷ, പരിചയം എന്നിവ വെച്ച് Sahayi-യിൽ തിരയുക, നേരിട്ട് ബന്ധപ്പെടുക.`;
