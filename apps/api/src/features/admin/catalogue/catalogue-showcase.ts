import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_TYPES,
  type AdminBanner,
  type AdminBanners,
  type AdminBannerValues,
  type AdminCategories,
  type AdminCategory,
  type AdminCategoryValues,
  type AdminImage,
  adminMessages,
  mediaUrl,
} from "@sahayi/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { banners, categories } from "../../../db/schema.ts";
import { notFound, uniqueFieldsTaken, validationFailed } from "../../../lib/errors.ts";
import { storeEncoded } from "../../../lib/storage/images.ts";
import type { ImageStorage } from "../../../lib/storage/storage.ts";
import { checkImage } from "../../../lib/storage/uploads.ts";
import { auditedChange } from "../audit.ts";

interface AdminDeps {
  db: Db;
  storage: ImageStorage;
  adminUserId: number;
}

/** Stores an uploaded picture through the people's-photo pipeline (type by bytes, WebP, no EXIF). */
export async function uploadImage(
  storage: ImageStorage,
  data: Buffer | undefined,
): Promise<AdminImage> {
  if (!data) throw validationFailed({ image: adminMessages.imageRequired });
  const checked = await checkImage(data, {
    maxBytes: ADMIN_IMAGE_MAX_BYTES,
    types: ADMIN_IMAGE_TYPES,
    tooLarge: adminMessages.imageTooLarge,
    unsupported: adminMessages.imageUnsupported,
  });
  if ("problem" in checked) throw validationFailed({ image: checked.problem });
  const key = await storeEncoded(storage, checked.encoded);
  return { key, url: mediaUrl(key) };
}

/** Every named key must be a stored picture: a 400 on the field otherwise. */
async function assertStored(storage: ImageStorage, keys: Record<string, string | null>) {
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(keys)) {
    if (key === null) continue;
    const found = await storage.get(key, "card");
    if (found) found.stream.destroy();
    else fields[field] = adminMessages.imageMissing;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

// ---- categories ----------------------------------------------------------------------------

type CategoryRow = typeof categories.$inferSelect;

function toAdminCategory(row: CategoryRow): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    name_ml: row.nameMl,
    color: row.color,
    image: row.image,
    image_url: mediaUrl(row.image),
    banner_image: row.bannerImage,
    banner_url: mediaUrl(row.bannerImage),
    position: row.position,
  };
}

export async function listAdminCategories(db: Db): Promise<AdminCategories> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return { items: rows.map(toAdminCategory) };
}

const categoryColumns = (values: AdminCategoryValues) => ({
  name: values.name,
  nameMl: values.name_ml,
  color: values.color,
  image: values.image,
  bannerImage: values.banner_image,
  position: values.position,
});

async function assertCategoryFree(
  db: Db,
  values: AdminCategoryValues,
  storage: ImageStorage,
  id?: number,
) {
  const sameName = eq(categories.name, values.name);
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(id === undefined ? sameName : and(sameName, ne(categories.id, id)));
  if (taken) throw validationFailed({ name: adminMessages.categoryNameTaken });
  await assertStored(storage, { image: values.image, banner_image: values.banner_image });
}

export async function createCategory(deps: AdminDeps, values: AdminCategoryValues) {
  await assertCategoryFree(deps.db, values, deps.storage);
  // The check above answers the usual case; the unique index answers two saves at once.
  const nameTaken = uniqueFieldsTaken({ name: adminMessages.categoryNameTaken });
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [row] = await tx.insert(categories).values(categoryColumns(values)).returning();
    return {
      result: toAdminCategory(row!),
      audit: { action: "create", entity: "category", entityId: row!.id, before: null, after: row! },
    };
  }).catch(nameTaken);
}

export async function updateCategory(deps: AdminDeps, id: number, values: AdminCategoryValues) {
  await assertCategoryFree(deps.db, values, deps.storage, id);
  const nameTaken = uniqueFieldsTaken({ name: adminMessages.categoryNameTaken });
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!before) throw notFound(adminMessages.categoryNotFound);
    const [after] = await tx
      .update(categories)
      .set(categoryColumns(values))
      .where(eq(categories.id, id))
      .returning();
    return {
      result: toAdminCategory(after!),
      audit: { action: "update", entity: "category", entityId: id, before, after: after! },
    };
  }).catch(nameTaken);
}

// ---- banners -------------------------------------------------------------------------------

type BannerRow = typeof banners.$inferSelect;

function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    kind: row.kind,
    desktop_image: row.desktopImage,
    desktop_url: mediaUrl(row.desktopImage),
    mobile_image: row.mobileImage,
    mobile_url: row.mobileImage ? mediaUrl(row.mobileImage) : null,
    url: row.url,
    title: row.title,
    subtitle: row.subtitle,
    button_label: row.buttonLabel,
    position: row.position,
    active: row.active,
  };
}

export async function listAdminBanners(db: Db): Promise<AdminBanners> {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(asc(banners.kind), asc(banners.position), asc(banners.id));
  return { items: rows.map(toAdminBanner) };
}

const bannerColumns = (values: AdminBannerValues) => ({
  kind: values.kind,
  desktopImage: values.desktop_image,
  // Home banners show one picture (the schema's comment): a mobile one is not kept for them.
  mobileImage: values.kind === "main" ? values.mobile_image : null,
  url: values.url,
  title: values.title,
  subtitle: values.subtitle,
  buttonLabel: values.button_label,
  position: values.position,
  active: values.active,
});

const bannerImages = (values: AdminBannerValues) => ({
  desktop_image: values.desktop_image,
  mobile_image: values.kind === "main" ? values.mobile_image : null,
});

export async function createBanner(deps: AdminDeps, values: AdminBannerValues) {
  await assertStored(deps.storage, bannerImages(values));
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [row] = await tx.insert(banners).values(bannerColumns(values)).returning();
    return {
      result: toAdminBanner(row!),
      audit: { action: "create", entity: "banner", entityId: row!.id, before: null, after: row! },
    };
  });
}

export async function updateBanner(deps: AdminDeps, id: number, values: AdminBannerValues) {
  await assertStored(deps.storage, bannerImages(values));
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!before) throw notFound(adminMessages.bannerNotFound);
    const [after] = await tx
      .update(banners)
      .set(bannerColumns(values))
      .where(eq(banners.id, id))
      .returning();
    return {
      result: toAdminBanner(after!),
      audit: { action: "update", entity: "banner", entityId: id, before, after: after! },
    };
  });
}
