import {
  adminMessages,
  mustBeIdFromTheList,
  type ReferenceItem,
  type ReferenceList,
  type ReferenceListName,
} from "@sahayi/contract";
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../../db/client.ts";
import {
  castes,
  constituencies,
  districts,
  helpers,
  languages,
  shifts,
  users,
} from "../../../db/schema.ts";
import { AppError, notFound, uniqueFieldsTaken, validationFailed } from "../../../lib/errors.ts";
import { auditedChange } from "../audit.ts";

type NamedTable = typeof castes | typeof shifts | typeof languages | typeof districts;

/** Each list's table and the columns that point at its rows (what "in use" counts). */
const lists = {
  districts: {
    table: districts,
    usedBy: [helpers.districtId, users.districtId, constituencies.districtId],
  },
  constituencies: { table: constituencies, usedBy: [helpers.constituencyId] },
  castes: { table: castes, usedBy: [helpers.casteId] },
  shifts: { table: shifts, usedBy: [helpers.shiftId] },
  languages: { table: languages, usedBy: [helpers.languageId] },
} satisfies Record<
  ReferenceListName,
  { table: NamedTable | typeof constituencies; usedBy: PgColumn[] }
>;

/** How many rows point at `id`, over every column that refers to the list. */
async function usesOf(db: Db | Tx, list: ReferenceListName, id: number): Promise<number> {
  const counts = await Promise.all(
    lists[list].usedBy.map(async (column) => {
      const [row] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
      return row?.n ?? 0;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Per id, how many rows use it: one grouped count per referring column. */
async function usesOfAll(db: Db, list: ReferenceListName): Promise<Map<number, number>> {
  const uses = new Map<number, number>();
  for (const column of lists[list].usedBy) {
    const rows = await db
      .select({ id: sql<number>`${column}`, n: count() })
      .from(column.table)
      .groupBy(column);
    for (const row of rows) {
      if (row.id !== null) uses.set(row.id, (uses.get(row.id) ?? 0) + row.n);
    }
  }
  return uses;
}

/** A whole list in display order, with how much each entry is used. */
export async function listReference(db: Db, list: ReferenceListName): Promise<ReferenceList> {
  const uses = await usesOfAll(db, list);
  const withUse = (
    row: { id: number; name: string; nameMl: string | null },
    extra: Partial<ReferenceItem> = {},
  ) => ({
    id: row.id,
    name: row.name,
    name_ml: row.nameMl,
    district_id: null,
    number: null,
    in_use: uses.get(row.id) ?? 0,
    ...extra,
  });
  if (list === "constituencies") {
    const rows = await db.select().from(constituencies).orderBy(asc(constituencies.number));
    return {
      items: rows.map((row) => withUse(row, { district_id: row.districtId, number: row.number })),
    };
  }
  const table = lists[list].table as NamedTable;
  const rows = await db
    .select({ id: table.id, name: table.name, nameMl: table.nameMl })
    .from(table)
    .orderBy(asc(table.id));
  return { items: rows.map((row) => withUse(row)) };
}

export interface ReferenceValues {
  name: string;
  name_ml: string | null;
  district_id?: number | undefined;
  number?: number | undefined;
}

interface AdminDeps {
  db: Db;
  adminUserId: number;
}

/**
 * What a unique index refusing the row means (two admins saving at once, past assertFree):
 * constituencies are unique by number, the other lists by name.
 */
const taken = (list: ReferenceListName) =>
  uniqueFieldsTaken(
    list === "constituencies"
      ? { number: adminMessages.referenceNumberTaken }
      : { name: adminMessages.referenceNameTaken },
  );

/** Names are unique in each list (and numbers among constituencies): a clear 400, not a 500. */
async function assertFree(tx: Tx, list: ReferenceListName, values: ReferenceValues, id?: number) {
  const table = lists[list].table;
  const others = (condition: SQL) =>
    id === undefined ? condition : and(condition, ne(table.id, id));
  const [sameName] = await tx
    .select({ id: table.id })
    .from(table)
    .where(others(eq(table.name, values.name)));
  const fields: Record<string, string> = {};
  if (sameName) fields.name = adminMessages.referenceNameTaken;
  if (list === "constituencies" && values.number !== undefined) {
    const [sameNumber] = await tx
      .select({ id: constituencies.id })
      .from(constituencies)
      .where(others(eq(constituencies.number, values.number)));
    if (sameNumber) fields.number = adminMessages.referenceNumberTaken;
  }
  if (list === "constituencies" && values.district_id !== undefined) {
    const [district] = await tx
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.id, values.district_id));
    if (!district) fields.district_id = mustBeIdFromTheList("District");
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

export function addReferenceItem(
  deps: AdminDeps,
  list: ReferenceListName,
  values: ReferenceValues,
) {
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    await assertFree(tx, list, values);
    let row: { id: number };
    if (list === "constituencies") {
      if (values.district_id === undefined || values.number === undefined) {
        throw validationFailed({
          ...(values.district_id === undefined && {
            district_id: adminMessages.constituencyNeedsDistrict,
          }),
          ...(values.number === undefined && { number: adminMessages.constituencyNeedsDistrict }),
        });
      }
      [row] = (await tx
        .insert(constituencies)
        .values({
          name: values.name,
          nameMl: values.name_ml,
          districtId: values.district_id,
          number: values.number,
        })
        .returning()) as [typeof constituencies.$inferSelect];
    } else {
      const table = lists[list].table as NamedTable;
      [row] = (await tx
        .insert(table)
        .values({ name: values.name, nameMl: values.name_ml })
        .returning({ id: table.id })) as [{ id: number }];
    }
    return {
      result: row.id,
      audit: {
        action: "create",
        entity: list,
        entityId: row.id,
        before: null,
        after: { ...values },
      },
    };
  }).catch(taken(list));
}

export function renameReferenceItem(
  deps: AdminDeps,
  list: ReferenceListName,
  id: number,
  values: ReferenceValues,
) {
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const table = lists[list].table;
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!before) throw notFound(adminMessages.referenceNotFound);
    await assertFree(tx, list, values, id);
    // The form sends both names every time: a Malayalam name left empty is cleared.
    const change: Record<string, unknown> = { name: values.name, nameMl: values.name_ml };
    if (list === "constituencies") {
      if (values.district_id !== undefined) change.districtId = values.district_id;
      if (values.number !== undefined) change.number = values.number;
    }
    const [after] = await tx.update(table).set(change).where(eq(table.id, id)).returning();
    return {
      result: id,
      audit: {
        action: "update",
        entity: list,
        entityId: id,
        before: { ...before },
        after: { ...after },
      },
    };
  }).catch(taken(list));
}

/** Removes an entry nothing uses; one in use is a 409 that says how much uses it. */
export function removeReferenceItem(deps: AdminDeps, list: ReferenceListName, id: number) {
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const table = lists[list].table;
    // Locked first: a helper saved meanwhile waits for this and then fails its own check.
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!before) throw notFound(adminMessages.referenceNotFound);
    const uses = await usesOf(tx, list, id);
    if (uses > 0) throw new AppError(409, "CONFLICT", adminMessages.referenceInUse(uses));
    await tx.delete(table).where(eq(table.id, id));
    return {
      result: id,
      audit: { action: "delete", entity: list, entityId: id, before: { ...before }, after: null },
    };
  });
}
