import { SITE_TAGLINE } from "../../site-pages.ts";
import * as home from "../en/home.ts";
import * as panels from "../en/panels.ts";
import * as shell from "../en/shell.ts";
import type { Message } from "../translate.ts";
import { accountToasts, accountWords } from "./account.ts";
import { contactWords } from "./contact.ts";
import { contactAnswers, contactedWords } from "./contacted.ts";
import { filterMessages } from "./filters.ts";
import { formMessages } from "./form-messages.ts";
import { helperMessages } from "./helper.ts";
import { helperAccountAnswers, helperAccountWords } from "./helper-account.ts";
import { pageWords } from "./pages.ts";
import { pair } from "./pair.ts";
import { paymentAnswers } from "./payment-messages.ts";
import { planMessages, planToasts } from "./plans.ts";
import { profileWords } from "./profile.ts";
import { registrationToasts, registrationWords } from "./registration.ts";
import { searchMessages } from "./search.ts";
import { shortlistAnswers, shortlistWords } from "./shortlist.ts";
import { SITE_TAGLINE_ML } from "./site-pages.ts";

/**
 * The web app's words in Malayalam, each beside the English message it translates (by its
 * name in en/shell.ts, en/panels.ts and en/home.ts; the search's, a helper's, the account
 * pages', the contact page's and the plans' and payments' in ml/filters.ts, ml/search.ts,
 * ml/helper.ts, ml/contacted.ts, ml/account.ts, ml/registration.ts, ml/contact.ts, ml/plans.ts, ml/shortlist.ts and ml/helper-account.ts, the forms'
 * messages in ml/form-messages.ts, a payment's refusals in ml/payment-messages.ts), in the words of docs/glossary-ml.md. Only Malayalam pages download
 * this module. A test checks that every English message has its Malayalam here, with the same
 * parameters.
 */

/**
 * Each English message beside its Malayalam. An English text may be listed twice (two keys
 * with the same words), then with the same Malayalam: a test holds that.
 */
export const malayalamEntries: readonly (readonly [Message, Message])[] = [
  // The home page's title in the browser's tab (the served HTML's is ml/site-pages.ts's).
  pair(SITE_TAGLINE, SITE_TAGLINE_ML),
  // shell
  pair(shell.skipToContent, "ഉള്ളടക്കത്തിലേക്ക് പോകുക"),
  pair(shell.navHome, "ഹോം"),
  pair(shell.navAbout, "ഞങ്ങളെക്കുറിച്ച്"),
  pair(shell.navContact, "ബന്ധപ്പെടുക"),
  pair(shell.navCategories, "വിഭാഗങ്ങൾ"),
  pair(shell.navPricing, "നിരക്കുകൾ"),
  pair(shell.registerAsMaid, "ജോലിക്കാരിയായി രജിസ്റ്റർ ചെയ്യുക"),
  pair(shell.userLogin, "ലോഗിൻ"),
  pair(shell.openMenu, "മെനു തുറക്കുക"),
  pair(shell.otherLanguage, "English"),
  pair(shell.quickContact, "പെട്ടെന്ന് ബന്ധപ്പെടാൻ"),
  pair(shell.contactQuestion, "സംശയങ്ങളുണ്ടോ? ഫോണിലും വാട്സ്ആപ്പിലും ഞങ്ങൾ മറുപടി നൽകും."),
  pair(shell.whatsappUs, "വാട്സ്ആപ്പ്"),
  pair(shell.callUs, "വിളിക്കുക"),
  pair(shell.myAccount, "എന്റെ അക്കൗണ്ട്"),
  // panels
  pair(panels.closeMenu, "മെനു അടയ്ക്കുക"),
  pair(panels.menuTitle, "മെനു"),
  pair(panels.signedIn, "ലോഗിൻ ചെയ്തിരിക്കുന്നു"),
  pair(
    panels.footerAbout,
    "കേരളത്തിലെ വീടുകൾക്ക് വീട്ടുജോലിക്കാരികൾ, പാചകക്കാർ, ഹോം നഴ്സുമാർ, കുട്ടികളെ നോക്കുന്നവർ, പ്രായമായവരെ പരിചരിക്കുന്നവർ. 'പരിശോധിച്ചു' എന്ന അടയാളം നോക്കുക: ഞങ്ങൾ എന്ത്, എപ്പോൾ പരിശോധിച്ചു എന്ന് അതിൽ ഉണ്ട്.",
  ),
  pair(panels.socialMedia, "സോഷ്യൽ മീഡിയ"),
  pair(panels.quickLinks, "പ്രധാന ലിങ്കുകൾ"),
  pair(panels.legal, "നിയമപരം"),
  pair(panels.officialInfo, "ഔദ്യോഗിക വിവരങ്ങൾ"),
  pair(panels.aboutUs, "ഞങ്ങളെക്കുറിച്ച്"),
  pair(panels.contactUs, "ഞങ്ങളെ ബന്ധപ്പെടുക"),
  pair(panels.termsAndConditions, "നിബന്ധനകളും വ്യവസ്ഥകളും"),
  pair(panels.privacyPolicy, "സ്വകാര്യതാ നയം"),
  pair(panels.cancellationAndRefund, "റദ്ദാക്കലും പണം തിരികെ നൽകലും"),
  pair(panels.shippingAndDelivery, "ഷിപ്പിംഗും ഡെലിവറിയും"),
  pair(panels.allRightsReserved, "© {year} Sahayi. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം."),
  pair(panels.languagePrompt, "ഈ സൈറ്റ് മലയാളത്തിലും ഉണ്ട്."),
  pair(panels.languagePromptAccept, "മലയാളത്തിൽ വായിക്കാം"),
  pair(panels.languagePromptDismiss, "വേണ്ട, നന്ദി"),
  pair(panels.account, "അക്കൗണ്ട്"),
  pair(panels.profile, "പ്രൊഫൈൽ"),
  pair(panels.adminConsole, "അഡ്മിൻ കൺസോൾ"),
  pair(panels.logout, "ലോഗൗട്ട്"),
  pair(panels.pageNotFound, "പേജ് കണ്ടെത്തിയില്ല"),
  pair(
    panels.pageNotFoundText,
    "എല്ലാ മുറിയിലും ഞങ്ങൾ നോക്കി, പക്ഷേ ഈ പേജ് ഇവിടെ ഇല്ല. അത് മാറ്റിയിരിക്കാം, അല്ലെങ്കിൽ വിലാസം തെറ്റായി ടൈപ്പ് ചെയ്തിരിക്കാം.",
  ),
  pair(panels.pageNotFoundPicture, "പേജ് തിരയുന്ന ഭൂതക്കണ്ണാടിയുമായി ഒരു ചെറിയ വീട്"),
  pair(panels.backHome, "ഹോമിലേക്ക് മടങ്ങുക"),
  // home
  pair(home.heroTitle, "അടുത്തുള്ള വിശ്വസ്തരായ വീട്ടുസഹായികളെ കണ്ടെത്തൂ"),
  pair(
    home.heroText,
    "കേരളത്തിലെ എല്ലാ ജില്ലകളിലും വീട്ടുജോലിക്കാരികൾ, പാചകക്കാർ, ഹോം നഴ്സുമാർ, കുട്ടികളെ നോക്കുന്നവർ, പ്രായമായവരെ പരിചരിക്കുന്നവർ. 'പരിശോധിച്ചു' എന്ന അടയാളം നോക്കുക: ഞങ്ങൾ എന്ത്, എപ്പോൾ പരിശോധിച്ചു എന്ന് അതിൽ ഉണ്ട്.",
  ),
  pair(home.categoriesTitle, "സേവന വിഭാഗങ്ങൾ"),
  pair(home.categoriesIntro, "നിങ്ങളുടെ വീടിന് വേണ്ട സഹായം തിരഞ്ഞെടുക്കുക."),
  pair(home.categoriesCarousel, "സേവന വിഭാഗങ്ങൾ"),
  pair(home.allCategories, "എല്ലാ വിഭാഗങ്ങളും"),
  pair(home.offers, "ഓഫറുകൾ"),
  pair(home.offerNumber, "ഓഫർ {number}"),
  pair(home.trustedMaidsTitle, "ഞങ്ങളുടെ വിശ്വസ്തരായ സഹായികൾ"),
  pair(home.trustedMaidsIntro, "പുതുതായി ചേർന്നവർ, ജോലിക്ക് തയ്യാർ."),
  pair(home.viewMore, "കൂടുതൽ കാണുക"),
  pair(home.aboutHeading, "Sahayi-യെക്കുറിച്ച്"),
  pair(home.aboutTitle, "ഓരോ കേരള വീടിനും ഒരു സഹായഹസ്തം"),
  pair(
    home.aboutText,
    "Sahayi ({sahayi}) കുടുംബങ്ങളെ വീട്ടുസഹായികളുമായി ബന്ധിപ്പിക്കുന്നു: വീട്ടുജോലിക്കാരികൾ, പാചകക്കാർ, ഹോം നഴ്സുമാർ, കുട്ടികളെ നോക്കുന്നവർ, പ്രായമായവരെ പരിചരിക്കുന്നവർ. അടുത്തുള്ളവരുടെ പ്രൊഫൈലുകൾ കാണുക, പരിചയവും ഷിഫ്റ്റും താരതമ്യം ചെയ്യുക, നിങ്ങളുടെ വീടിന് ചേരുന്ന സഹായിയെ ബന്ധപ്പെടുക.",
  ),
  pair(home.aboutReadMore, "ഞങ്ങളെക്കുറിച്ച് കൂടുതൽ വായിക്കുക"),
  pair(
    home.highlightVerified,
    "'പരിശോധിച്ചു' എന്ന അടയാളം നോക്കുക: ഞങ്ങൾ എന്ത്, എപ്പോൾ പരിശോധിച്ചു എന്ന് അതിൽ ഉണ്ട്.",
  ),
  pair(home.highlightDistricts, "കേരളത്തിലെ 14 ജില്ലകളിലും സഹായികൾ"),
  pair(home.highlightDirect, "സഹായികളോട് നേരിട്ട് സംസാരിക്കാം, ഇടനിലക്കാരില്ല"),
  pair(home.howTitle, "എങ്ങനെ പ്രവർത്തിക്കുന്നു"),
  pair(home.howIntro, "ശരിയായ സഹായിയിലേക്ക് മൂന്ന് എളുപ്പ ഘട്ടങ്ങൾ."),
  pair(home.howStep, "ഘട്ടം {number}"),
  pair(home.howSearchTitle, "തിരയുക, തിരഞ്ഞെടുക്കുക"),
  pair(
    home.howSearchText,
    "ജില്ല, നിയോജകമണ്ഡലം, പ്രായം, ഭാഷ, ഷിഫ്റ്റ്, വേണ്ട ജോലി എന്നിവ വെച്ച് സഹായികളെ തിരയുക.",
  ),
  pair(home.howChooseTitle, "ഏറ്റവും ചേരുന്നയാളെ തിരഞ്ഞെടുക്കുക"),
  pair(
    home.howChooseText,
    "പ്രൊഫൈലുകളും പരിചയവും ഫോട്ടോകളും താരതമ്യം ചെയ്ത് നിങ്ങളുടെ കുടുംബത്തിന് ചേരുന്ന സഹായിയെ തിരഞ്ഞെടുക്കുക. 'പരിശോധിച്ചു' എന്ന അടയാളം നോക്കുക: ഞങ്ങൾ എന്ത്, എപ്പോൾ പരിശോധിച്ചു എന്ന് അതിൽ ഉണ്ട്.",
  ),
  pair(home.howBookTitle, "ഉറപ്പിക്കുക, ആശ്വസിക്കുക"),
  pair(
    home.howBookText,
    "സഹായിയെ നേരിട്ട് വിളിക്കുകയോ സന്ദേശം അയയ്ക്കുകയോ ചെയ്യുക, കാര്യങ്ങൾ പറഞ്ഞുറപ്പിക്കുക, വൃത്തിയുള്ള വീട് ആസ്വദിക്കുക.",
  ),
  pair(home.becomeTitle, "സഹായിയായി ചേരൂ"),
  pair(
    home.becomeText,
    "വീട്ടുജോലി, പാചകം, ഹോം നഴ്സിംഗ്, പരിചരണം എന്നിവയിൽ ജോലി തേടുകയാണോ? ഒരിക്കൽ രജിസ്റ്റർ ചെയ്യുക, ഫോൺ നമ്പർ ഉറപ്പാക്കുക; പരിശോധനയ്ക്ക് ശേഷം അടുത്തുള്ള കുടുംബങ്ങൾക്ക് നിങ്ങളുടെ പ്രൊഫൈൽ കാണാം.",
  ),
  pair(home.becomeSignUp, "രജിസ്റ്റർ ചെയ്യുക"),
  pair(home.bannersLabel, "പ്രധാനപ്പെട്ടവ"),
  pair(home.slideOf, "{total}-ൽ {number}"),
  pair(home.previousBanner, "മുമ്പത്തെ ബാനർ"),
  pair(home.nextBanner, "അടുത്ത ബാനർ"),
  pair(home.goToBanner, "ബാനർ {number}-ലേക്ക് പോകുക"),
  pair(home.previousCategories, "മുമ്പത്തെ വിഭാഗങ്ങൾ"),
  pair(home.nextCategories, "അടുത്ത വിഭാഗങ്ങൾ"),
  pair(home.playBanners, "ബാനറുകൾ തുടരുക"),
  pair(home.pauseBanners, "ബാനറുകൾ നിർത്തുക"),
  pair(home.learnMore, "കൂടുതൽ അറിയുക"),
  pair(home.purposeHome, "Sahayi ഹോം"),
  pair(home.purposeSearch, "സഹായിയെ കണ്ടെത്തുക"),
  pair(home.purposeCategories, "സേവന വിഭാഗങ്ങൾ കാണുക"),
  pair(home.purposeRegister, "ജോലിക്കാരിയായി രജിസ്റ്റർ ചെയ്യുക"),
  pair(home.purposePlans, "സബ്സ്ക്രിപ്ഷൻ പ്ലാനുകൾ കാണുക"),
  pair(home.purposeAbout, "Sahayi-യെക്കുറിച്ച്"),
  pair(home.purposeContact, "Sahayi-യെ ബന്ധപ്പെടുക"),
  pair(home.opensSite, "{label} ({host} തുറക്കും)"),
  ...filterMessages,
  ...searchMessages,
  ...helperMessages,
  ...contactedWords,
  ...contactAnswers,
  ...accountWords,
  ...accountToasts,
  ...registrationWords,
  ...registrationToasts,
  ...contactWords,
  ...planMessages,
  ...planToasts,
  ...pageWords,
  ...profileWords,
  ...shortlistWords,
  ...shortlistAnswers,
  ...helperAccountWords,
  ...helperAccountAnswers,
  // The API's answers about a payment, which the failure page shows as the reason.
  ...paymentAnswers,
  // The same words the API answers the account forms with, for the forms' own checks.
  ...formMessages,
];

/** By English message; one English text has one Malayalam wherever it is shown. */
export const malayalamMessages: ReadonlyMap<Message, Message> = new Map(malayalamEntries);
