import { z } from "zod";
import { accessDays, accessNumbers } from "./i18n/en/plans.ts";
import { formatMessage } from "./i18n/translate.ts";

/** A subscription plan as the spec's pricing entity; money in rupees. */
export const pricingPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  plan_type: z.string(),
  badge_icon: z.string().nullable(),
  features: z.array(z.string()),
  enquiry: z.number().int(),
  tenure: z.number().int(),
  price: z.number(),
  amount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  tax: z.number(),
  total_amount: z.number(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** A plan's feature lines in English, in the words the web app shows them (en/plans.ts). */
export function planFeatures(enquiry: number, tenure: number): string[] {
  return [
    formatMessage("en", accessNumbers, { enquiries: String(enquiry) }),
    formatMessage("en", accessDays, { days: String(tenure) }),
  ];
}
