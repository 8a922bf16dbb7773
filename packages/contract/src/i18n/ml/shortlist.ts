import { SHORTLIST_MAX_HELPERS } from "../../constants.ts";
import { shortlistMessages } from "../../shortlist/shortlist.ts";
import * as shortlist from "../en/shortlist.ts";
import * as heart from "../en/shortlist-heart.ts";
import { pair } from "./pair.ts";

/** The API's refusal of one more helper on a full shortlist, in Malayalam (ml/account-errors.ts). */
export const shortlistAnswers = [
  pair(
    shortlistMessages.full,
    `നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ ${SHORTLIST_MAX_HELPERS} സഹായികളെ വരെ സൂക്ഷിക്കാം. മറ്റൊരാളെ ചേർക്കാൻ ഒരാളെ മാറ്റുക.`,
  ),
];

/** The shortlist's words in Malayalam, beside their English (en/shortlist.ts, en/shortlist-heart.ts); see messages.ts. */
export const shortlistWords = [
  pair(shortlist.shortlistTab, "ഷോർട്ട്‌ലിസ്റ്റ്"),
  pair(heart.keepHelper, "{name}-നെ ഷോർട്ട്‌ലിസ്റ്റിൽ ചേർക്കുക"),
  pair(heart.dropHelper, "{name}-നെ ഷോർട്ട്‌ലിസ്റ്റിൽ നിന്ന് മാറ്റുക"),
  pair(shortlist.kept, "{name} നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ ഉണ്ട്."),
  pair(shortlist.dropped, "{name}-നെ ഷോർട്ട്‌ലിസ്റ്റിൽ നിന്ന് മാറ്റി."),
  pair(shortlist.keptAfterLogin, "{name}-നെ ഷോർട്ട്‌ലിസ്റ്റിൽ ചേർക്കാൻ ലോഗിൻ ചെയ്യുക."),
  pair(
    shortlist.emptyShortlist,
    "നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ ഇതുവരെ സഹായികളില്ല. തീരുമാനിക്കുന്നതുവരെ ഒരു സഹായിയെ ഇവിടെ സൂക്ഷിക്കാൻ അവരുടെ ഹൃദയ അടയാളത്തിൽ തൊടുക.",
  ),
  pair(shortlist.findHelpers, "സഹായികളെ കണ്ടെത്തുക"),
  pair(shortlist.keptCount, {
    one: "{max}-ൽ {count} സഹായി",
    other: "{max}-ൽ {count} സഹായികൾ",
  }),
  pair(shortlist.compareChoose, "താരതമ്യം ചെയ്യാൻ {max} സഹായികളെ വരെ തിരഞ്ഞെടുക്കുക."),
  pair(shortlist.compareHelper, "{name}-നെ താരതമ്യം ചെയ്യുക"),
  pair(shortlist.compareButton, "താരതമ്യം ചെയ്യുക ({count})"),
  pair(shortlist.compareTitle, "താരതമ്യം"),
  pair(shortlist.compareClose, "പട്ടികയിലേക്ക് മടങ്ങുക"),
  pair(shortlist.compareAtMost, "ഒരേസമയം {max} സഹായികളെ വരെ താരതമ്യം ചെയ്യാം."),
  pair(shortlist.compareAge, "പ്രായം"),
  pair(shortlist.compareLocation, "സ്ഥലം"),
  pair(shortlist.compareExperience, "പരിചയം"),
  pair(shortlist.compareShift, "ഷിഫ്റ്റ്"),
  pair(shortlist.compareLanguage, "ഭാഷ"),
  pair(shortlist.compareCategories, "വിഭാഗങ്ങൾ"),
  pair(shortlist.compareVerified, "പരിശോധിച്ചു"),
  pair(shortlist.compareNotVerified, "ഇതുവരെ ഇല്ല"),
  pair(shortlist.compareContact, "ബന്ധപ്പെടുക"),
];
