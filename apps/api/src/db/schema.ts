import type { MessageKind } from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Money columns hold integer paise; the API converts to rupees at the edge. */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const districts = pgTable("districts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameMl: text("name_ml"),
  position: smallint("position").notNull().default(0),
});

export const constituencies = pgTable(
  "constituencies",
  {
    id: serial("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    number: smallint("number").notNull().unique(),
    name: text("name").notNull(),
    nameMl: text("name_ml"),
  },
  (t) => [index("constituencies_district_idx").on(t.districtId)],
);

export const castes = pgTable("castes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameMl: text("name_ml"),
});

export const shifts = pgTable("shifts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameMl: text("name_ml"),
});

export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameMl: text("name_ml"),
});

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameMl: text("name_ml"),
  color: text("color").notNull(),
  /** Image key of the card picture; see contract images.ts. */
  image: text("image").notNull(),
  bannerImage: text("banner_image").notNull(),
  position: smallint("position").notNull().default(0),
});

export const genderEnum = pgEnum("gender", ["male", "female", "other"]);
export const reviewStatusEnum = pgEnum("review_status", [
  "awaiting_payment",
  "pending",
  "approved",
  "rejected",
  // Taken off the public site by an admin; restoring makes it approved again.
  // A status of its own, so every public query's `status = 'approved'` and the partial
  // search indexes leave it out with no change. Repeated accepted contact reports
  // suspend a helper too (docs/decisions/016); buyers still see the helper they bought.
  "suspended",
  // Listed, but taken off by the helper herself until she resumes (decision 044): like
  // "suspended", every list's `status = 'approved'` leaves her out with no other change.
  "paused",
  // Deleted by the helper herself: erased, out of every list and page (decision 044).
  "deleted",
]);

export const helpers = pgTable(
  "helpers",
  {
    id: serial("id").primaryKey(),
    /** Random, non-sequential id used in URLs and the API. */
    publicId: text("public_id").notNull().unique(),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    whatsappNumber: text("whatsapp_number").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    constituencyId: integer("constituency_id")
      .notNull()
      .references(() => constituencies.id),
    pincode: text("pincode").notNull(),
    /** The age is counted from it wherever it is shown or searched (contract's age.ts). */
    dateOfBirth: date("date_of_birth").notNull(),
    gender: genderEnum("gender").notNull(),
    casteId: integer("caste_id")
      .notNull()
      .references(() => castes.id),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    shiftId: integer("shift_id")
      .notNull()
      .references(() => shifts.id),
    experienceYears: smallint("experience_years").notNull(),
    about: text("about"),
    /** The spec sends maid_accomodation, always "Yes". */
    accommodation: text("accommodation").notNull().default("Yes"),
    profileImage: text("profile_image").notNull(),
    /**
     * Categories and gallery live on the helper's row (docs/decisions/004): a page of search
     * results then reads them with the row, and the category filter runs inside the index.
     * Ids of `categories`, in no particular order; the API shows them in display order.
     */
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'`),
    /** Image keys of the gallery, in the order the helper gave them (at most 5). */
    gallery: text("gallery").array().notNull().default(sql`'{}'`),
    status: reviewStatusEnum("status").notNull().default("awaiting_payment"),
    rejectionReason: text("rejection_reason"),
    /** The language her messages go in: the one she registered in. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** The privacy policy version agreed to at registration, and when; null when not asked. */
    privacyPolicyVersion: text("privacy_policy_version"),
    privacyPolicyAcceptedAt: timestamp("privacy_policy_accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The day (India's) a pause ends by itself; null while not paused or paused until she resumes. */
    availableFrom: date("available_from"),
    /**
     * The day (India's) she last said she is available (decision 045): at approval, on
     * resuming, from her page or her SMS link. A day, not a time: households see "confirmed 3
     * days ago", and the hour she tapped says nothing they need. Search leaves out a listing
     * not confirmed for LISTING_DROP_OUT_DAYS unless asked to show it.
     */
    availabilityConfirmedOn: date("availability_confirmed_on")
      .notNull()
      .default(sql`(now() at time zone 'Asia/Kolkata')::date`),
    /**
     * When the last SMS asking her to confirm went, to the second: its link names this
     * instant, so a newer ask replaces the link, and its validity is counted from it.
     */
    availabilityAskedAt: timestamp("availability_asked_at", { withTimezone: true }),
    /** When that link confirmed; a link works once. */
    availabilityLinkUsedAt: timestamp("availability_link_used_at", { withTimezone: true }),
    /** How many households said they hired her (contact_outcomes), shown on her listing. */
    hiredCount: integer("hired_count").notNull().default(0),
    /** When the profile last changed; households see it as "Profile updated". */
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("helpers_mobile_idx").on(t.mobileNumber),
    index("helpers_status_idx").on(t.status, t.id),
    check("helpers_hired_count_not_negative", sql`${t.hiredCount} >= 0`),
    // Search walks approved helpers newest first, from all of them or from one district or
    // constituency. Each of these partial indexes also carries every other filter column, so
    // picking a page's ids is an index-only scan: rows that fail a filter are skipped without
    // reading the table.
    index("helpers_approved_search_idx")
      .on(t.id, ...searchColumns(t))
      .where(sql`${t.status} = 'approved'`),
    index("helpers_approved_district_idx")
      .on(t.districtId, t.id, ...searchColumns(t))
      .where(sql`${t.status} = 'approved'`),
    index("helpers_approved_constituency_idx")
      .on(t.constituencyId, t.id, ...searchColumns(t))
      .where(sql`${t.status} = 'approved'`),
    // The same three for "most experienced first" (docs/decisions/010): the walk starts at
    // the most years, ties newest first, and stops once the page is full.
    index("helpers_approved_experience_idx")
      .on(t.experienceYears, t.id, ...searchColumns(t, t.experienceYears))
      .where(sql`${t.status} = 'approved'`),
    index("helpers_approved_district_experience_idx")
      .on(t.districtId, t.experienceYears, t.id, ...searchColumns(t, t.experienceYears))
      .where(sql`${t.status} = 'approved'`),
    index("helpers_approved_constituency_experience_idx")
      .on(t.constituencyId, t.experienceYears, t.id, ...searchColumns(t, t.experienceYears))
      .where(sql`${t.status} = 'approved'`),
    // And for "recently confirmed" (decision 045): the latest day first, ties newest first.
    index("helpers_approved_confirmed_idx")
      .on(t.availabilityConfirmedOn, t.id, ...searchColumns(t, t.availabilityConfirmedOn))
      .where(sql`${t.status} = 'approved'`),
    index("helpers_approved_district_confirmed_idx")
      .on(
        t.districtId,
        t.availabilityConfirmedOn,
        t.id,
        ...searchColumns(t, t.availabilityConfirmedOn),
      )
      .where(sql`${t.status} = 'approved'`),
    index("helpers_approved_constituency_confirmed_idx")
      .on(
        t.constituencyId,
        t.availabilityConfirmedOn,
        t.id,
        ...searchColumns(t, t.availabilityConfirmedOn),
      )
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** The columns search filters on, besides those the index starts with (`leading`). */
function searchColumns(
  t: {
    categoryIds: AnyPgColumn;
    casteId: AnyPgColumn;
    shiftId: AnyPgColumn;
    languageId: AnyPgColumn;
    gender: AnyPgColumn;
    dateOfBirth: AnyPgColumn;
    experienceYears: AnyPgColumn;
    availabilityConfirmedOn: AnyPgColumn;
  },
  leading?: AnyPgColumn,
) {
  const columns = [
    t.casteId,
    t.shiftId,
    t.languageId,
    t.gender,
    t.dateOfBirth,
    t.experienceYears,
    t.categoryIds,
    // The default search leaves out listings not confirmed lately (decision 045): in the
    // index, that test needs no read of the table either.
    t.availabilityConfirmedOn,
  ];
  return columns.filter((column) => column !== leading);
}

export const roleEnum = pgEnum("role", ["user", "admin"]);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  mobileNumber: text("mobile_number").notNull().unique(),
  whatsappNumber: text("whatsapp_number").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  address: text("address").notNull(),
  districtId: integer("district_id").references(() => districts.id),
  pincode: text("pincode").notNull(),
  profileImage: text("profile_image"),
  role: roleEnum("role").notNull().default("user"),
  /** Set by an admin: the account cannot log in or refresh, and its sessions are revoked. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /**
   * Set when the account was deleted (docs/decisions/025): its personal fields are erased
   * then, its phone freed for a new account, and its sessions ended; the row stays for the
   * payments that name it.
   */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  /** The language its messages go in: the site's language at sign-up, login or the switch. */
  locale: text("locale").$type<Locale>().notNull().default("en"),
  /** The privacy policy version agreed to at sign-up or later, and when; null when never. */
  privacyPolicyVersion: text("privacy_policy_version"),
  privacyPolicyAcceptedAt: timestamp("privacy_policy_accepted_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Every change an admin makes, written in the same transaction as the change itself
 * (features/admin/audit.ts): who, when, what (action and entity), the row before and after.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("admin_audit_log_created_idx").on(t.createdAt),
  ],
);

export const verificationKindEnum = pgEnum("verification_kind", [
  "id_document",
  "police_clearance",
  "reference",
]);

/**
 * What an admin checked for a helper: an identity document seen (its type and the
 * last 4 characters only, never the number or an image), a police clearance certificate, or
 * a reference called. `checked_on` is when: the day the document was seen, the certificate's
 * date of issue, the day the reference was called. Records younger than
 * VERIFICATION_VALID_DAYS make the public Verified badge; the (helper_id, checked_on) index
 * makes the search's "verified" EXISTS and the badge's lookup one index probe per helper.
 */
export const helperVerifications = pgTable(
  "helper_verifications",
  {
    id: serial("id").primaryKey(),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id, { onDelete: "cascade" }),
    kind: verificationKindEnum("kind").notNull(),
    checkedOn: date("checked_on").notNull(),
    documentType: text("document_type"),
    documentLast4: text("document_last4"),
    policeStation: text("police_station"),
    referenceName: text("reference_name"),
    relationship: text("relationship"),
    note: text("note"),
    recordedBy: integer("recorded_by")
      .notNull()
      .references(() => users.id),
    recordedAt: createdAt(),
  },
  (t) => [
    index("helper_verifications_helper_idx").on(t.helperId, t.checkedOn),
    // The database refuses a whole document number even if a future route forgets to.
    check(
      "helper_verifications_last4_only",
      sql`${t.documentLast4} is null or length(${t.documentLast4}) = 4`,
    ),
  ],
);

export const planKindEnum = pgEnum("plan_kind", ["subscription", "maid_registration"]);

export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  kind: planKindEnum("kind").notNull(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  subtitle: text("subtitle"),
  description: text("description").notNull().default(""),
  planType: text("plan_type"),
  badgeIcon: text("badge_icon"),
  pricePaise: integer("price_paise").notNull(),
  enquiries: integer("enquiries").notNull().default(0),
  tenureDays: integer("tenure_days").notNull().default(0),
  active: boolean("active").notNull().default(true),
  position: smallint("position").notNull().default(0),
});

export const paymentStatusEnum = pgEnum("payment_status", ["created", "paid", "failed"]);

/**
 * One row per provider order, written once the provider has made the order; amounts are
 * copied from the plan then and never change. Paid exactly once: see features/payments/grant.ts.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    /** sandbox | razorpay: the provider that made the order checks its payments. */
    provider: text("provider").notNull().default("sandbox"),
    /** Our unique reference sent with the order (Razorpay's `receipt`). */
    receipt: text("receipt").notNull().unique(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    providerPaymentId: text("provider_payment_id").unique(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    userId: integer("user_id").references(() => users.id),
    /** Null once a refused registration has been removed (the buyer's details below stay). */
    helperId: integer("helper_id").references(() => helpers.id, { onDelete: "set null" }),
    /**
     * The buyer as the invoice names them, copied here when the account or registration that
     * paid is erased (docs/decisions/025); null while it exists (its own fields are read).
     */
    buyerName: text("buyer_name"),
    buyerAddress: text("buyer_address"),
    buyerPincode: text("buyer_pincode"),
    amountPaise: integer("amount_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** What the plan gave when the order was made (a later change to the plan does not apply). */
    enquiries: integer("enquiries").notNull().default(0),
    tenureDays: integer("tenure_days").notNull().default(0),
    status: paymentStatusEnum("status").notNull().default("created"),
    paymentMethod: text("payment_method"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The invoice's serial within its financial year (invoiceYear, 2026 for 2026-27), from that
     * year's gap-free counter, set in the transaction that marks it paid.
     */
    invoiceNumber: integer("invoice_number"),
    invoiceYear: smallint("invoice_year"),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("payments_invoice_idx").on(t.invoiceYear, t.invoiceNumber),
  ],
);

/**
 * Counters that must not skip a number (GST invoice numbers): one row per name, moved on in
 * the same transaction as what it numbers, so a rolled-back grant leaves no gap. A
 * PostgreSQL sequence would (sequences never roll back).
 */
export const counters = pgTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

/** Provider webhook events already handled, by the provider's event id (de-duplication). */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    eventId: text("event_id").primaryKey(),
    event: text("event").notNull(),
    providerOrderId: text("provider_order_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What a signed event said that could not be applied (a payment id already recorded on
     * another order), for the admin's payments table; null for an event handled as usual.
     */
    anomaly: text("anomaly"),
  },
  // The admin's payments table looks up each order's anomalies; they are few.
  (t) => [
    index("payment_webhook_events_anomaly_idx")
      .on(t.providerOrderId)
      .where(sql`${t.anomaly} is not null`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    /** The purchase that made it; null for a grant an admin made (grantedBy). */
    paymentId: integer("payment_id")
      .unique()
      .references(() => payments.id),
    grantedBy: integer("granted_by").references(() => users.id),
    enquiriesTotal: integer("enquiries_total").notNull(),
    enquiriesUsed: integer("enquiries_used").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId, t.endsAt)],
);

export const purchasedHelpers = pgTable(
  "purchased_helpers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.helperId] }),
    // The contacts due their "Did you hire?" question, found by age.
    index("purchased_helpers_created_idx").on(t.createdAt),
  ],
);

/**
 * The helpers a household is weighing up (its shortlist), newest first. A deleted account's
 * rows go with the account; a helper removed from the database takes hers with her.
 */
export const shortlistedHelpers = pgTable(
  "shortlisted_helpers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.helperId] })],
);

/**
 * Every answer that handed a user a helper's numbers through purchase-maid (who, which helper,
 * when, whether an enquiry was spent). The hourly reveal limit per account counts these rows.
 */
export const contactReveals = pgTable(
  "contact_reveals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id),
    spentEnquiry: boolean("spent_enquiry").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_reveals_user_idx").on(t.userId, t.createdAt),
    // The admin console's reveal log of one helper, and the dashboard's reveals per day.
    index("contact_reveals_helper_idx").on(t.helperId, t.createdAt),
    index("contact_reveals_created_idx").on(t.createdAt),
  ],
);

export const contactOutcomeEnum = pgEnum("contact_outcome", ["hired", "not_hired"]);

/**
 * Whether a household hired a helper it revealed: one answer per purchase, which it may change.
 * `helpers.hired_count` counts the `hired` ones. A deleted account's answers go with it; the
 * count stays, as it names no one.
 */
export const contactOutcomes = pgTable(
  "contact_outcomes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id, { onDelete: "cascade" }),
    outcome: contactOutcomeEnum("outcome").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.helperId] }),
    // A helper removed by the retention job takes her rows with her, found by this.
    index("contact_outcomes_helper_idx").on(t.helperId),
  ],
);

/**
 * How many times a helper's page was opened, per day on India's calendar: she sees the sum of
 * her last 30 days (lib/public-helpers/profile-views.ts counts them; one per visitor address a
 * day in each process).
 */
export const helperProfileViews = pgTable(
  "helper_profile_views",
  {
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.helperId, t.day] })],
);

export const contactReportReasonEnum = pgEnum("contact_report_reason", [
  "not_reachable",
  "already_working",
  "wrong_number",
]);
export const contactReportStatusEnum = pgEnum("contact_report_status", [
  "pending",
  "accepted",
  "declined",
]);

/**
 * A household's report that a revealed contact was dead: one per purchase (the unique pair),
 * within 7 days of it. An accepted report gives the enquiry back once (docs/decisions/016).
 */
export const contactReports = pgTable(
  "contact_reports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id),
    reason: contactReportReasonEnum("reason").notNull(),
    note: text("note"),
    status: contactReportStatusEnum("status").notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id),
    /** Why an admin declined it, told to the household; null when accepted or none was given. */
    declineReason: text("decline_reason"),
    /** The subscription the returned enquiry went to; null when none could take it. */
    refundedSubscriptionId: integer("refunded_subscription_id").references(() => subscriptions.id),
  },
  (t) => [
    uniqueIndex("contact_reports_user_helper_idx").on(t.userId, t.helperId),
    index("contact_reports_helper_idx").on(t.helperId, t.status, t.createdAt),
    index("contact_reports_status_idx").on(t.status, t.createdAt),
  ],
);

export const bannerKindEnum = pgEnum("banner_kind", ["main", "home"]);

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  kind: bannerKindEnum("kind").notNull(),
  desktopImage: text("desktop_image").notNull(),
  /** Home (promo) banners have one image; main banners have a separate mobile one. */
  mobileImage: text("mobile_image"),
  url: text("url").notNull(),
  /** Shown as HTML over the picture (the pictures carry no lettering). */
  title: text("title"),
  subtitle: text("subtitle"),
  buttonLabel: text("button_label"),
  position: smallint("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** A single row (id = 1). */
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey().default(1),
  fbLink: text("fb_link"),
  instaLink: text("insta_link"),
  xLink: text("x_link"),
  whatsappNumber: text("whatsapp_number").notNull(),
  address: text("address").notNull(),
  email: text("email").notNull(),
});

/** What visitors send through the contact form; the admin inbox reads them (readAt). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Who sent it, for the hourly limit per client address. */
    clientAddress: text("client_address").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_address_idx").on(t.clientAddress, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

/**
 * The policy pages (terms, privacy, cancellation and refund, shipping and delivery) as
 * Markdown the admin can edit; seeded from apps/api/src/seed/data/pages/.
 */
export const contentPages = pgTable("content_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  markdown: text("markdown").notNull(),
  /**
   * The page's Malayalam translation and the English text it translates: Malayalam pages show
   * it while that is still the page's English, and the English otherwise.
   */
  titleMl: text("title_ml"),
  markdownMl: text("markdown_ml"),
  translatedFrom: text("translated_from"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const otpPurposeEnum = pgEnum("otp_purpose", [
  "signup",
  "maid_registration",
  "reset",
  "maid_login",
]);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    mobileNumber: text("mobile_number").notNull(),
    purpose: otpPurposeEnum("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the right code was entered; the code cannot be used again. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** Set when the verification token this code earned was spent (sign-up, reset). */
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    /** Who asked, for the hourly limit per client address. */
    clientAddress: text("client_address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("otp_codes_phone_idx").on(t.mobileNumber, t.purpose, t.createdAt),
    index("otp_codes_address_idx").on(t.clientAddress, t.createdAt),
    // The retention job deletes by age (features/privacy/retention.ts).
    index("otp_codes_created_idx").on(t.createdAt),
  ],
);

/** Failed logins, counted per phone and per client address over a window. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    mobileNumber: text("mobile_number").notNull(),
    clientAddress: text("client_address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_phone_idx").on(t.mobileNumber, t.createdAt),
    index("login_failures_address_idx").on(t.clientAddress, t.createdAt),
    index("login_failures_created_idx").on(t.createdAt),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    // The unspent tokens only: every authenticated request asks whether its login has one
    // (lib/accounts/sessions.ts), and logout and revocation look for them by family or by user.
    index("refresh_tokens_live_family_idx").on(t.familyId).where(sql`revoked_at is null`),
    index("refresh_tokens_live_user_idx").on(t.userId).where(sql`revoked_at is null`),
  ],
);

/**
 * A helper's logins, as refresh_tokens are a household's: a family per sign-in with a code,
 * rotated on each refresh, spent all at once on reuse or logout (decision 044). A table of its
 * own, so a helper's token can never name a household's account or the reverse.
 */
export const helperRefreshTokens = pgTable(
  "helper_refresh_tokens",
  {
    id: serial("id").primaryKey(),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("helper_refresh_tokens_hash_idx").on(t.tokenHash),
    index("helper_refresh_tokens_live_family_idx").on(t.familyId).where(sql`revoked_at is null`),
    index("helper_refresh_tokens_live_helper_idx").on(t.helperId).where(sql`revoked_at is null`),
  ],
);

export const listingChangeKindEnum = pgEnum("listing_change_kind", ["details", "photo", "gallery"]);
export const listingChangeOutcomeEnum = pgEnum("listing_change_outcome", [
  "approved",
  "rejected",
  "seen",
]);

/**
 * What a helper changed in her own listing (decision 046), for the admin's queue. A details
 * change is live already and keeps the changed fields before and after (in the form's words:
 * ids of the lists); a photo or gallery image waits here, its file stored under `image_key`,
 * until the admin approves it onto her row or rejects it (the file is then removed).
 */
export const helperListingChanges = pgTable(
  "helper_listing_changes",
  {
    id: serial("id").primaryKey(),
    helperId: integer("helper_id")
      .notNull()
      .references(() => helpers.id, { onDelete: "cascade" }),
    kind: listingChangeKindEnum("kind").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    imageKey: text("image_key"),
    createdAt: createdAt(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    outcome: listingChangeOutcomeEnum("outcome"),
    /** Why a photo was rejected; she reads it on her page. */
    reason: text("reason"),
  },
  (t) => [
    // The admin's queue: what waits, oldest first.
    index("helper_listing_changes_waiting_idx").on(t.createdAt).where(sql`reviewed_at is null`),
    index("helper_listing_changes_helper_idx").on(t.helperId, t.createdAt),
  ],
);

export const messageChannelEnum = pgEnum("message_channel", ["sms", "email"]);
export const messageStatusEnum = pgEnum("message_status", ["queued", "sending", "sent", "failed"]);

/**
 * The outbox (docs/decisions/029): one row per message a person is promised, written in the
 * same transaction as the event that causes it and delivered by a worker in every API process,
 * which claims due rows with FOR UPDATE SKIP LOCKED and a lease (`nextAttemptAt`). The text is
 * rendered when the event happens; attachments (an invoice) are made when it is delivered.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    /** What the message says: receipt, helper_approved, plan_ending … (contract's MESSAGE_KINDS). */
    kind: text("kind").$type<MessageKind>().notNull(),
    channel: messageChannelEnum("channel").notNull(),
    /** Ten digits for an SMS, an address for an e-mail. */
    recipient: text("recipient").notNull(),
    /** Whose page shows it in the admin console. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    helperId: integer("helper_id").references(() => helpers.id, { onDelete: "set null" }),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    /** The template's values, for SMS providers that fill a registered (DLT) template. */
    variables: jsonb("variables").$type<Record<string, string>>().notNull().default({}),
    /** What to attach, made at delivery: a user's invoice of one payment, and its file name. */
    attachments: jsonb("attachments")
      .$type<{ type: "invoice"; paymentId: number; filename: string }[]>()
      .notNull()
      .default([]),
    /**
     * Names the message once (`receipt:payment:12:sms`): an event that happens twice queues it
     * once, and the provider gets it as its idempotency key where it takes one.
     */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: messageStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * When a worker may take it next. A claim moves it to the end of the claim's lease, so a
     * message left `sending` by a worker that died is due again once the lease has run out.
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The provider's answer to the last failed attempt. */
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index("outbox_messages_user_idx").on(t.userId, t.createdAt),
    index("outbox_messages_helper_idx").on(t.helperId, t.createdAt),
    index("outbox_messages_recipient_idx").on(t.recipient, t.createdAt),
  ],
);
