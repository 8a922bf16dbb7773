import {
  apiMessages,
  emptyStates,
  revealMessages,
  statusLabels,
  toastMessages,
} from "../../messages.ts";
import * as helper from "../en/helper.ts";
import { pair } from "./pair.ts";

/** A helper's words in Malayalam, beside their English (en/helper.ts); see messages.ts. */
export const helperMessages = [
  pair(helper.helperNotFound, "സഹായിയെ കണ്ടെത്തിയില്ല"),
  pair(helper.findOtherHelpers, "മറ്റ് സഹായികളെ കണ്ടെത്തുക"),
  pair(helper.verified, "✓ പരിശോധിച്ചു"),
  pair(helper.details, "വിവരങ്ങൾ"),
  pair(helper.ageAndGender, "{age} വയസ്സ് · {gender}"),
  pair(helper.years, { one: "1 വർഷം", other: "{count} വർഷം" }),
  pair(helper.newToPaidWork, "ശമ്പളമുള്ള ജോലിയിൽ പുതിയയാൾ"),
  pair(helper.experienceOf, "{years} പരിചയം"),
  pair(helper.updated, "പുതുക്കിയത്"),
  pair(helper.profileUpdated, "പ്രൊഫൈൽ പുതുക്കിയത്"),
  pair(helper.hiredThroughSahayi, {
    one: "Sahayi വഴി ഒരു തവണ ജോലിക്കെടുത്തു",
    other: "Sahayi വഴി {count} തവണ ജോലിക്കെടുത്തു",
  }),
  pair(helper.categories, "വിഭാഗങ്ങൾ"),
  pair(helper.helperDetails, "സഹായിയുടെ വിവരങ്ങൾ"),
  pair(helper.aboutMe, "എന്നെക്കുറിച്ച്"),
  pair(helper.gallery, "ഫോട്ടോകൾ"),
  pair(helper.openPhoto, "{total}-ൽ {number}-ാം ഫോട്ടോ തുറക്കുക"),
  pair(helper.callNow, "ഇപ്പോൾ വിളിക്കുക"),
  pair(helper.whatsapp, "വാട്സ്ആപ്പ്"),
  pair(
    helper.whatsappGreeting,
    "നമസ്കാരം {name}, Sahayi-യിൽ നിങ്ങളുടെ പ്രൊഫൈൽ കണ്ടു. ജോലിയെക്കുറിച്ച് സംസാരിക്കാൻ ആഗ്രഹിക്കുന്നു. ഇപ്പോൾ സംസാരിക്കാൻ സൗകര്യമുണ്ടോ?",
  ),
  pair(helper.close, "അടയ്ക്കുക"),
  pair(helper.callUsingEnquiry, "നിങ്ങളുടെ പ്ലാനിലെ ഒരു അന്വേഷണം ഉപയോഗിച്ച് {name}-നെ വിളിക്കുക."),
  pair(helper.messageUsingEnquiry, "നിങ്ങളുടെ പ്ലാനിലെ ഒരു അന്വേഷണം ഉപയോഗിച്ച് {name}-ന് സന്ദേശം അയയ്ക്കുക."),
  pair(helper.enquiriesUsed, "ഉപയോഗിച്ച അന്വേഷണങ്ങൾ"),
  pair(helper.contacted, {
    one: "{count} അന്വേഷണത്തിൽ {used} എണ്ണം നിങ്ങൾ ഉപയോഗിച്ചു.",
    other: "{count} അന്വേഷണങ്ങളിൽ {used} എണ്ണം നിങ്ങൾ ഉപയോഗിച്ചു.",
  }),
  pair(helper.limitReachedBody, {
    one: "നിങ്ങളുടെ പ്ലാനിലെ {count} ബന്ധപ്പെടലും നിങ്ങൾ ഉപയോഗിച്ചു. കൂടുതൽ സഹായികളെ ബന്ധപ്പെടാൻ പ്ലാൻ അപ്ഗ്രേഡ് ചെയ്യുക.",
    other:
      "നിങ്ങളുടെ പ്ലാനിലെ {count} ബന്ധപ്പെടലുകളും നിങ്ങൾ ഉപയോഗിച്ചു. കൂടുതൽ സഹായികളെ ബന്ധപ്പെടാൻ പ്ലാൻ അപ്ഗ്രേഡ് ചെയ്യുക.",
  }),
  pair(statusLabels.alreadySelected, "ബന്ധപ്പെട്ടു"),
  pair(emptyStates.noDetails, "വിവരങ്ങൾ ലഭ്യമല്ല."),
  pair(emptyStates.noImages, "ഫോട്ടോകൾ ലഭ്യമല്ല."),
  pair(apiMessages.maidNotFound, "ഈ സഹായി ഇല്ല, അല്ലെങ്കിൽ ഇപ്പോൾ പട്ടികയിൽ ഇല്ല."),
  pair(revealMessages.popupTitle, "തുടരണമെന്ന് ഉറപ്പാണോ?"),
  pair(revealMessages.confirm, "അതെ, ബന്ധപ്പെടുക"),
  pair(revealMessages.goBack, "വേണ്ട, മടങ്ങുക"),
  pair(revealMessages.upgrade, "പ്ലാൻ അപ്ഗ്രേഡ് ചെയ്യുക"),
  pair(toastMessages.limitReachedTitle, "നിങ്ങൾ പരിധിയിൽ എത്തി!"),
  pair(helper.confirmedToday, "ലഭ്യം · ഇന്ന് ഉറപ്പാക്കി"),
  pair(helper.confirmedYesterday, "ലഭ്യം · ഇന്നലെ ഉറപ്പാക്കി"),
  pair(helper.confirmedDaysAgo, {
    one: "ലഭ്യം · {count} ദിവസം മുമ്പ് ഉറപ്പാക്കി",
    other: "ലഭ്യം · {count} ദിവസം മുമ്പ് ഉറപ്പാക്കി",
  }),
];
