import { z } from "zod";

/** An entry of a reference list (district, constituency, caste, shift, language). */
export const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;
