import { accountMessages, type MaidMyData, mediaUrl } from "@sahayi/contract";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import {
  contactOutcomes,
  contactReports,
  helperListingChanges,
  helpers,
  helperVerifications,
  outboxMessages,
  payments,
  purchasedHelpers,
} from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import {
  iso,
  isoOrNull,
  readNotices,
  readOneTimeCodes,
  readPaymentRecords,
} from "../../lib/privacy/records.ts";

async function readRegistration(db: Db, reference: CatalogReference, helperId: number) {
  const [h] = await db.select().from(helpers).where(eq(helpers.id, helperId));
  if (!h) throw new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);
  const categoryIds = new Set(h.categoryIds);
  return {
    id: h.publicId,
    name: h.name,
    mobile_number: h.mobileNumber,
    whatsapp_number: h.whatsappNumber,
    email: h.email,
    address: h.address,
    district: reference.districts.get(h.districtId) ?? "",
    constituency: reference.constituencies.get(h.constituencyId)?.name ?? "",
    pincode: h.pincode,
    date_of_birth: h.dateOfBirth,
    gender: h.gender,
    religion: reference.castes.get(h.casteId) ?? "",
    language: reference.languages.get(h.languageId) ?? "",
    shift: reference.shifts.get(h.shiftId) ?? "",
    experience_years: h.experienceYears,
    about: h.about,
    categories: [...reference.categories]
      .filter(([id]) => categoryIds.has(id))
      .map(([, category]) => category.name),
    profile_picture: mediaUrl(h.profileImage),
    additional_images: h.gallery.map((key) => mediaUrl(key)),
    status: h.status,
    rejection_reason: h.rejectionReason,
    available_from: h.availableFrom,
    hired_count: h.hiredCount,
    created_at: iso(h.createdAt),
    reviewed_at: isoOrNull(h.reviewedAt),
    updated_at: iso(h.updatedAt),
    privacy_policy_version: h.privacyPolicyVersion,
    privacy_policy_accepted_at: isoOrNull(h.privacyPolicyAcceptedAt),
  };
}

const readVerifications = (db: Db, helperId: number) =>
  db
    .select()
    .from(helperVerifications)
    .where(eq(helperVerifications.helperId, helperId))
    .orderBy(asc(helperVerifications.recordedAt), asc(helperVerifications.id))
    .then((rows) =>
      rows.map((v) => ({
        kind: v.kind,
        checked_on: v.checkedOn,
        document_type: v.documentType,
        document_last4: v.documentLast4,
        police_station: v.policeStation,
        reference_name: v.referenceName,
        relationship: v.relationship,
        note: v.note,
        recorded_at: iso(v.recordedAt),
      })),
    );

/** What households did with her listing: how many, and their reports without their names. */
async function readContacts(db: Db, helperId: number) {
  const [[revealed], [hired], reports] = await Promise.all([
    db.select({ n: count() }).from(purchasedHelpers).where(eq(purchasedHelpers.helperId, helperId)),
    db
      .select({ n: count() })
      .from(contactOutcomes)
      .where(and(eq(contactOutcomes.helperId, helperId), eq(contactOutcomes.outcome, "hired"))),
    db
      .select()
      .from(contactReports)
      .where(eq(contactReports.helperId, helperId))
      .orderBy(asc(contactReports.createdAt), asc(contactReports.id)),
  ]);
  return {
    numbers_revealed: revealed?.n ?? 0,
    hires_reported: hired?.n ?? 0,
    reports: reports.map((r) => ({
      reason: r.reason,
      status: r.status,
      created_at: iso(r.createdAt),
      decided_at: isoOrNull(r.decidedAt),
    })),
  };
}

/** Her own edits (decision 046): her words before and after, photos sent, the decisions. */
const readListingChanges = (db: Db, helperId: number) =>
  db
    .select()
    .from(helperListingChanges)
    .where(eq(helperListingChanges.helperId, helperId))
    .orderBy(asc(helperListingChanges.createdAt), asc(helperListingChanges.id))
    .then((rows) =>
      rows.map((c) => ({
        kind: c.kind,
        before: c.before,
        after: c.after,
        image: c.imageKey === null ? null : mediaUrl(c.imageKey),
        created_at: iso(c.createdAt),
        outcome: c.outcome,
        reason: c.reason,
        reviewed_at: isoOrNull(c.reviewedAt),
      })),
    );

/** Everything kept about one helper, as the privacy policy lists it ("Download my data"). */
export async function readMaidMyData(
  deps: { db: Db; reference: CatalogReference },
  helperId: number,
  now = new Date(),
): Promise<MaidMyData> {
  const { db } = deps;
  const registration = await readRegistration(db, deps.reference, helperId);
  const [paid, verificationRecords, contacts, codes, notices, listingChanges] = await Promise.all([
    readPaymentRecords(db, eq(payments.helperId, helperId)),
    readVerifications(db, helperId),
    readContacts(db, helperId),
    readOneTimeCodes(db, registration.mobile_number),
    readNotices(db, eq(outboxMessages.helperId, helperId)),
    readListingChanges(db, helperId),
  ]);
  return {
    exported_at: iso(now),
    registration,
    payments: paid,
    verification_records: verificationRecords,
    contacts,
    messages_sent: { one_time_codes: codes, notices },
    listing_changes: listingChanges,
  };
}
