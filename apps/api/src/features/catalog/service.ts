import { apiMessages, type Category, type Maid, mediaUrl, type Option } from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { categories, helpers } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { nameIn } from "../../lib/locale.ts";
import {
  ANONYMOUS,
  hasPublicPage,
  selectPublicHelpers,
  toPublicMaids,
  type Viewer,
} from "../../lib/public-helpers/public-maids.ts";

/**
 * One helper with a public page by public id (listed, or paused: `available` says which);
 * anything else is "not found", unapproved ones included.
 */
export async function getMaid(options: {
  db: Db;
  reference: CatalogReference;
  publicId: string;
  viewer?: Viewer;
  verificationValidDays: number;
}): Promise<Maid> {
  const { db, reference, publicId, viewer = ANONYMOUS } = options;
  const rows = await selectPublicHelpers(db, options.verificationValidDays)
    .where(and(eq(helpers.publicId, publicId), hasPublicPage()))
    .limit(1);
  const [maid] = toPublicMaids(rows, reference, viewer);
  if (!maid) throw notFound(apiMessages.maidNotFound);
  return maid;
}

/** Constituencies of a district, in the Election Commission's order. */
export function listConstituencies(reference: CatalogReference, districtId: number): Option[] {
  if (!reference.districts.has(districtId)) throw notFound(apiMessages.districtNotFound);
  return [...reference.constituencies]
    .filter(([, constituency]) => constituency.districtId === districtId)
    .map(([id, { name, nameMl }]) => ({ id, name, name_ml: nameMl }));
}

/** A category with its banner picture, for the category page, named in `locale`. */
export async function getCategory(options: {
  db: Db;
  categoryId: number;
  locale: Locale;
}): Promise<Category> {
  const { db, categoryId } = options;
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound(apiMessages.categoryNotFound);
  return {
    id: category.id,
    name: nameIn(options.locale, category),
    color: category.color,
    image: mediaUrl(category.bannerImage),
  };
}
