import { toastMessages } from "../../messages.ts";
import * as contact from "../en/contact.ts";
import { pair } from "./pair.ts";

/** The contact page's words in Malayalam, beside their English (en/contact.ts); see messages.ts. */
export const contactWords = [
  pair(
    contact.contactIntro,
    "ഒരു സഹായിയെക്കുറിച്ചോ പ്ലാനിനെക്കുറിച്ചോ നിങ്ങളുടെ രജിസ്ട്രേഷനെക്കുറിച്ചോ സംശയമുണ്ടോ? ഞങ്ങൾക്ക് എഴുതുക.",
  ),
  pair(contact.sendUsAMessage, "ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കുക"),
  pair(contact.weReply, "ഫോണിലോ ഇമെയിലിലോ ഞങ്ങൾ മറുപടി നൽകും."),
  pair(contact.contactForm, "ഞങ്ങളെ ബന്ധപ്പെടുക"),
  pair(contact.phoneNumberLabel, "ഫോൺ നമ്പർ"),
  pair(contact.emailLabel, "ഇമെയിൽ"),
  pair(contact.messageLabel, "സന്ദേശം"),
  pair(contact.leaveEmpty, "ഇത് ശൂന്യമായി വിടുക"),
  pair(contact.submitting, "അയയ്ക്കുന്നു..."),
  pair(contact.submit, "അയയ്ക്കുക"),
  pair(contact.reachUs, "നേരിട്ട് ബന്ധപ്പെടാൻ"),
  pair(contact.reachUsIntro, "ഞങ്ങളെ വിളിക്കുക, സന്ദേശം അയയ്ക്കുക, എഴുതുക, അല്ലെങ്കിൽ ഓഫീസിൽ വരിക."),
  pair(contact.phone, "ഫോൺ"),
  pair(contact.whatsapp, "വാട്സ്ആപ്പ്"),
  pair(contact.chatOnWhatsapp, "വാട്സ്ആപ്പിൽ സംസാരിക്കുക"),
  pair(toastMessages.contactSuccess, "ഫോം വിജയകരമായി അയച്ചു."),
  pair(toastMessages.contactFailed, "ഫോം അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക."),
];
