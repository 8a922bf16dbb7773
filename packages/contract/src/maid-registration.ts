import { z } from "zod";
import { optionSchema } from "./reference.ts";

export const registrationPlanSchema = z.object({
  amount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total_amount: z.number(),
});

export const registrationDataSchema = z.object({
  location: z.array(optionSchema),
  caste: z.array(optionSchema),
  shift: z.array(optionSchema),
  categories: z.array(optionSchema),
  language: z.array(optionSchema),
  maid_registration_plan: registrationPlanSchema,
});
export type RegistrationData = z.infer<typeof registrationDataSchema>;
