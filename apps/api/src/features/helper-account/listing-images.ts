import {
  fieldMessages,
  helperListingMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
} from "@sahayi/contract";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helperListingChanges, helpers } from "../../db/schema.ts";
import { notFound, validationFailed } from "../../lib/errors.ts";
import { withStoredHelperImages } from "../../lib/storage/helper-images.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import { removeUnusedImages } from "../../lib/storage/unused-images.ts";
import { editableHelper } from "./listing.ts";

export interface ListingImageDeps {
  db: Db;
  storage: ImageStorage;
  log: (details: object, message: string) => void;
}

const waiting = (helperId: number) =>
  and(eq(helperListingChanges.helperId, helperId), isNull(helperListingChanges.reviewedAt));

/**
 * `POST /api/maid/listing/photo`: a new profile photo that waits for the admin's review; the
 * public keeps her photo until it is approved. A photo already waiting is withdrawn: only the
 * newest one is reviewed.
 */
export async function addWaitingPhoto(deps: ListingImageDeps, helperId: number, files: Buffer[]) {
  const withdrawn = await withStoredHelperImages(
    deps.storage,
    MAID_PHOTO_FIELD,
    files.slice(0, 1),
    ([key]) =>
      deps.db.transaction(async (tx) => {
        const helper = await editableHelper(tx, helperId);
        const old = await tx
          .delete(helperListingChanges)
          .where(and(waiting(helperId), eq(helperListingChanges.kind, "photo")))
          .returning({ key: helperListingChanges.imageKey });
        await tx.insert(helperListingChanges).values({
          helperId,
          kind: "photo",
          imageKey: key!,
          before: { profile_picture: helper.profileImage },
          after: { profile_picture: key },
        });
        return old.map((one) => one.key ?? "");
      }),
  );
  await removeUnusedImages(deps, withdrawn, "a withdrawn photo");
}

/**
 * `POST /api/maid/listing/gallery`: images that wait for review; her gallery and those
 * waiting hold at most MAID_ADDITIONAL_IMAGES_MAX together, so approving never overflows it.
 */
export async function addWaitingGalleryImages(
  deps: ListingImageDeps,
  helperId: number,
  files: Buffer[],
) {
  await withStoredHelperImages(deps.storage, MAID_GALLERY_FIELD, files, (keys) =>
    deps.db.transaction(async (tx) => {
      const helper = await editableHelper(tx, helperId);
      const [pending] = await tx
        .select({ n: count() })
        .from(helperListingChanges)
        .where(and(waiting(helperId), eq(helperListingChanges.kind, "gallery")));
      if (helper.gallery.length + (pending?.n ?? 0) + keys.length > MAID_ADDITIONAL_IMAGES_MAX) {
        throw validationFailed({ [MAID_GALLERY_FIELD]: fieldMessages.tooManyImages });
      }
      await tx.insert(helperListingChanges).values(
        keys.map((key) => ({
          helperId,
          kind: "gallery" as const,
          imageKey: key,
          after: { gallery_image: key },
        })),
      );
    }),
  );
}

/**
 * `DELETE /api/maid/listing/gallery/:key`: an image of her public gallery leaves it at once
 * (taking a picture down needs no review), or a photo waiting for review is withdrawn. Its
 * files go once the change has committed.
 */
export async function removeListingImage(deps: ListingImageDeps, helperId: number, key: string) {
  await deps.db.transaction(async (tx) => {
    const helper = await editableHelper(tx, helperId);
    if (helper.gallery.includes(key)) {
      await tx
        .update(helpers)
        .set({ gallery: helper.gallery.filter((one) => one !== key) })
        .where(eq(helpers.id, helperId));
      return;
    }
    const withdrawn = await tx
      .delete(helperListingChanges)
      .where(and(waiting(helperId), eq(helperListingChanges.imageKey, key)))
      .returning({ id: helperListingChanges.id });
    if (withdrawn.length === 0) throw notFound(helperListingMessages.imageNotFound);
  });
  await removeUnusedImages(deps, [key], "a removed gallery image");
}
