import { apiMessages, type RegistrationData } from "@sahayi/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { castes, categories, districts, languages, plans, shifts } from "../../db/schema.ts";
import { planPrices } from "../../lib/billing/pricing.ts";
import { AppError } from "../../lib/errors.ts";

/** The lists of the registration form and the fee with its taxes, in rupees. */
export async function getRegistrationData(options: { db: Db }): Promise<RegistrationData> {
  const { db } = options;
  const [location, caste, shift, category, language, plan] = await Promise.all([
    db
      .select({ id: districts.id, name: districts.name, name_ml: districts.nameMl })
      .from(districts)
      .orderBy(asc(districts.position), asc(districts.id)),
    db
      .select({ id: castes.id, name: castes.name, name_ml: castes.nameMl })
      .from(castes)
      .orderBy(asc(castes.id)),
    db
      .select({ id: shifts.id, name: shifts.name, name_ml: shifts.nameMl })
      .from(shifts)
      .orderBy(asc(shifts.id)),
    db
      .select({ id: categories.id, name: categories.name, name_ml: categories.nameMl })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: languages.id, name: languages.name, name_ml: languages.nameMl })
      .from(languages)
      .orderBy(asc(languages.id)),
    getRegistrationPlan({ db }),
  ]);
  const { amount, cgst, sgst, total_amount } = planPrices(plan.pricePaise);
  return {
    location,
    caste,
    shift,
    categories: category,
    language,
    maid_registration_plan: { amount, cgst, sgst, total_amount },
  };
}

/** The active helper registration plan; there is always one after seeding. */
export async function getRegistrationPlan(options: { db: Db }) {
  const [plan] = await options.db
    .select()
    .from(plans)
    .where(and(eq(plans.kind, "maid_registration"), eq(plans.active, true)))
    .orderBy(asc(plans.position), asc(plans.id))
    .limit(1);
  if (!plan) throw new AppError(503, "INTERNAL", apiMessages.registrationClosed);
  return plan;
}
