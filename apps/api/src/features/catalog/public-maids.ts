import { type Maid, mediaUrl } from "@sahayi/contract";
import { eq, sql } from "drizzle-orm";
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
 * The columns a public helper needs, with the names of its place and shift joined in and its
 * categories and gallery gathered by subselects, so a list of helpers is one query.
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
  categoryList: sql<unknown>`(
    select coalesce(json_agg(json_build_object('name', ${categories.name}, 'color', ${categories.color})
      order by ${categories.position}, ${categories.id}), '[]')
    from ${helperCategories} join ${categories} on ${categories.id} = ${helperCategories.categoryId}
    where ${helperCategories.helperId} = ${helpers.id})`,
  imageKeys: sql<unknown>`(
    select coalesce(json_agg(${helperImages.image} order by ${helperImages.position}, ${helperImages.id}), '[]')
    from ${helperImages} where ${helperImages.helperId} = ${helpers.id})`,
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
  /** JSON `[{ name, color }]`, as text or parsed depending on the driver. */
  categoryList: unknown;
  /** JSON `["key", ...]`, as text or parsed depending on the driver. */
  imageKeys: unknown;
}

/**
 * `select … from helpers` joined to district, constituency and shift. Add the filters (always
 * including `helpers.status = 'approved'`), order and limit, then pass the rows to toPublicMaids.
 * The subselects run for every row the query produces, so page with LIMIT before they run
 * (search picks a page of ids first).
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

/** Rows → the public maid shape. Rows must be approved helpers: callers filter. */
export function toPublicMaids(
  rows: readonly PublicHelperRow[],
  viewer: Viewer = ANONYMOUS,
): Maid[] {
  return rows.map((row) => toPublicMaid(row, viewer.purchasedHelperIds.has(row.id)));
}

export function toPublicMaid(row: PublicHelperRow, purchased: boolean): Maid {
  const categoryList = parseJson<{ name: string; color: string }[]>(row.categoryList);
  return {
    id: row.publicId,
    name: row.name,
    age: row.age,
    location: formatLocation(row.constituencyName, row.districtName),
    profile_picture: mediaUrl(row.profileImage),
    category: categoryList.map(({ name, color }) => ({ name, color })),
    shift: row.shiftName,
    about: row.about,
    additional_images: parseJson<string[]>(row.imageKeys).map((key) => mediaUrl(key)),
    is_purchased: purchased,
    // Phone numbers are what buyers pay for: nobody else ever receives them.
    mobile_number: purchased ? row.mobileNumber : null,
    whatsapp_number: purchased ? row.whatsappNumber : null,
  };
}

/** postgres-js parses json values; PGlite may hand back the text. */
function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** "Kazhakoottam, Thiruvananthapuram"; a constituency named after its district appears once. */
export function formatLocation(constituency: string, district: string): string {
  return constituency === district ? district : `${constituency}, ${district}`;
}
