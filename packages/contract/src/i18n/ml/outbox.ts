import { CONFIRM_LINK_VALID_DAYS, LISTING_DROP_OUT_DAYS } from "../../constants.ts";
import type { MessageTexts } from "../../outbox.ts";

/**
 * The outbox's messages in Malayalam (the glossary: docs/glossary-ml.md). Names, plans and an
 * admin's reasons come as written; the words around them take no case endings on them, so a
 * name in any script reads right. A Unicode SMS holds 70 characters in one part and 67 a part
 * when longer: these keep to two parts with the usual values.
 */
export const malayalamMessages: MessageTexts = {
  receipt: ({ amount, plan, endsOn, invoice }) => ({
    sms: `Sahayi: ${amount} അടച്ചു (${plan})${endsOn ? `, ${endsOn} വരെ` : ""}`,
    subject: `Sahayi രസീത്: ${amount} (${plan})`,
    paragraphs: [
      `നന്ദി. ${plan} എന്നതിന് ${amount} ഞങ്ങൾക്ക് ലഭിച്ചു.`,
      endsOn ? `നിങ്ങളുടെ പ്ലാനിന് ${endsOn} വരെ സാധുതയുണ്ട്.` : "ഇത് ഒറ്റത്തവണ ഫീസാണ്.",
      ...(invoice ? [`GST ഇൻവോയ്സ് ${invoice} ഇതോടൊപ്പമുണ്ട്.`] : []),
    ],
  }),
  helper_approved: ({ name, link }) => ({
    sms: `Sahayi: ${name}, നിങ്ങളുടെ പ്രൊഫൈൽ അംഗീകരിച്ചു: ${link}`,
    subject: "നിങ്ങളുടെ Sahayi പ്രൊഫൈൽ അംഗീകരിച്ചു",
    paragraphs: [
      `നമസ്കാരം ${name},`,
      "ഞങ്ങൾ നിങ്ങളുടെ പ്രൊഫൈൽ പരിശോധിച്ച് അംഗീകരിച്ചു. വീട്ടുകാർക്ക് ഇനി Sahayi-യിൽ നിങ്ങളെ കണ്ടെത്താം.",
    ],
    link: { label: "നിങ്ങളുടെ പേജ് കാണുക", url: link },
  }),
  helper_rejected: ({ name, reason }) => ({
    sms: `Sahayi: ${name}, നിങ്ങളുടെ രജിസ്ട്രേഷൻ അംഗീകരിച്ചില്ല. കാരണം: ${reason}`,
    subject: "നിങ്ങളുടെ Sahayi രജിസ്ട്രേഷൻ അംഗീകരിച്ചില്ല",
    paragraphs: [
      `നമസ്കാരം ${name},`,
      "ഞങ്ങൾ നിങ്ങളുടെ രജിസ്ട്രേഷൻ പരിശോധിച്ചു, അത് അംഗീകരിക്കാനായില്ല.",
      `കാരണം: ${reason}`,
    ],
  }),
  report_accepted: ({ maid, enquiryReturned }) => ({
    sms: enquiryReturned
      ? `Sahayi: ${maid} എന്ന സഹായിയെക്കുറിച്ചുള്ള പരാതി സ്വീകരിച്ചു. അന്വേഷണം പ്ലാനിൽ തിരികെ ചേർത്തു.`
      : `Sahayi: ${maid} എന്ന സഹായിയെക്കുറിച്ചുള്ള പരാതി സ്വീകരിച്ചു. സജീവമായ പ്ലാൻ ഇല്ലാത്തതിനാൽ അന്വേഷണം തിരികെ നൽകാനായില്ല.`,
    subject: "നിങ്ങളുടെ പരാതി സ്വീകരിച്ചു",
    paragraphs: [
      `${maid} എന്ന സഹായിയെക്കുറിച്ചുള്ള നിങ്ങളുടെ പരാതി ഞങ്ങൾ പരിശോധിച്ച് സ്വീകരിച്ചു.`,
      enquiryReturned
        ? "ഉപയോഗിച്ച അന്വേഷണം നിങ്ങളുടെ പ്ലാനിൽ തിരികെ ചേർത്തു."
        : "ഇപ്പോൾ നിങ്ങൾക്ക് സജീവമായ പ്ലാൻ ഇല്ലാത്തതിനാൽ അന്വേഷണം തിരികെ നൽകാനായില്ല.",
    ],
  }),
  report_declined: ({ maid, reason }) => {
    const about = `${maid} എന്ന സഹായിയെക്കുറിച്ചുള്ള`;
    const staysUsed =
      "അന്വേഷണം ഉപയോഗിച്ചതായി തുടരും. ഇത് തെറ്റാണെന്ന് തോന്നുന്നുവെങ്കിൽ ബന്ധപ്പെടാനുള്ള പേജിലൂടെ ഞങ്ങൾക്ക് എഴുതുക.";
    return {
      sms: reason
        ? `Sahayi: ${about} പരാതി നിരസിച്ചു: ${reason}`
        : `Sahayi: ${about} പരാതി ഉറപ്പാക്കാനായില്ല, അതിനാൽ അന്വേഷണം ഉപയോഗിച്ചതായി തുടരും.`,
      subject: "നിങ്ങളുടെ പരാതി നിരസിച്ചു",
      paragraphs: reason
        ? [`${about} നിങ്ങളുടെ പരാതി ഞങ്ങൾ പരിശോധിച്ച് നിരസിച്ചു.`, `കാരണം: ${reason}`, staysUsed]
        : [`${about} നിങ്ങളുടെ പരാതി ഉറപ്പാക്കാനായില്ല, അതിനാൽ അത് നിരസിച്ചു.`, staysUsed],
    };
  },
  plan_ending: ({ plan, endsOn, link }) => ({
    sms: `Sahayi: നിങ്ങളുടെ ${plan} പ്ലാൻ ${endsOn}-ന് അവസാനിക്കും. പുതുക്കാൻ: ${link}`,
    subject: `നിങ്ങളുടെ ${plan} പ്ലാൻ ${endsOn}-ന് അവസാനിക്കും`,
    paragraphs: [`നിങ്ങളുടെ ${plan} പ്ലാൻ ${endsOn}-ന് അവസാനിക്കും.`, "സഹായികളെ തുടർന്നും ബന്ധപ്പെടാൻ പ്ലാൻ പുതുക്കുക."],
    link: { label: "പ്ലാൻ പുതുക്കുക", url: link },
  }),
  plan_ended: ({ plan, endsOn, link }) => ({
    sms: `Sahayi: നിങ്ങളുടെ ${plan} പ്ലാൻ ${endsOn}-ന് അവസാനിച്ചു. പുതുക്കാൻ: ${link}`,
    subject: `നിങ്ങളുടെ ${plan} പ്ലാൻ അവസാനിച്ചു`,
    paragraphs: [`നിങ്ങളുടെ ${plan} പ്ലാൻ ${endsOn}-ന് അവസാനിച്ചു.`, "സഹായികളെ വീണ്ടും ബന്ധപ്പെടാൻ പ്ലാൻ പുതുക്കുക."],
    link: { label: "പ്ലാൻ പുതുക്കുക", url: link },
  }),
  hire_question: ({ maid, link }) => ({
    sms: `Sahayi: ${maid}-നെ ജോലിക്കെടുത്തോ? അറിയിക്കാൻ: ${link}`,
    subject: `${maid}-നെ ജോലിക്കെടുത്തോ?`,
    paragraphs: [
      `കഴിഞ്ഞ ആഴ്ച നിങ്ങൾ Sahayi വഴി ${maid}-നെ ബന്ധപ്പെട്ടു. ${maid}-നെ ജോലിക്കെടുത്തോ?`,
      "Sahayi വഴി ജോലി കിട്ടിയവരെ മറ്റ് വീട്ടുകാർക്ക് നിങ്ങളുടെ ഉത്തരം കാണിക്കും. നമ്പറിൽ കിട്ടിയില്ലെങ്കിൽ ആഴ്ച തീരുന്നതുവരെ പരാതിപ്പെടാം.",
    ],
    link: { label: "പ്രൊഫൈലിൽ ഉത്തരം നൽകുക", url: link },
  }),
  account_deleted: () => ({
    sms: "Sahayi: നിങ്ങൾ ആവശ്യപ്പെട്ടതുപോലെ അക്കൗണ്ടും അതിലെ വിവരങ്ങളും നീക്കം ചെയ്തു.",
    subject: "നിങ്ങളുടെ Sahayi അക്കൗണ്ട് നീക്കം ചെയ്തു",
    paragraphs: [
      "നിങ്ങൾ ആവശ്യപ്പെട്ടതുപോലെ നിങ്ങളുടെ അക്കൗണ്ടും അതിലെ വിവരങ്ങളും നീക്കം ചെയ്തു.",
      "നിയമപ്രകാരം സൂക്ഷിക്കേണ്ട ഇൻവോയ്സുകൾ നിങ്ങളുടെ ബന്ധപ്പെടാനുള്ള വിവരങ്ങൾ ഇല്ലാതെ സൂക്ഷിക്കും.",
    ],
  }),
  availability_check: ({ name, link }) => ({
    sms: `Sahayi: ${name}, ഇപ്പോഴും ജോലിക്ക് ലഭ്യമാണോ? ഉറപ്പാക്കാൻ: ${link}`,
    subject: "നിങ്ങൾ ഇപ്പോഴും ജോലിക്ക് ലഭ്യമാണോ?",
    paragraphs: [
      `നമസ്കാരം ${name},`,
      `നിങ്ങൾ ലഭ്യമാണെന്ന് അവസാനം പറഞ്ഞത് എപ്പോഴാണെന്ന് വീട്ടുകാർ കാണും. ഉറപ്പാക്കാൻ ബട്ടൺ അമർത്തുക; ലിങ്ക് ഒരു തവണ, ${CONFIRM_LINK_VALID_DAYS} ദിവസത്തേക്ക് പ്രവർത്തിക്കും. ${LISTING_DROP_OUT_DAYS} ദിവസം ഉറപ്പാക്കാത്ത പ്രൊഫൈൽ നിങ്ങൾ ഉറപ്പാക്കുന്നതുവരെ തിരയലിൽ കാണില്ല.`,
    ],
    link: { label: "അതെ, ഞാൻ ഇപ്പോഴും ലഭ്യമാണ്", url: link },
  }),
  hire_check: ({ link }) => ({
    // Two Unicode parts with her link: "A household hired you. To pause your profile:".
    sms: `Sahayi: വീട്ടുകാർ നിങ്ങളെ ജോലിക്കെടുത്തു. പ്രൊഫൈൽ നിർത്താൻ: ${link}`,
    subject: "നിങ്ങളെ ജോലിക്കെടുത്തു എന്ന് ഒരു വീട്ടുകാർ പറഞ്ഞു",
    paragraphs: [
      "നിങ്ങളെ ജോലിക്കെടുത്തു എന്ന് ഒരു വീട്ടുകാർ ഞങ്ങളോട് പറഞ്ഞു. ജോലി സ്വീകരിച്ചെങ്കിൽ, വീട്ടുകാർ വിളിക്കാതിരിക്കാൻ പ്രൊഫൈൽ നിർത്തിവയ്ക്കുക; ഇപ്പോഴും ജോലി തേടുന്നുണ്ടെങ്കിൽ അത് അറിയിക്കുക.",
      `ലിങ്ക് ഒരു തവണ, ${CONFIRM_LINK_VALID_DAYS} ദിവസത്തേക്ക് പ്രവർത്തിക്കും. നിങ്ങളുടെ പേജിൽ എപ്പോൾ വേണമെങ്കിലും പ്രൊഫൈൽ തുടരാം.`,
    ],
    link: { label: "പ്രൊഫൈൽ നിർത്തിവയ്ക്കുക അല്ലെങ്കിൽ ഉറപ്പാക്കുക", url: link },
  }),
};

/** The one-time code's SMS: one Unicode part (70 characters). */
export const malayalamOtpSms = (code: string, minutes: number) =>
  `${code} ആണ് നിങ്ങളുടെ Sahayi OTP. ${minutes} മിനിറ്റ് സാധുത. ആരോടും പറയരുത്.`;
