import { fieldMessages, listingChangeMessages, MAID_ADDITIONAL_IMAGES_MAX } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { helperListingChanges, helpers } from "../../../db/schema.ts";
import { AppError, notFound, validationFailed } from "../../../lib/errors.ts";
import type { ImageStorage } from "../../../lib/storage/storage.ts";
import { removeUnusedImages } from "../../../lib/storage/unused-images.ts";
import { auditedChange } from "../audit.ts";

export interface DecideDeps {
  db: Db;
  storage: ImageStorage;
  adminUserId: number;
  log: (details: object, message: string) => void;
}

type Outcome = "approved" | "rejected" | "seen";

/**
 * `POST /api/admin/listing-changes/:id`: a details change is marked seen (it is live already;
 * the admin's edit form changes it back if needed); a photo is approved onto her listing (the
 * old photo's files go) or rejected (the new file goes, the reason is hers to read). Audited
 * with the change, in one transaction; files leave storage once it has committed.
 */
export async function decideListingChange(
  deps: DecideDeps,
  changeId: number,
  decision: { outcome: Outcome; reason: string | null },
): Promise<string> {
  const released = await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [change] = await tx
      .select()
      .from(helperListingChanges)
      .where(eq(helperListingChanges.id, changeId))
      .for("update");
    if (!change) throw notFound(listingChangeMessages.notFound);
    if (change.reviewedAt) {
      throw new AppError(409, "CONFLICT", listingChangeMessages.alreadyReviewed);
    }
    const forDetails = change.kind === "details";
    if (forDetails !== (decision.outcome === "seen")) {
      throw validationFailed({
        outcome: forDetails
          ? listingChangeMessages.outcomeForDetails
          : listingChangeMessages.outcomeForImage,
      });
    }
    const [helper] = await tx
      .select()
      .from(helpers)
      .where(eq(helpers.id, change.helperId))
      .for("update");
    const key = change.imageKey ?? "";
    let gone: string[] = [];
    let action = "listing_seen";
    if (decision.outcome === "rejected") {
      gone = [key];
      action = `reject_${change.kind}`;
    } else if (decision.outcome === "approved" && change.kind === "photo") {
      await tx.update(helpers).set({ profileImage: key }).where(eq(helpers.id, change.helperId));
      gone = [helper!.profileImage];
      action = "approve_photo";
    } else if (decision.outcome === "approved") {
      if (helper!.gallery.length >= MAID_ADDITIONAL_IMAGES_MAX) {
        throw new AppError(409, "CONFLICT", listingChangeMessages.galleryFull, {
          outcome: fieldMessages.tooManyImages,
        });
      }
      await tx
        .update(helpers)
        .set({ gallery: [...helper!.gallery, key] })
        .where(eq(helpers.id, change.helperId));
      action = "approve_gallery";
    }
    await tx
      .update(helperListingChanges)
      .set({
        reviewedAt: new Date(),
        reviewedBy: deps.adminUserId,
        outcome: decision.outcome,
        reason: decision.outcome === "rejected" ? decision.reason : null,
      })
      .where(eq(helperListingChanges.id, changeId));
    return {
      result: gone,
      audit: {
        action,
        entity: "helper",
        entityId: helper!.publicId,
        before: change.before as Record<string, unknown> | null,
        after: change.after as Record<string, unknown> | null,
        reason: decision.outcome === "rejected" ? decision.reason : null,
      },
    };
  });
  await removeUnusedImages(deps, released, "a reviewed photo");
  return listingChangeMessages[decision.outcome];
}
