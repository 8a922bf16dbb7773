import { z } from "zod";
import { maidIdSchema, maidSchema } from "../catalog/catalog.ts";
import { SHORTLIST_MAX_HELPERS } from "../constants.ts";

/**
 * A household's shortlist: the helpers it is weighing up before it spends an enquiry. Adding
 * and removing are idempotent (PUT and DELETE of one address), so a double tap or a retry
 * after a lost answer changes nothing more.
 */

export const shortlistParamsSchema = z.object({ maid_id: maidIdSchema });

/** The answer to PUT and DELETE: where the helper now stands and how many are kept. */
export const shortlistChangeSchema = z.object({
  maid_id: z.string(),
  shortlisted: z.boolean(),
  count: z.number().int(),
});
export type ShortlistChange = z.infer<typeof shortlistChangeSchema>;

/** GET: the listed helpers kept, newest first, in the public helper shape. */
export const shortlistResponseSchema = z.object({ maids: z.array(maidSchema) });
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>;

export const shortlistMessages = {
  full: `Your shortlist holds up to ${SHORTLIST_MAX_HELPERS} helpers. Remove one to add another.`,
} as const;
