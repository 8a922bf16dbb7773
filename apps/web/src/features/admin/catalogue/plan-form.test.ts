import { type AdminPlan, adminPlanFormSchema } from "@sahayi/contract/admin/catalogue";
import { CGST_RATE, PAISE_PER_RUPEE, SGST_RATE } from "@sahayi/contract/constants";
import { formatRupees, paiseToRupees } from "@sahayi/contract/money";
import { describe, expect, it } from "vitest";
import { buyersPay, EMPTY_PLAN, PLAN_FIELDS, planFormOf, planQuota } from "./plan-form.ts";

const gold: AdminPlan = {
  id: 7,
  kind: "subscription",
  name: "Gold",
  title: "Gold plan",
  subtitle: null,
  description: "Ten enquiries for a month.",
  plan_type: null,
  badge_icon: "badges/gold",
  badge_url: "/media/badges/gold/full.webp",
  price: 499,
  enquiries: 10,
  tenure_days: 30,
  active: true,
  position: 2,
};

describe("planFormOf", () => {
  it("starts the form with what is saved, which the contract reads back unchanged", () => {
    const values = adminPlanFormSchema.parse(planFormOf(gold));
    for (const field of PLAN_FIELDS) {
      expect(values[field], field).toEqual(gold[field]);
    }
  });

  it("shows a missing subtitle and type label as empty inputs, and nothing but form fields", () => {
    const form = planFormOf({ ...gold, subtitle: null, plan_type: null });
    expect(form.subtitle).toBe("");
    expect(form.plan_type).toBe("");
    expect(Object.keys(form).sort()).toEqual([...PLAN_FIELDS].sort());
  });
});

describe("the plan form's fields", () => {
  it("are every field the contract's plan form has", () => {
    expect([...PLAN_FIELDS].sort()).toEqual(Object.keys(adminPlanFormSchema.shape).sort());
  });

  it("start a new plan that the contract refuses only for its missing name, title and price", () => {
    const { error } = adminPlanFormSchema.safeParse(EMPTY_PLAN);
    const refused = new Set(error?.issues.map((issue) => String(issue.path[0])));
    expect(refused).toEqual(new Set(["name", "title", "price"]));
  });
});

describe("planQuota", () => {
  it("gives a subscription's enquiries and days, and a registration none", () => {
    expect(planQuota(gold)).toBe(`${gold.enquiries} / ${gold.tenure_days}`);
    expect(planQuota({ ...gold, kind: "maid_registration" })).toBe("—");
  });
});

describe("buyersPay", () => {
  it("says the total with both taxes once the price is a positive number", () => {
    const paise = 499 * PAISE_PER_RUPEE;
    const taxes = Math.round(paise * CGST_RATE) + Math.round(paise * SGST_RATE);
    const total = formatRupees(paiseToRupees(paise + taxes));
    const hint = buyersPay(499);
    expect(hint.startsWith("Buyers pay ₹499 + ")).toBe(true);
    expect(hint.endsWith(`= ${total}. `)).toBe(true);
  });

  it("says nothing while the price is empty, zero or negative", () => {
    for (const price of [Number.NaN, 0, -5]) expect(buyersPay(price)).toBe("");
  });
});
