import {
  DEFAULT_PLAN_TYPE,
  paiseToRupees,
  paymentMessages,
  paymentsPaths,
  planFeatures,
  planListSchema,
  pricingPlanSchema,
  toastMessages,
  withTaxes,
} from "@sahayi/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { plans } from "../../db/schema.ts";

const ctx = useTestApp();

async function plansOnSale() {
  return ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.kind, "subscription"), eq(plans.active, true)))
    .orderBy(asc(plans.position), asc(plans.id));
}

describe("plans on sale", () => {
  it("lists the active subscription plans in order, prices and taxes from paise in rupees", async () => {
    const rows = await plansOnSale();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const answer = await ctx.app.inject({ url: paymentsPaths.plans });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/^public/);
    const listed = planListSchema.parse(answer.json());
    expect(listed.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    for (const [i, plan] of listed.entries()) {
      const row = rows[i]!;
      const taxed = withTaxes(row.pricePaise);
      expect(plan).toMatchObject({
        price: paiseToRupees(row.pricePaise),
        amount: paiseToRupees(row.pricePaise),
        cgst: paiseToRupees(taxed.cgstPaise),
        sgst: paiseToRupees(taxed.sgstPaise),
        tax: paiseToRupees(taxed.cgstPaise + taxed.sgstPaise),
        total_amount: paiseToRupees(taxed.totalPaise),
        enquiry: row.enquiries,
        tenure: row.tenureDays,
        features: planFeatures(row.enquiries, row.tenureDays),
      });
    }
  });

  it("answers one plan by POST { id } (product §7) and by GET /{id}, the same as the list", async () => {
    const [row] = await plansOnSale();
    const listed = planListSchema.parse(
      (await ctx.app.inject({ url: paymentsPaths.plans })).json(),
    );
    const byPost = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.planDetails,
      payload: { id: row!.id },
    });
    const byGet = await ctx.app.inject({ url: `${paymentsPaths.planDetails}/${row!.id}` });
    expect(byPost.statusCode).toBe(200);
    expect(pricingPlanSchema.parse(byPost.json())).toEqual(listed[0]);
    expect(byGet.json()).toEqual(byPost.json());
  });

  it("is a 404 for an unknown, an inactive or a registration plan", async () => {
    const [inactive] = await ctx.db
      .insert(plans)
      .values({
        kind: "subscription",
        name: "Old",
        title: "Old Plan",
        pricePaise: 10_000,
        enquiries: 1,
        tenureDays: 1,
        active: false,
      })
      .returning();
    const [registration] = await ctx.db
      .select()
      .from(plans)
      .where(eq(plans.kind, "maid_registration"));
    for (const id of [inactive!.id, registration!.id, 2_000_000_000]) {
      for (const answer of [
        await ctx.app.inject({ method: "POST", url: paymentsPaths.planDetails, payload: { id } }),
        await ctx.app.inject({ url: `${paymentsPaths.planDetails}/${id}` }),
      ]) {
        expect(answer.statusCode, `plan ${id}`).toBe(404);
        expect(answer.json()).toEqual({ error: paymentMessages.planNotFound, code: "NOT_FOUND" });
      }
    }
    const listed = planListSchema.parse(
      (await ctx.app.inject({ url: paymentsPaths.plans })).json(),
    );
    expect(listed.map((p) => p.id)).not.toContain(inactive!.id);
  });

  it("refuses an id that is not one with the spec's message", async () => {
    for (const id of [undefined, 0, -1, "abc", 1.5, 2_147_483_648]) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: paymentsPaths.planDetails,
        payload: { id },
      });
      expect(answer.statusCode, String(id)).toBe(400);
      expect(answer.json().fields).toEqual({ id: toastMessages.planIdRequired });
    }
  });

  it("labels a plan without a type as the spec's default", async () => {
    const [plan] = await ctx.db
      .insert(plans)
      .values({ kind: "subscription", name: "T", title: "T", pricePaise: 100, position: 99 })
      .returning();
    const answer = await ctx.app.inject({ url: `${paymentsPaths.planDetails}/${plan!.id}` });
    expect(answer.json().plan_type).toBe(DEFAULT_PLAN_TYPE);
  });
});
