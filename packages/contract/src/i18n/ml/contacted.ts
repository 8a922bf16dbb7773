import { CONTACT_REPORT_REASON_LABELS } from "../../constants.ts";
import { revealMessages } from "../../messages.ts";
import * as contacted from "../en/contacted.ts";
import { pair } from "./pair.ts";

/**
 * The API's refusals of a contact and of a report on one, in Malayalam: the helper's page and
 * the Maids tab show them as the API answers them (ml/account-errors.ts).
 */
export const contactAnswers = [
  pair(revealMessages.noActivePlan, "സഹായികളെ ബന്ധപ്പെടാൻ സജീവമായ ഒരു പ്ലാൻ വേണം."),
  pair(revealMessages.enquiryLimitReached, "നിങ്ങളുടെ പ്ലാനിലെ എല്ലാ അന്വേഷണങ്ങളും നിങ്ങൾ ഉപയോഗിച്ചു."),
  pair(revealMessages.reportNotPurchased, "നിങ്ങൾ ബന്ധപ്പെട്ട സഹായിയെക്കുറിച്ച് മാത്രമേ പരാതിപ്പെടാനാകൂ."),
  pair(revealMessages.reportWindowClosed, "ബന്ധപ്പെട്ട് 7 ദിവസത്തിനുള്ളിൽ മാത്രമേ പരാതിപ്പെടാനാകൂ."),
  pair(revealMessages.reportExists, "ഈ ബന്ധപ്പെടലിനെക്കുറിച്ച് നിങ്ങൾ ഇതിനകം പരാതിപ്പെട്ടു."),
  pair(revealMessages.outcomeRequired, "സഹായിയെ ജോലിക്കെടുത്തോ എന്ന് തിരഞ്ഞെടുക്കുക."),
  pair(
    revealMessages.outcomeNotPurchased,
    "നിങ്ങൾ ബന്ധപ്പെട്ട സഹായിയെ മാത്രമേ ജോലിക്കെടുത്തോ എന്ന് അറിയിക്കാനാകൂ.",
  ),
  pair(
    revealMessages.outcomeReported,
    "ഈ ബന്ധപ്പെടൽ ശരിയായില്ലെന്ന് നിങ്ങൾ പരാതിപ്പെട്ടതിനാൽ ഇത് ജോലിക്കെടുത്തതായി കണക്കാക്കാനാകില്ല.",
  ),
];

/** A contacted helper's words in Malayalam, beside their English (en/contacted.ts); see messages.ts. */
export const contactedWords = [
  pair(
    contacted.reportRule,
    "നമ്പർ തെറ്റാണോ, ഫോണിൽ കിട്ടുന്നില്ലേ, അതോ മറ്റൊരിടത്ത് ജോലിയിലാണോ? ബന്ധപ്പെട്ട് {days} ദിവസത്തിനുള്ളിൽ പരാതിപ്പെടുക: ഞങ്ങൾ സ്വീകരിച്ചാൽ അന്വേഷണം നിങ്ങളുടെ പ്ലാനിൽ തിരികെ വരും.",
  ),
  pair(contacted.contactedReportUntil, "ബന്ധപ്പെട്ടത് {day} · {until} വരെ പരാതിപ്പെടാം"),
  pair(contacted.contactedOn, "ബന്ധപ്പെട്ടത് {day}"),
  pair(contacted.reportedNotReachable, "പരാതി: ഫോണിൽ കിട്ടുന്നില്ല."),
  pair(contacted.reportedAlreadyWorking, "പരാതി: മറ്റൊരിടത്ത് ജോലിയിലാണ്."),
  pair(contacted.reportedWrongNumber, "പരാതി: നമ്പർ തെറ്റാണ്."),
  pair(contacted.declinedBecause, "നിരസിച്ചു: {reason}"),
  pair(contacted.hireQuestion, "{name}-നെ ജോലിക്കെടുത്തോ?"),
  pair(contacted.hired, "ജോലിക്കെടുത്തു"),
  pair(contacted.notHired, "ജോലിക്കെടുത്തില്ല"),
  pair(contacted.answeredHired, "നിങ്ങൾ {name}-നെ ജോലിക്കെടുത്തു. അറിയിച്ചതിന് നന്ദി."),
  pair(contacted.answeredNotHired, "നിങ്ങൾ {name}-നെ ജോലിക്കെടുത്തില്ല."),
  pair(contacted.changeAnswer, "ഉത്തരം മാറ്റുക"),
  pair(contacted.phoneLabel, "ഫോൺ"),
  pair(contacted.whatsappLabel, "വാട്സ്ആപ്പ്"),
  pair(contacted.phoneAndWhatsapp, "ഫോണും വാട്സ്ആപ്പും"),
  pair(contacted.copy, "കോപ്പി ചെയ്യുക"),
  pair(contacted.copyDone, "കോപ്പി ചെയ്തു"),
  pair(contacted.copyLabel, "{what} നമ്പർ {number} കോപ്പി ചെയ്യുക"),
  pair(contacted.copied, "{what} നമ്പർ കോപ്പി ചെയ്തു."),
  pair(contacted.copyFailed, "കോപ്പി ചെയ്യാനായില്ല. നമ്പർ തിരഞ്ഞെടുത്ത് സ്വയം കോപ്പി ചെയ്യുക."),
  pair(CONTACT_REPORT_REASON_LABELS.not_reachable, "ഫോണിൽ കിട്ടുന്നില്ല"),
  pair(CONTACT_REPORT_REASON_LABELS.already_working, "മറ്റൊരിടത്ത് ജോലിയിലാണ്"),
  pair(CONTACT_REPORT_REASON_LABELS.wrong_number, "നമ്പർ തെറ്റാണ്"),
  pair(revealMessages.reportTitle, "ഈ ബന്ധപ്പെടലിനെക്കുറിച്ച് പരാതിപ്പെടുക"),
  pair(revealMessages.reportNote, "കുറിപ്പ് (നിർബന്ധമില്ല)"),
  pair(revealMessages.reportReasonRequired, "ബന്ധപ്പെടൽ ഫലിക്കാത്തതിന്റെ കാരണം തിരഞ്ഞെടുക്കുക."),
  pair(revealMessages.reportSubmit, "പരാതി അയയ്ക്കുക"),
  pair(revealMessages.reportStatus.pending, "ഞങ്ങൾ പരിശോധിക്കുന്നു."),
  pair(revealMessages.reportStatus.accepted, "സ്വീകരിച്ചു; അന്വേഷണം നിങ്ങളുടെ പ്ലാനിൽ തിരികെ വന്നു."),
  pair(revealMessages.reportStatus.declined, "നിരസിച്ചു."),
];
