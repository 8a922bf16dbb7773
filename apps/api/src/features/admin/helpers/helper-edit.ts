import {
  type AdminHelperEdit,
  type AdminHelperEditForm,
  adminHelperEditMessages,
  adminMessages,
  fieldMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
  mediaUrl,
} from "@sahayi/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import type { CatalogReference } from "../../../db/reference.ts";
import { helpers } from "../../../db/schema.ts";
import type { AdminChange } from "../../../lib/admin-audit.ts";
import { AppError, notFound, validationFailed } from "../../../lib/errors.ts";
import { referenceProblems } from "../../../lib/helper-fields.ts";
import { changedFields, helperFormValues, helperRowValues } from "../../../lib/helper-row.ts";
import { withStoredHelperImages } from "../../../lib/storage/helper-images.ts";
import type { ImageStorage } from "../../../lib/storage/storage.ts";
import { auditedChange } from "../audit.ts";

const image = (key: string) => ({ key, url: mediaUrl(key) });

async function lockedHelper(tx: Tx, publicId: string) {
  const [row] = await tx.select().from(helpers).where(eq(helpers.publicId, publicId)).for("update");
  if (!row) throw notFound(adminMessages.helperNotFound);
  return row;
}

/** GET /api/admin/helpers/:id/edit: what the edit form starts from. */
export async function readHelperForm(db: Db, publicId: string): Promise<AdminHelperEditForm> {
  const [row] = await db.select().from(helpers).where(eq(helpers.publicId, publicId));
  if (!row) throw notFound(adminMessages.helperNotFound);
  return {
    ...helperFormValues(row),
    profile_picture: image(row.profileImage),
    gallery: row.gallery.map(image),
  };
}

export interface EditDeps {
  db: Db;
  adminUserId: number;
}

/**
 * PUT /api/admin/helpers/:id/edit: saves every field at once, in one transaction with its
 * audit row (before and after of the fields that changed). Ids must name rows of the lists
 * (the constituency in the district); a mobile number another helper has is a 409, checked
 * under the same per-phone lock registration takes, so the two cannot race.
 */
export async function editHelper(
  deps: EditDeps & { reference: CatalogReference },
  publicId: string,
  data: AdminHelperEdit,
): Promise<AdminHelperEditForm> {
  const problems = referenceProblems(deps.reference, data);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`helper:${data.mobile_number}`}))`,
    );
    const before = await lockedHelper(tx, publicId);
    const [taken] = await tx
      .select({ id: helpers.id })
      .from(helpers)
      .where(and(eq(helpers.mobileNumber, data.mobile_number), ne(helpers.id, before.id)))
      .limit(1);
    if (taken) {
      throw new AppError(409, "CONFLICT", adminHelperEditMessages.phoneTaken, {
        mobile_number: adminHelperEditMessages.phoneTaken,
      });
    }
    const [after] = await tx
      .update(helpers)
      .set(helperRowValues(data))
      .where(eq(helpers.id, before.id))
      .returning();
    const { changedBefore, changedAfter } = changedFields(
      helperFormValues(before),
      helperFormValues(after!),
    );
    return {
      result: {
        ...helperFormValues(after!),
        profile_picture: image(after!.profileImage),
        gallery: after!.gallery.map(image),
      },
      audit: {
        action: "edit",
        entity: "helper",
        entityId: publicId,
        before: changedBefore,
        after: changedAfter,
        reason: null,
      },
    };
  });
}

export interface ImageDeps extends EditDeps {
  storage: ImageStorage;
}

/**
 * Stores uploaded images (lib/storage/helper-images.ts), then runs `change` with their keys in one
 * audited transaction; the files `change` lets go of are removed once it has committed.
 */
async function withNewImages<T>(
  deps: ImageDeps,
  field: string,
  files: Buffer[],
  change: (
    tx: Tx,
    keys: string[],
  ) => Promise<{ result: T; audit: Omit<AdminChange, "adminUserId"> }>,
  released: (result: T) => string[],
): Promise<T> {
  const result = await withStoredHelperImages(deps.storage, field, files, (keys) =>
    auditedChange(deps.db, deps.adminUserId, (tx) => change(tx, keys)),
  );
  await Promise.allSettled(released(result).map((key) => deps.storage.remove(key)));
  return result;
}

const imagesAudit = (
  publicId: string,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => ({
  action,
  entity: "helper",
  entityId: publicId,
  before,
  after,
  reason: null,
});

/** POST /api/admin/helpers/:id/photo: a new profile photo; the old one's files go. */
export async function replacePhoto(deps: ImageDeps, publicId: string, files: Buffer[]) {
  const outcome = await withNewImages(
    deps,
    MAID_PHOTO_FIELD,
    files.slice(0, 1),
    async (tx, [key]) => {
      const before = await lockedHelper(tx, publicId);
      await tx.update(helpers).set({ profileImage: key! }).where(eq(helpers.id, before.id));
      return {
        result: { old: before.profileImage, photo: image(key!) },
        audit: imagesAudit(
          publicId,
          "edit_photo",
          { profile_picture: before.profileImage },
          { profile_picture: key },
        ),
      };
    },
    (done) => [done.old],
  );
  return outcome.photo;
}

/** POST /api/admin/helpers/:id/gallery: images added at the end, at most 5 in all. */
export async function addGalleryImages(deps: ImageDeps, publicId: string, files: Buffer[]) {
  return withNewImages(
    deps,
    MAID_GALLERY_FIELD,
    files,
    async (tx, keys) => {
      const before = await lockedHelper(tx, publicId);
      const gallery = [...before.gallery, ...keys];
      if (gallery.length > MAID_ADDITIONAL_IMAGES_MAX) {
        throw validationFailed({ [MAID_GALLERY_FIELD]: fieldMessages.tooManyImages });
      }
      await tx.update(helpers).set({ gallery }).where(eq(helpers.id, before.id));
      return {
        result: gallery.map(image),
        audit: imagesAudit(publicId, "edit_gallery", { gallery: before.gallery }, { gallery }),
      };
    },
    () => [],
  );
}

/** DELETE /api/admin/helpers/:id/gallery/:key: one image out; its files go after the commit. */
export async function removeGalleryImage(deps: ImageDeps, publicId: string, key: string) {
  const gallery = await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const before = await lockedHelper(tx, publicId);
    if (!before.gallery.includes(key)) {
      throw notFound(adminHelperEditMessages.galleryImageNotFound);
    }
    const after = before.gallery.filter((one) => one !== key);
    await tx.update(helpers).set({ gallery: after }).where(eq(helpers.id, before.id));
    return {
      result: after,
      audit: imagesAudit(publicId, "edit_gallery", { gallery: before.gallery }, { gallery: after }),
    };
  });
  await deps.storage.remove(key).catch(() => undefined);
  return gallery.map(image);
}
