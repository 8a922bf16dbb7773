import type { VerificationInput } from "@sahayi/contract";
import { verificationPaths } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { adminOf } from "./admin.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date `days` ago, as the form sends it (YYYY-MM-DD, UTC like the test database). */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** The file's admin, and a verification record added by that admin to one helper. */
export function verificationRecords(ctx: { app: FastifyInstance; db: Db }) {
  const { admin } = adminOf(ctx);
  const addCheck = async (publicId: string, record: Partial<VerificationInput> | object) =>
    ctx.app.inject({
      method: "POST",
      url: verificationPaths.recordsOf(publicId),
      payload: record,
      headers: (await admin()).headers,
    });
  return { admin, addCheck };
}

export const idCheck = (checkedOn: string, last4 = "4821") => ({
  kind: "id_document",
  document_type: "Aadhaar",
  document_last4: last4,
  checked_on: checkedOn,
});

export const policeCheck = (checkedOn: string) => ({
  kind: "police_clearance",
  police_station: "Aluva Police Station",
  checked_on: checkedOn,
});

export const referenceCheck = (checkedOn: string) => ({
  kind: "reference",
  reference_name: "Mrs. Thomas",
  relationship: "Former employer",
  note: "Worked for them four years; would hire again.",
  checked_on: checkedOn,
});
