import {
  ageOn,
  type HelperStatus,
  type Maid,
  mediaUrl,
  type VerificationCheck,
  verificationBadgeText,
  withoutPhoneNumbers,
} from "@sahayi/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { helpers, purchasedHelpers } from "../../db/schema.ts";

import { verificationBadge } from "./verification-badge.ts";

/**
 * The columns a public helper needs; its category ids and gallery are on its row, so a list
 * of helpers is one query. Names of places, shift and categories come from the cached
 * CatalogReference. Phone numbers are read so the mapper can show them to a
 * buyer; it drops them for anyone else. The Verified badge is a subquery on the helper's
 * verification records, counting those younger than `verificationValidDays`.
 */
export const publicHelperColumns = (verificationValidDays: number) => ({
  id: helpers.id,
  publicId: helpers.publicId,
  name: helpers.name,
  dateOfBirth: helpers.dateOfBirth,
  about: helpers.about,
  profileImage: helpers.profileImage,
  mobileNumber: helpers.mobileNumber,
  whatsappNumber: helpers.whatsappNumber,
  districtId: helpers.districtId,
  constituencyId: helpers.constituencyId,
  shiftId: helpers.shiftId,
  languageId: helpers.languageId,
  gender: helpers.gender,
  experienceYears: helpers.experienceYears,
  hiredCount: helpers.hiredCount,
  status: helpers.status,
  updatedAt: helpers.updatedAt,
  confirmedOn: helpers.availabilityConfirmedOn,
  categoryIds: helpers.categoryIds,
  gallery: helpers.gallery,
  verification: verificationBadge(verificationValidDays),
});

export interface PublicHelperRow {
  id: number;
  publicId: string;
  name: string;
  dateOfBirth: string;
  about: string | null;
  profileImage: string;
  mobileNumber: string;
  whatsappNumber: string;
  districtId: number;
  constituencyId: number;
  shiftId: number;
  languageId: number;
  gender: Maid["gender"];
  experienceYears: number;
  hiredCount: number;
  status: HelperStatus;
  updatedAt: Date;
  confirmedOn: string;
  categoryIds: number[];
  gallery: string[];
  verification: VerificationCheck[];
}

/**
 * `select … from helpers`. Add the filters (always a status: `'approved'` for lists),
 * order and limit, then pass the rows to toPublicMaids.
 */
export function selectPublicHelpers(db: Db, verificationValidDays: number) {
  return db.select(publicHelperColumns(verificationValidDays)).from(helpers).$dynamic();
}

/**
 * A helper with a public page: listed, or paused by herself, whose page then says she is not
 * available now (decision 044). Lists, the sitemap and a reveal take the listed ones only.
 */
export const hasPublicPage = () => inArray(helpers.status, ["approved", "paused"]);

export interface Viewer {
  /** Internal ids of the helpers this user has bought; only these show phone numbers. */
  purchasedHelperIds: ReadonlySet<number>;
}

export const ANONYMOUS: Viewer = { purchasedHelperIds: new Set() };

/** What the caller of a request may see: a visitor sees no numbers; a user those they bought. */
export async function loadViewer(db: Db, user: { id: number } | null): Promise<Viewer> {
  if (!user) return ANONYMOUS;
  const rows = await db
    .select({ helperId: purchasedHelpers.helperId })
    .from(purchasedHelpers)
    .where(eq(purchasedHelpers.userId, user.id));
  return { purchasedHelperIds: new Set(rows.map((row) => row.helperId)) };
}

/**
 * Rows → the public maid shape. Rows must be listed helpers, or paused ones where a page or a
 * buyer may still see them: callers filter.
 */
export function toPublicMaids(
  rows: readonly PublicHelperRow[],
  reference: CatalogReference,
  viewer: Viewer = ANONYMOUS,
): Maid[] {
  return rows.map((row) => toPublicMaid(row, reference, viewer.purchasedHelperIds.has(row.id)));
}

export function toPublicMaid(
  row: PublicHelperRow,
  reference: CatalogReference,
  purchased: boolean,
): Maid {
  const categoryIds = new Set(row.categoryIds);
  const constituency = reference.constituencies.get(row.constituencyId)?.name ?? "";
  return {
    id: row.publicId,
    // What a helper typed is shown to everyone: a phone number in it is not (the numbers
    // are what a buyer pays for).
    name: withoutPhoneNumbers(row.name),
    age: ageOn(row.dateOfBirth),
    location: formatLocation(constituency, reference.districts.get(row.districtId) ?? ""),
    profile_picture: mediaUrl(row.profileImage),
    // The reference map is in display order; walking it keeps chips in that order.
    category: [...reference.categories]
      .filter(([id]) => categoryIds.has(id))
      .map(([, { name, color }]) => ({ name, color })),
    shift: reference.shifts.get(row.shiftId) ?? "",
    about: row.about === null ? null : withoutPhoneNumbers(row.about),
    additional_images: row.gallery.map((key) => mediaUrl(key)),
    is_purchased: purchased,
    // Phone numbers are what buyers pay for: nobody else ever receives them.
    mobile_number: purchased ? row.mobileNumber : null,
    whatsapp_number: purchased ? row.whatsappNumber : null,
    experience_years: row.experienceYears,
    language: reference.languages.get(row.languageId) ?? "",
    gender: row.gender,
    updated_at: row.updatedAt.toISOString(),
    verification: row.verification,
    verification_summary:
      row.verification.length > 0
        ? verificationBadgeText(row.verification, reference.locale)
        : null,
    hired_count: row.hiredCount,
    available: row.status === "approved",
    confirmed_on: row.confirmedOn,
  };
}

/** "Kazhakoottam, Thiruvananthapuram"; a constituency named after its district appears once.
 * An empty part (a list changed within the cache period) is left out. */
export function formatLocation(constituency: string, district: string): string {
  if (!constituency || constituency === district) return district;
  return district ? `${constituency}, ${district}` : constituency;
}
