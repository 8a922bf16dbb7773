import { toastMessages } from "../../messages.ts";
import * as registration from "../en/registration.ts";
import { pair } from "./pair.ts";

/**
 * The helper's registration page's words in Malayalam, beside their English
 * (en/registration.ts); see messages.ts. Its fields' messages are ml/form-messages.ts's.
 */
export const registrationWords = [
  pair(registration.registerTitle, "രജിസ്റ്റർ ചെയ്യുക"),
  pair(
    registration.registerIntro,
    "സഹായിയായി നിങ്ങളുടെ പേര് ചേർക്കുക: ഞങ്ങളുടെ പരിശോധനയ്ക്ക് ശേഷം കേരളത്തിലെ വീട്ടുകാർക്ക് നിങ്ങളെ കണ്ടെത്താം.",
  ),
  pair(registration.formTitle, "ജോലിക്കാരിയായി പേര് ചേർക്കാൻ രജിസ്റ്റർ ചെയ്യുക"),
  pair(
    registration.aboutHint,
    "നിങ്ങളുടെ ജോലി, കഴിവുകൾ, മുമ്പ് ജോലി ചെയ്ത വീടുകൾ. വീട്ടുകാർ ആദ്യം വായിക്കുന്നത് ഇതാണ്.",
  ),
  pair(registration.registering, "രജിസ്റ്റർ ചെയ്യുന്നു..."),
  pair(registration.uploading, "നിങ്ങളുടെ വിവരങ്ങൾ അയയ്ക്കുന്നു"),
  pair(registration.paymentSummary, "പണമടയ്ക്കേണ്ട തുക"),
  pair(registration.amount, "തുക"),
  pair(registration.totalAmount, "ആകെ തുക"),
  pair(registration.aboutMe, "എന്നെക്കുറിച്ച്"),
  pair(registration.jobCategories, "ജോലി വിഭാഗങ്ങൾ തിരഞ്ഞെടുക്കുക"),
  pair(registration.selectConstituency, "നിയോജകമണ്ഡലം തിരഞ്ഞെടുക്കുക"),
  pair(registration.experienceYears, "പരിചയം (വർഷം)"),
  pair(registration.dateOfBirth, "ജനനത്തീയതി"),
  pair(registration.ageIs, "പ്രായം {age}"),
  pair(registration.selectGender, "ലിംഗം തിരഞ്ഞെടുക്കുക"),
  pair(registration.selectReligion, "മതം തിരഞ്ഞെടുക്കുക"),
  pair(registration.selectLanguage, "ഭാഷ തിരഞ്ഞെടുക്കുക"),
  pair(registration.selectShift, "ഷിഫ്റ്റ് തിരഞ്ഞെടുക്കുക"),
  pair(registration.profilePhotoLabel, "പ്രൊഫൈൽ ഫോട്ടോ അപ്‌ലോഡ് ചെയ്യുക"),
  pair(registration.galleryLabel, "കൂടുതൽ ഫോട്ടോകൾ"),
  pair(registration.profilePhotoItem, "പ്രൊഫൈൽ ഫോട്ടോ"),
  pair(registration.galleryItem, "ഫോട്ടോ"),
  pair(registration.numberedItem, "{number}-ാമത്തെ {item}"),
  pair(registration.dropPhotoHere, "ഫോട്ടോ ഇവിടെ ഇടുക, അല്ലെങ്കിൽ തിരഞ്ഞെടുക്കാൻ അമർത്തുക"),
  pair(registration.dropImagesHere, "{max} ഫോട്ടോ വരെ ഇവിടെ ഇടുക, അല്ലെങ്കിൽ തിരഞ്ഞെടുക്കാൻ അമർത്തുക"),
  pair(registration.dropHere, "ഇവിടെ ഇടുക"),
  pair(registration.dragPhoto, "ഫോട്ടോ വലിച്ചിടുക, അല്ലെങ്കിൽ തിരഞ്ഞെടുക്കാൻ ക്ലിക്ക് ചെയ്യുക"),
  pair(registration.dragImages, "ഫോട്ടോകൾ വലിച്ചിടുക, അല്ലെങ്കിൽ തിരഞ്ഞെടുക്കാൻ ക്ലിക്ക് ചെയ്യുക"),
  pair(registration.photoTypes, "JPEG, PNG, GIF അല്ലെങ്കിൽ WebP, പരമാവധി 2 MB."),
  pair(
    registration.imageTypes,
    "JPEG, PNG, GIF അല്ലെങ്കിൽ WebP, ഓരോന്നും പരമാവധി 2 MB, {max} എണ്ണം വരെ.",
  ),
  pair(registration.takePhoto, "ഫോട്ടോ എടുക്കുക"),
  pair(registration.imagePreview, "{item}: മുൻകാഴ്ച"),
  pair(registration.removeImage, "{item} നീക്കുക"),
  pair(registration.underReviewTitle, "രജിസ്ട്രേഷൻ പരിശോധനയിലാണ്"),
  pair(registration.thanks, "രജിസ്റ്റർ ചെയ്തതിന് നന്ദി!"),
  pair(
    registration.underReview,
    "നിങ്ങളുടെ പ്രൊഫൈൽ പരിശോധനയിലാണ്. വീട്ടുകാർക്ക് ഒരു സഹായിയുടെ പ്രൊഫൈൽ കാണാനാകുന്നതിന് മുമ്പ് ഞങ്ങളുടെ ടീം അത് പരിശോധിക്കും.",
  ),
  pair(registration.weWillWrite, "പരിശോധന കഴിഞ്ഞാൽ {email} എന്ന വിലാസത്തിലേക്ക് ഞങ്ങൾ എഴുതും."),
  pair(registration.backToHome, "ഹോമിലേക്ക് മടങ്ങുക"),
];

/** What the registration page says in a toast or under its form when the API has not said it. */
export const registrationToasts = [
  pair(toastMessages.maidRegistered, "രജിസ്ട്രേഷൻ പൂർത്തിയായി!"),
  pair(toastMessages.paymentCancelled, "പണമടയ്ക്കൽ റദ്ദാക്കി. തയ്യാറാകുമ്പോൾ എപ്പോൾ വേണമെങ്കിലും പണമടയ്ക്കാം."),
];
