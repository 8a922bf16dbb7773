import { apiMessages, type Category, type Maid, mediaUrl, type Option } from "@sahayi/contract";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { categories, helpers } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { ANONYMOUS, selectPublicHelpers, toPublicMaids, type Viewer } from "./public-maids.ts";

export { type CatalogReference, readCatalogReference } from "../../db/reference.ts";
// The maid mapper is the catalogue's public face; search and other features reuse it.
export {
  ANONYMOUS,
  formatLocation,
  type PublicHelperRow,
  publicHelperColumns,
  selectPublicHelpers,
  toPublicMaid,
  toPublicMaids,
  type Viewer,
} from "./public-maids.ts";

/** One approved helper by public id; anything else is "not found", unapproved ones included. */
export async function getMaid(options: {
  db: Db;
  reference: CatalogReference;
  publicId: string;
  viewer?: Viewer;
}): Promise<Maid> {
  const { db, reference, publicId, viewer = ANONYMOUS } = options;
  const rows = await selectPublicHelpers(db)
    .where(and(eq(helpers.publicId, publicId), eq(helpers.status, "approved")))
    .limit(1);
  const [maid] = toPublicMaids(rows, reference, viewer);
  if (!maid) throw notFound(apiMessages.maidNotFound);
  return maid;
}

/** The newest approved helpers, for the home page. */
export async function newestMaids(options: {
  db: Db;
  reference: CatalogReference;
  limit: number;
  viewer?: Viewer;
}): Promise<Maid[]> {
  const { db, reference, limit, viewer = ANONYMOUS } = options;
  const rows = await selectPublicHelpers(db)
    .where(eq(helpers.status, "approved"))
    .orderBy(desc(helpers.createdAt), desc(helpers.id))
    .limit(limit);
  return toPublicMaids(rows, reference, viewer);
}

/** Constituencies of a district, in the Election Commission's order. */
export function listConstituencies(reference: CatalogReference, districtId: number): Option[] {
  if (!reference.districts.has(districtId)) throw notFound(apiMessages.districtNotFound);
  return [...reference.constituencies]
    .filter(([, constituency]) => constituency.districtId === districtId)
    .map(([id, { name }]) => ({ id, name }));
}

/** A category with its banner picture, for the category page. */
export async function getCategory(options: { db: Db; categoryId: number }): Promise<Category> {
  const { db, categoryId } = options;
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound(apiMessages.categoryNotFound);
  return {
    id: category.id,
    name: category.name,
    color: category.color,
    image: mediaUrl(category.bannerImage),
  };
}

/** All categories with their card pictures, in display order. */
export async function listCategories(options: { db: Db }): Promise<Category[]> {
  const rows = await options.db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name: c.name, color: c.color, image: mediaUrl(c.image) }));
}
