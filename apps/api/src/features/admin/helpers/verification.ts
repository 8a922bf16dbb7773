import {
  adminMessages,
  type IdDocumentType,
  type VerificationInputParsed,
  type VerificationRecord,
} from "@sahayi/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { helpers, helperVerifications, users } from "../../../db/schema.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { auditedChange } from "../audit.ts";

type RecordRow = typeof helperVerifications.$inferSelect;

async function helperIdOf(db: Db, publicId: string): Promise<number> {
  const [helper] = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(eq(helpers.publicId, publicId));
  if (!helper) throw notFound(adminMessages.helperNotFound);
  return helper.id;
}

/** The record's own fields, as the audit log keeps them (the last 4 characters at most). */
const auditShape = (row: RecordRow) => ({
  kind: row.kind,
  checked_on: row.checkedOn,
  document_type: row.documentType,
  document_last4: row.documentLast4,
  police_station: row.policeStation,
  reference_name: row.referenceName,
  relationship: row.relationship,
  note: row.note,
});

/** A helper's records, newest check first, each saying whether it still counts. */
export async function listVerifications(
  db: Db,
  input: { publicId: string; validDays: number },
): Promise<VerificationRecord[]> {
  const helperId = await helperIdOf(db, input.publicId);
  const rows = await db
    .select({
      record: helperVerifications,
      recordedBy: users.name,
      // The database's date decides, as in the public badge (lib/public-helpers/verification-badge.ts).
      current: sql<boolean>`${helperVerifications.checkedOn} > current_date - ${input.validDays}::integer`,
    })
    .from(helperVerifications)
    .innerJoin(users, eq(users.id, helperVerifications.recordedBy))
    .where(eq(helperVerifications.helperId, helperId))
    .orderBy(desc(helperVerifications.checkedOn), desc(helperVerifications.id));
  return rows.map(({ record, recordedBy, current }) => ({
    id: record.id,
    ...auditShape(record),
    document_type: record.documentType as IdDocumentType | null,
    recorded_by: recordedBy,
    recorded_at: record.recordedAt.toISOString(),
    current,
  }));
}

/** The record's row: only the kind's own fields are set, the others null. */
function recordValues(record: VerificationInputParsed) {
  return {
    kind: record.kind,
    checkedOn: record.checked_on,
    documentType: record.kind === "id_document" ? record.document_type : null,
    documentLast4: record.kind === "id_document" ? record.document_last4 : null,
    policeStation: record.kind === "police_clearance" ? record.police_station : null,
    referenceName: record.kind === "reference" ? record.reference_name : null,
    relationship: record.kind === "reference" ? record.relationship : null,
    note: record.kind === "reference" ? record.note : null,
  };
}

/**
 * Adds a record with its audit row. The same record twice (a double click, two admins at
 * once) is a 409: a second copy would only make the history look like two checks.
 */
export async function addVerification(
  deps: { db: Db; adminUserId: number },
  input: { publicId: string; record: VerificationInputParsed },
): Promise<void> {
  const helperId = await helperIdOf(deps.db, input.publicId);
  const values = recordValues(input.record);
  await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    // One add at a time per helper, so the check below sees any copy committed before it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${helperId}`}))`);
    const same = (Object.keys(values) as (keyof typeof values)[]).map(
      (key) => sql`${helperVerifications[key]} is not distinct from ${values[key]}`,
    );
    const [copy] = await tx
      .select({ id: helperVerifications.id })
      .from(helperVerifications)
      .where(and(eq(helperVerifications.helperId, helperId), ...same))
      .limit(1);
    if (copy) throw new AppError(409, "CONFLICT", adminMessages.verificationExists);
    const [row] = await tx
      .insert(helperVerifications)
      .values({ helperId, recordedBy: deps.adminUserId, ...values })
      .returning();
    return {
      result: undefined,
      audit: {
        action: "add-verification",
        entity: "helper",
        entityId: input.publicId,
        before: null,
        after: { id: row!.id, ...auditShape(row!) },
      },
    };
  });
}

/** Removes one of a helper's records; the audit row keeps what it said. */
export async function removeVerification(
  deps: { db: Db; adminUserId: number },
  input: { publicId: string; recordId: number },
): Promise<void> {
  const helperId = await helperIdOf(deps.db, input.publicId);
  await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [row] = await tx
      .delete(helperVerifications)
      .where(
        and(eq(helperVerifications.id, input.recordId), eq(helperVerifications.helperId, helperId)),
      )
      .returning();
    // Unknown, another helper's, or removed a moment ago by another admin.
    if (!row) throw notFound(adminMessages.verificationRecordNotFound);
    return {
      result: undefined,
      audit: {
        action: "remove-verification",
        entity: "helper",
        entityId: input.publicId,
        before: { id: row.id, ...auditShape(row) },
        after: null,
      },
    };
  });
}
