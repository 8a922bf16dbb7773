import { type IdDocumentType, todayInIndia } from "@sahayi/contract";
import type { Db } from "../../db/client.ts";
import { helperVerifications, users } from "../../db/schema.ts";
import type { CreatedHelper } from "./helper.ts";
import { createRandom } from "./random.ts";
import { loadReferenceIds } from "./reference-ids.ts";

/**
 * The account demo verification records are filed under: nobody can log in as it (no
 * password hash, disabled), and the admin console names it as the one who "recorded" them.
 */
export const DEMO_REVIEWER = { name: "Sahayi demo data", mobileNumber: "0000000000" };

/** What share of approved demo helpers an admin has verified: about a third, as in practice. */
export const DEMO_VERIFIED_SHARE = 0.35;

// Most helpers show an Aadhaar card; the rest another photo identity document.
const DOCUMENT_WEIGHTS: (readonly [IdDocumentType, number])[] = [
  ["Aadhaar", 70],
  ["Voter ID", 15],
  ["Driving licence", 8],
  ["PAN", 7],
];
const DAY_MS = 86_400_000;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Four characters as the document prints them: Aadhaar digits, others letters and digits. */
function lastFour(type: IdDocumentType, random: ReturnType<typeof createRandom>): string {
  const alphabet = type === "Aadhaar" ? "0123456789" : "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return Array.from({ length: 4 }, () => random.pick([...alphabet])).join("");
}

/**
 * Verification records for a share of `approved`, as an admin reviewing them would have made
 * them: the identity document seen the day she was approved, and for most also a police
 * clearance certificate issued in the weeks before. Every record is dated, none later than
 * today, so each verified helper's badge is current.
 */
export async function createDemoVerifications(
  db: Db,
  approved: readonly CreatedHelper[],
  seed: number,
): Promise<number> {
  const random = createRandom(seed);
  const reference = await loadReferenceIds(db);
  const constituencies = new Map(
    reference.districts.flatMap((d) => d.constituencies).map((c) => [c.id, c.name]),
  );
  const [reviewer] = await db
    .insert(users)
    .values({
      ...DEMO_REVIEWER,
      whatsappNumber: DEMO_REVIEWER.mobileNumber,
      email: "demo-data@sahayi.invalid",
      passwordHash: "",
      address: "",
      pincode: "",
      disabledAt: new Date(),
    })
    .returning({ id: users.id });
  const today = todayInIndia();
  const rows = approved
    .filter(() => random.next() < DEMO_VERIFIED_SHARE)
    .flatMap((helper) => {
      const reviewed = (helper.reviewedAt ?? helper.createdAt).getTime();
      const seenOn = isoDate(Math.min(reviewed, Date.parse(today)));
      const type = random.weighted(DOCUMENT_WEIGHTS);
      const record = { helperId: helper.id, recordedBy: reviewer!.id };
      const idDocument = {
        ...record,
        kind: "id_document" as const,
        checkedOn: seenOn,
        documentType: type,
        documentLast4: lastFour(type, random),
      };
      if (random.next() < 0.2) return [idDocument];
      const police = {
        ...record,
        kind: "police_clearance" as const,
        checkedOn: isoDate(Date.parse(seenOn) - random.int(7, 90) * DAY_MS),
        policeStation: `${constituencies.get(helper.constituencyId)} Police Station`,
      };
      return [idDocument, police];
    });
  // In batches: a statement takes at most 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(helperVerifications).values(rows.slice(start, start + 1000));
  }
  return rows.length;
}
