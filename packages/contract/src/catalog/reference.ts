import { z } from "zod";

/**
 * An entry of a reference list (district, constituency, caste, shift, language, category):
 * its English name and its Malayalam name, or null where it has none yet. Lists carry both
 * names whatever the page's language, so a field can match what a person types in either
 * script.
 */
export const optionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ml: z.string().nullable(),
});
export type Option = z.infer<typeof optionSchema>;
