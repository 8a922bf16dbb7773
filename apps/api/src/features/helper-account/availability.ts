import {
  helperAccountMessages,
  isPauseEnd,
  type MaidAvailabilityRequest,
  pauseEndBounds,
  todayInIndia,
} from "@sahayi/contract";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpers } from "../../db/schema.ts";
import { AppError, validationFailed } from "../../lib/errors.ts";

const notListed = () => new AppError(409, "NOT_LISTED", helperAccountMessages.notListed);

/**
 * Pauses or resumes her listing. A pause is the status `paused` (decision 044): every list,
 * the sitemap and a reveal read `status = 'approved'`, so she is out of all of them from the
 * moment this commits, and back the moment she resumes. Only a listed or paused helper moves:
 * one under review, refused or suspended by the admin stays as she is (409). Saying she is
 * available (resuming, or her page's "Yes, I'm still available" while listed) confirms her
 * listing today (decision 045).
 */
export async function setAvailability(
  db: Db,
  helperId: number,
  input: MaidAvailabilityRequest,
  now: Date = new Date(),
): Promise<void> {
  const availableFrom = input.available ? null : (input.available_from ?? null);
  if (availableFrom !== null && !isPauseEnd(availableFrom, pauseEndBounds(now))) {
    throw validationFailed({ available_from: helperAccountMessages.availableFromRange });
  }
  const [moved] = await db
    .update(helpers)
    // Not a change to her profile: households' "Profile updated" stays as it was.
    .set({
      status: input.available ? "approved" : "paused",
      availableFrom,
      ...(input.available && { availabilityConfirmedOn: todayInIndia(now) }),
      updatedAt: sql`${helpers.updatedAt}`,
    })
    .where(and(eq(helpers.id, helperId), inArray(helpers.status, ["approved", "paused"])))
    .returning({ id: helpers.id });
  if (!moved) throw notListed();
}

/**
 * Resumes every pause whose "available from" day has come in India. Run by the scheduled
 * job (every 10 minutes), so a helper is back within minutes of her day's start. She named
 * that day herself as the one she is available from: it counts as her confirmation.
 */
export async function resumeDuePauses(db: Db, now: Date = new Date()): Promise<number> {
  const resumed = await db
    .update(helpers)
    .set({
      status: "approved",
      availableFrom: null,
      availabilityConfirmedOn: todayInIndia(now),
      updatedAt: sql`${helpers.updatedAt}`,
    })
    .where(
      and(
        eq(helpers.status, "paused"),
        isNotNull(helpers.availableFrom),
        lte(helpers.availableFrom, todayInIndia(now)),
      ),
    )
    .returning({ id: helpers.id });
  return resumed.length;
}
