/** Business constants of product §9, named once. */

export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone may be sent per hour, and one client address may ask for per hour. */
export const OTP_REQUESTS_PER_PHONE_PER_HOUR = 5;
export const OTP_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
/**
 * Tries at codes of one phone in 24 hours, whatever the purpose. Without it, 5 codes an hour
 * with 5 tries each are 600 guesses a day at 10,000 four-digit codes: a password reset could
 * take over an account within weeks. 15 is three codes' worth of typing mistakes.
 */
export const OTP_TRIES_PER_PHONE_PER_DAY = 15;
/** How long a verified phone stays verified: long enough to fill in the sign-up form. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 30 * 60;

/** Accounts (decision 036): a short-lived access token, a long-lived rotated refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Failed logins counted per phone and per client address over LOGIN_WINDOW_SECONDS. */
export const LOGIN_FAILURES_PER_PHONE = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Lengths no real person exceeds; longer input is refused before it reaches the database. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 500;
/** argon2 hashes any length; the cap keeps a megabyte "password" from costing server time. */
export const PASSWORD_MAX_LENGTH = 128;

export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = "+91";
export const PINCODE_DIGITS = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const MESSAGE_MIN_LENGTH = 10;
/** A contact message longer than this is not a message to a small team; refused as a 400. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Contact-form messages one client address may send per hour (CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR). */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 5;
/**
 * A contact-form field bots fill and people never see. Named like something a form could ask
 * for, so a bot that fills every field fills it; a filled one is answered like success and
 * dropped.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const MAID_IMAGE_MAX_BYTES = 2_000_000;
export const MAID_ADDITIONAL_IMAGES_MAX = 5;
export const MINIMUM_AGE = 18;
/** Helper registration: bounds no real helper exceeds, refused before the database. */
export const MAXIMUM_AGE = 100;
export const MAXIMUM_EXPERIENCE_YEARS = 80;
/** A helper's "About me": a few paragraphs. */
export const HELPER_ABOUT_MAX_LENGTH = 2000;
export const MAID_CATEGORIES_MAX = 20;
/** Smaller than this is no photo (a drop-zone rejection on the client). */
export const MAID_IMAGE_MIN_BYTES = 512;
/** What the registration form takes: checked by content on the server, re-encoded to WebP. */
export const MAID_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
/** The multipart part names (product §3) of the helper's photo and gallery. */
export const MAID_PHOTO_FIELD = "profile_picture";
export const MAID_GALLERY_FIELD = "additional_images";

/** Age buckets are labelled as in the spec; bounds are inclusive and do not overlap. */
export const AGE_BUCKETS = {
  "20-30": { min: 20, max: 29 },
  "30-40": { min: 30, max: 39 },
  "40-50": { min: 40, max: 49 },
  "50-60": { min: 50, max: 60 },
} as const;
export type AgeBucket = keyof typeof AGE_BUCKETS;

/** Experience buckets in whole years, inclusive. 6-10 is offered on the category page only. */
export const EXPERIENCE_BUCKETS = {
  "1-2": { min: 1, max: 2 },
  "3-5": { min: 3, max: 5 },
  "6-10": { min: 6, max: 10 },
} as const;
export type ExperienceBucket = keyof typeof EXPERIENCE_BUCKETS;
export const SEARCH_EXPERIENCE_OPTIONS = ["1-2 years", "3-5 years"] as const;
export const CATEGORY_EXPERIENCE_OPTIONS = [...SEARCH_EXPERIENCE_OPTIONS, "6-10 years"] as const;

/**
 * One list of genders for registration, search and the admin's form, in the order they offer
 * it. Registration sends the words as they are (`Female`); search, the public helper and the
 * database use them in lower case (`female`), and search takes either.
 */
export const GENDERS = ["Female", "Male", "Other"] as const;
export type RegistrationGender = (typeof GENDERS)[number];
export type Gender = Lowercase<RegistrationGender>;
export const GENDER_FILTER_OPTIONS = GENDERS.map((gender) => gender.toLowerCase()) as [
  Gender,
  ...Gender[],
];
export const genderOnRecord = (gender: RegistrationGender) => gender.toLowerCase() as Gender;
export const registrationGender = (gender: Gender) =>
  GENDERS.find((word) => genderOnRecord(word) === gender)!;

/** CGST and SGST are each 9 % of the amount. */
export const CGST_RATE = 0.09;
export const SGST_RATE = 0.09;
export const CURRENCY = "INR";
export const PAISE_PER_RUPEE = 100;

/** A stable interface (decision 036): PAYMENT_PROVIDER. */
export const PAYMENT_PROVIDERS = ["sandbox", "razorpay"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** What was bought: a household's plan or a helper's registration fee. */
export const PAYMENT_PURPOSES = ["plan", "maid_registration"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** The sandbox checkout's two endings (decision 036, stable interfaces). */
export const SANDBOX_OUTCOMES = ["success", "failure"] as const;
/**
 * SAC (services accounting code) printed on GST invoices, by what was bought
 * (docs/decisions/026): a plan is access to an online directory of helpers' contact details,
 * 998431 "on-line text based information such as online books, newspapers, periodicals,
 * directories"; a helper's registration fee pays for reviewing and listing a profile, 998599
 * "other support services n.e.c.". Intra-state supply in Kerala, hence CGST + SGST.
 */
export const INVOICE_SAC_CODES = { plan: "998431", maid_registration: "998599" } as const;
/** Invoice numbers read INVOICE_PREFIX / financial year / serial in that year: SAH/26-27/000042. */
export const INVOICE_PREFIX = "SAH";
/** India's state code of Kerala, where the seller is registered and the services are supplied. */
export const KERALA_STATE_CODE = "32";

export const BANNER_AUTOPLAY_MS = 5000;
export const PLANS_PER_CAROUSEL_VIEW = 3;
export const EXPIRED_BANNER_RESHOW_MS = 5000;
export const FILE_PICKER_CANCEL_CHECK_MS = 300;

export const DEFAULT_PLAN_SUBTITLE = "Save up to 10% compared to one-time bookings.";
export const DEFAULT_PLAN_TYPE = "Basic Plan";

export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_CACHE_MS = 5 * 60 * 1000;

export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 100;
export const HOME_MAIDS_COUNT = 8;

/**
 * Where the footer's social links go when settings lack them (product §2). Kept here, in a
 * module without zod, so the web app's first bundle does not carry the schema library.
 */
export const SOCIAL_FALLBACKS = {
  fb_link: "https://www.facebook.com/",
  insta_link: "https://www.instagram.com/",
  x_link: "https://x.com/",
} as const;

// ---- contact reveal -----------------------------------------------------------

/** Reveals one account may make per hour by default (REVEALS_PER_ACCOUNT_PER_HOUR). */
export const REVEALS_PER_ACCOUNT_PER_HOUR = 30;
/** Why a revealed contact was no good; the web shows CONTACT_REPORT_REASON_LABELS. */
export const CONTACT_REPORT_REASONS = ["not_reachable", "already_working", "wrong_number"] as const;
export type ContactReportReason = (typeof CONTACT_REPORT_REASONS)[number];
export const CONTACT_REPORT_REASON_LABELS: Record<ContactReportReason, string> = {
  not_reachable: "Not reachable",
  already_working: "Already working elsewhere",
  wrong_number: "Wrong number",
};
export const CONTACT_REPORT_STATUSES = ["pending", "accepted", "declined"] as const;
export type ContactReportStatus = (typeof CONTACT_REPORT_STATUSES)[number];
/** Days after a reveal during which its contact can be reported. */
export const CONTACT_REPORT_WINDOW_DAYS = 7;
export const CONTACT_REPORT_NOTE_MAX_LENGTH = 500;
/** What a household says came of a contact: whether it hired the helper. */
export const CONTACT_OUTCOMES = ["hired", "not_hired"] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
/**
 * Days after a reveal when a household that has not said how it went is asked by SMS: on the
 * seventh day, while the report window is still open, so "not reachable" can still be reported.
 */
export const HIRE_QUESTION_AFTER_DAYS = 6;
/**
 * Why an admin declined a report: the household reads it in an SMS, so it is kept short; with
 * a helper's name of ordinary length, a reason of up to 80 characters fits one SMS part.
 */
export const CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH = 160;
/** A helper with this many accepted reports within DELIST_WINDOW_DAYS leaves the listing. */
export const DELIST_ACCEPTED_REPORTS = 3;
export const DELIST_WINDOW_DAYS = 30;

/** Helpers one household may keep on its shortlist: enough to weigh up, too few to copy the catalogue. */
export const SHORTLIST_MAX_HELPERS = 30;
/** Shortlisted helpers compared side by side: three columns still fit a 360 px phone. */
export const SHORTLIST_COMPARE_MAX = 3;

/** The longest pause a helper can set to end by itself; past it she resumes by hand. */
export const HELPER_PAUSE_MAX_DAYS = 90;
/**
 * Listing freshness (decision 045): a listed helper not confirmed for LISTING_ASK_DAYS is asked
 * by SMS (once per that many days) to confirm with a link valid CONFIRM_LINK_VALID_DAYS; one
 * not confirmed for LISTING_DROP_OUT_DAYS leaves the default search until she confirms.
 */
export const LISTING_ASK_DAYS = 30;
export const LISTING_DROP_OUT_DAYS = 60;
export const CONFIRM_LINK_VALID_DAYS = 5;

/** The window of a helper's own counts (numbers revealed, hires reported). */
export const HELPER_ACTIVITY_DAYS = 30;
