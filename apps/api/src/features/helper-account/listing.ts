import {
  HELPER_ACTIVITY_DAYS,
  helperListingMessages,
  type MaidListing,
  type MaidListingRequest,
  mediaUrl,
} from "@sahayi/contract";
import { and, desc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { helperListingChanges, helpers } from "../../db/schema.ts";
import { AppError, validationFailed } from "../../lib/errors.ts";
import { listingReferenceProblems } from "../../lib/helper-fields.ts";
import { changedFields } from "../../lib/helper-row.ts";

const DAY_MS = 86_400_000;
type HelperRow = typeof helpers.$inferSelect;

const image = (key: string) => ({ key, url: mediaUrl(key) });

/** Her listing's fields she edits, in the form's words; categories sorted to compare. */
const listingValues = (row: HelperRow) => ({
  about: row.about,
  shift: row.shiftId,
  maid_language: row.languageId,
  category_ids: [...row.categoryIds].sort((a, b) => a - b),
});

/**
 * Her row, locked, when she may edit it: listed or paused (decision 046). Under review, refused,
 * suspended or deleted, the admin's decision stands until it changes.
 */
export async function editableHelper(tx: Tx, helperId: number): Promise<HelperRow> {
  const [row] = await tx.select().from(helpers).where(eq(helpers.id, helperId)).for("update");
  if (!row || (row.status !== "approved" && row.status !== "paused")) {
    throw new AppError(409, "NOT_LISTED", helperListingMessages.notEditable);
  }
  return row;
}

/** `GET /api/maid/listing`: her edit form, her public photos and those waiting or refused. */
export async function readMaidListing(
  db: Db,
  helperId: number,
  now: Date = new Date(),
): Promise<MaidListing> {
  const [row] = await db.select().from(helpers).where(eq(helpers.id, helperId));
  if (!row) throw new AppError(409, "NOT_LISTED", helperListingMessages.notEditable);
  const since = new Date(now.getTime() - HELPER_ACTIVITY_DAYS * DAY_MS);
  const images = await db
    .select()
    .from(helperListingChanges)
    .where(
      and(
        eq(helperListingChanges.helperId, helperId),
        inArray(helperListingChanges.kind, ["photo", "gallery"]),
        or(
          isNull(helperListingChanges.reviewedAt),
          and(
            eq(helperListingChanges.outcome, "rejected"),
            gte(helperListingChanges.reviewedAt, since),
          ),
        ),
      ),
    )
    .orderBy(desc(helperListingChanges.id));
  const waiting = images.filter((change) => change.reviewedAt === null && change.imageKey);
  const photo = waiting.find((change) => change.kind === "photo");
  return {
    id: row.publicId,
    ...listingValues(row),
    profile_picture: image(row.profileImage),
    gallery: row.gallery.map(image),
    pending_photo: photo?.imageKey ? image(photo.imageKey) : null,
    pending_gallery: waiting
      .filter((change) => change.kind === "gallery")
      .reverse()
      .map((change) => image(change.imageKey!)),
    refused: images
      .filter((change) => change.outcome === "rejected")
      .map((change) => ({
        kind: change.kind === "photo" ? "photo" : "gallery",
        reason: change.reason,
        reviewed_at: change.reviewedAt!.toISOString(),
      })),
  };
}

/**
 * `PUT /api/maid/listing`: her about text, shift, language and categories, live at once. The
 * about text is kept as she typed it; every public answer shows it with phone numbers hidden,
 * as it does a registration's. The fields that changed, before and after, wait in the admin's
 * queue to be seen.
 */
export async function saveMaidListing(
  deps: { db: Db; reference: CatalogReference },
  helperId: number,
  input: MaidListingRequest,
): Promise<void> {
  const problems = listingReferenceProblems(deps.reference, input);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  await deps.db.transaction(async (tx) => {
    const before = await editableHelper(tx, helperId);
    const after = { ...input, category_ids: [...input.category_ids].sort((a, b) => a - b) };
    const { changedBefore, changedAfter } = changedFields(listingValues(before), after);
    if (Object.keys(changedAfter).length === 0) return;
    await tx
      .update(helpers)
      .set({
        about: after.about,
        shiftId: after.shift,
        languageId: after.maid_language,
        categoryIds: after.category_ids,
      })
      .where(eq(helpers.id, helperId));
    await tx.insert(helperListingChanges).values({
      helperId,
      kind: "details",
      before: changedBefore,
      after: changedAfter,
    });
  });
}
