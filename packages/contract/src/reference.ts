import { z } from "zod";

/** An entry of a reference list (district, constituency, caste, shift, language). */
export const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** Ids arrive as numbers in JSON and as strings in query strings and multipart forms. */
export const idSchema = z.coerce
  .number({ error: "Must be a whole number." })
  .int("Must be a whole number.")
  .positive("Must be a whole number.");
