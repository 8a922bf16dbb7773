import { type Maid, mediaUrl } from "@sahayi/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  categories,
  constituencies,
  districts,
  helperCategories,
  helperImages,
  helpers,
  shifts,
} from "../../db/schema.ts";

/**
 * The columns a public helper needs, with the names of its place and shift joined in.
 * Phone numbers are read so the mapper can show them to a buyer; it drops them for anyone else.
 */
export const publicHelperColumns = {
  id: helpers.id,
  publicId: helpers.publicId,
  name: helpers.name,
  age: helpers.age,
  about: helpers.about,
  profileImage: helpers.profileImage,
  mobileNumber: helpers.mobileNumber,
  whatsappNumber: helpers.whatsappNumber,
  districtName: districts.name,
  constituencyName: constituencies.name,
  shiftName: shifts.name,
};

export interface PublicHelperRow {
  id: number;
  publicId: string;
  name: string;
  age: number;
  about: string | null;
  profileImage: string;
  mobileNumber: string;
  whatsappNumber: string;
  districtName: string;
  constituencyName: string;
  shiftName: string;
}

/**
 * `select … from helpers` joined to district, constituency and shift. Add the filters (always
 * including `helpers.status = 'approved'`), order and limit, then pass the rows to toPublicMaids.
 */
export function selectPublicHelpers(db: Db) {
  return db
    .select(publicHelperColumns)
    .from(helpers)
    .innerJoin(districts, eq(districts.id, helpers.districtId))
    .innerJoin(constituencies, eq(constituencies.id, helpers.constituencyId))
    .innerJoin(shifts, eq(shifts.id, helpers.shiftId))
    .$dynamic();
}

export interface Viewer {
  /** Internal ids of the helpers this user has bought; only these show phone numbers. */
  purchasedHelperIds: ReadonlySet<number>;
}

export const ANONYMOUS: Viewer = { purchasedHelperIds: new Set() };

/**
 * Rows → the public maid shape. Categories and gallery images of all rows come in two
 * queries, whatever the number of rows. Rows must be approved helpers: callers filter.
 */
export async function toPublicMaids(
  db: Db,
  rows: readonly PublicHelperRow[],
  viewer: Viewer = ANONYMOUS,
): Promise<Maid[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categoryRows, imageRows] = await Promise.all([
    db
      .select({
        helperId: helperCategories.helperId,
        name: categories.name,
        color: categories.color,
      })
      .from(helperCategories)
      .innerJoin(categories, eq(categories.id, helperCategories.categoryId))
      .where(inArray(helperCategories.helperId, ids))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ helperId: helperImages.helperId, image: helperImages.image })
      .from(helperImages)
      .where(inArray(helperImages.helperId, ids))
      .orderBy(asc(helperImages.position), asc(helperImages.id)),
  ]);
  const categoriesOf = groupBy(categoryRows, (r) => r.helperId);
  const imagesOf = groupBy(imageRows, (r) => r.helperId);
  return rows.map((row) =>
    toPublicMaid(row, {
      categories: (categoriesOf.get(row.id) ?? []).map(({ name, color }) => ({ name, color })),
      imageKeys: (imagesOf.get(row.id) ?? []).map((r) => r.image),
      purchased: viewer.purchasedHelperIds.has(row.id),
    }),
  );
}

/** One row with its categories and gallery already gathered (e.g. by a single SQL query). */
export function toPublicMaid(
  row: PublicHelperRow,
  extra: { categories: { name: string; color: string }[]; imageKeys: string[]; purchased: boolean },
): Maid {
  return {
    id: row.publicId,
    name: row.name,
    age: row.age,
    location: formatLocation(row.constituencyName, row.districtName),
    profile_picture: mediaUrl(row.profileImage),
    category: extra.categories,
    shift: row.shiftName,
    about: row.about,
    additional_images: extra.imageKeys.map((key) => mediaUrl(key)),
    is_purchased: extra.purchased,
    // Phone numbers are what buyers pay for: nobody else ever receives them.
    mobile_number: extra.purchased ? row.mobileNumber : null,
    whatsapp_number: extra.purchased ? row.whatsappNumber : null,
  };
}

/** "Kazhakoottam, Thiruvananthapuram"; a constituency named after its district appears once. */
export function formatLocation(constituency: string, district: string): string {
  return constituency === district ? district : `${constituency}, ${district}`;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
