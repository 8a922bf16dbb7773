import { type AdminListingChange, mediaUrl } from "@sahayi/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import type { CatalogReference } from "../../../db/reference.ts";
import { helperListingChanges, helpers } from "../../../db/schema.ts";

const image = (key: string) => ({ key, url: mediaUrl(key) });

/** A field's value as the admin reads it: the lists' names instead of ids. */
function named(reference: CatalogReference, field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field === "shift") return reference.shifts.get(Number(value)) ?? String(value);
  if (field === "maid_language") return reference.languages.get(Number(value)) ?? String(value);
  if (field === "category_ids" && Array.isArray(value)) {
    return value.map((id) => reference.categories.get(Number(id))?.name ?? String(id)).join(", ");
  }
  return String(value);
}

/**
 * `GET /api/admin/listing-changes`: what helpers changed and the admin has not reviewed yet,
 * oldest first, or one helper's with `helperPublicId`.
 */
export async function readListingChanges(
  db: Db,
  reference: CatalogReference,
  helperPublicId?: string,
): Promise<AdminListingChange[]> {
  const rows = await db
    .select({
      change: helperListingChanges,
      helper: {
        id: helpers.publicId,
        name: helpers.name,
        status: helpers.status,
        profileImage: helpers.profileImage,
      },
    })
    .from(helperListingChanges)
    .innerJoin(helpers, eq(helpers.id, helperListingChanges.helperId))
    .where(
      and(
        isNull(helperListingChanges.reviewedAt),
        helperPublicId === undefined ? undefined : eq(helpers.publicId, helperPublicId),
      ),
    )
    .orderBy(asc(helperListingChanges.createdAt), asc(helperListingChanges.id))
    .limit(200);
  return rows.map(({ change, helper }) => {
    const before = (change.before ?? {}) as Record<string, unknown>;
    const after = (change.after ?? {}) as Record<string, unknown>;
    return {
      id: change.id,
      kind: change.kind,
      helper: { id: helper.id, name: helper.name, status: helper.status },
      created_at: change.createdAt.toISOString(),
      fields:
        change.kind === "details"
          ? Object.keys(after).map((field) => ({
              field,
              before: named(reference, field, before[field]),
              after: named(reference, field, after[field]),
            }))
          : [],
      image: change.imageKey ? image(change.imageKey) : null,
      current_photo: image(helper.profileImage),
    };
  });
}
