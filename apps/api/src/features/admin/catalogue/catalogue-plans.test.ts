import {
  type AdminPlan,
  type AdminPlanForm,
  adminCataloguePaths,
  adminMessages,
  adminPlansPageSchema,
  type PricingPlan,
  paiseToRupees,
  paymentMessages,
  paymentsPaths,
  rupeesToPaise,
  withTaxes,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller, userCaller } from "../../../../test/helpers/admin.ts";
import { orderPlan, sandboxPay, verify } from "../../../../test/helpers/payments.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, payments, plans } from "../../../db/schema.ts";

const ctx = useTestApp();

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
}

/** A plan of the test's own, so changing it touches no other test. */
async function ownPlan(pricePaise = 80_000) {
  const [plan] = await ctx.db
    .insert(plans)
    .values({
      kind: "subscription",
      name: `Own ${pricePaise}`,
      title: "Own Plan",
      pricePaise,
      enquiries: 10,
      tenureDays: 30,
    })
    .returning();
  return plan!;
}

/** The form as the console sends it, from the plan as the console reads it. */
function formOf(plan: AdminPlan, change: Partial<AdminPlanForm> = {}): AdminPlanForm {
  const { id: _id, kind: _kind, badge_url: _url, ...form } = plan;
  return { ...form, ...change };
}

async function readPlan(id: number): Promise<AdminPlan> {
  const answer = await asAdmin("GET", adminCataloguePaths.planOf(id));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const onSale = async () =>
  (await ctx.app.inject({ url: paymentsPaths.plans })).json() as PricingPlan[];

describe("editing a plan", () => {
  it("shows the new price and title on the plans on sale, audited before and after", async () => {
    const plan = await ownPlan();
    const newPrice = 1234.5;
    const answer = await asAdmin(
      "PUT",
      adminCataloguePaths.planOf(plan.id),
      formOf(await readPlan(plan.id), { price: newPrice, title: "Family Plan" }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ price: newPrice, title: "Family Plan" });

    const listed = (await onSale()).find((p) => p.id === plan.id);
    const taxed = withTaxes(rupeesToPaise(newPrice));
    expect(listed).toMatchObject({
      title: "Family Plan",
      price: paiseToRupees(taxed.amountPaise),
      total_amount: paiseToRupees(taxed.totalPaise),
    });

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, "plan"), eq(adminAuditLog.entityId, String(plan.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminUserId: (await admin()).id,
      action: "update",
      before: { pricePaise: plan.pricePaise, title: plan.title },
      after: { pricePaise: rupeesToPaise(newPrice), title: "Family Plan" },
    });
  });

  it("keeps the amount of an order made before a price change; new orders pay the new price", async () => {
    const plan = await ownPlan(50_000);
    const who = await userCaller(ctx.app, ctx.db);
    const oldOrder = await orderPlan(ctx.app, who, plan.id);

    const newPrice = 750;
    const saved = await asAdmin(
      "PUT",
      adminCataloguePaths.planOf(plan.id),
      formOf(await readPlan(plan.id), { price: newPrice }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const newOrder = await orderPlan(ctx.app, who, plan.id);
    expect(oldOrder.amount).toBe(withTaxes(50_000).totalPaise);
    expect(newOrder.amount).toBe(withTaxes(rupeesToPaise(newPrice)).totalPaise);

    // The old order settles at its own amount after the change.
    const verified = await verify(ctx.app, await sandboxPay(ctx.app, oldOrder.razorpay_order_id));
    expect(verified.statusCode, verified.body).toBe(200);
    const [settled] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, oldOrder.razorpay_order_id));
    expect(settled).toMatchObject({ status: "paid", totalPaise: withTaxes(50_000).totalPaise });
  });

  it("takes a deactivated plan off sale: not listed, not orderable", async () => {
    const plan = await ownPlan();
    expect((await onSale()).map((p) => p.id)).toContain(plan.id);
    const saved = await asAdmin(
      "PUT",
      adminCataloguePaths.planOf(plan.id),
      formOf(await readPlan(plan.id), { active: false }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await onSale()).map((p) => p.id)).not.toContain(plan.id);
    const who = await userCaller(ctx.app, ctx.db);
    const order = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.purchasePlan,
      headers: who.headers,
      payload: { plan_id: plan.id },
    });
    expect(order.statusCode).toBe(404);
    expect(order.json().error).toBe(paymentMessages.planNotFound);
  });

  it("edits the registration plan's fee, which the registration form then shows", async () => {
    const [registration] = await ctx.db
      .select()
      .from(plans)
      .where(eq(plans.kind, "maid_registration"));
    const current = await readPlan(registration!.id);
    const newPrice = current.price + 1;
    const saved = await asAdmin(
      "PUT",
      adminCataloguePaths.planOf(registration!.id),
      formOf(current, { price: newPrice }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const form = (await ctx.app.inject({ url: "/api/maid/registration" })).json();
    const taxed = withTaxes(rupeesToPaise(newPrice));
    expect(form.maid_registration_plan).toMatchObject({
      total_amount: paiseToRupees(taxed.totalPaise),
    });
  });

  it("answers 400 with field messages, 404 for an unknown plan, and changes nothing", async () => {
    const plan = await ownPlan();
    const current = await readPlan(plan.id);
    const bad = await asAdmin(
      "PUT",
      adminCataloguePaths.planOf(plan.id),
      formOf(current, { title: " ", price: 10.005, enquiries: -1, badge_icon: "not/a-badge" }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      title: "Title is required.",
      price: "Price can have at most two decimals (whole paise).",
      enquiries: "Enquiries must be a whole number from 0 to 10000.",
    });
    const badge = await asAdmin(
      "PUT",
      adminCataloguePaths.planOf(plan.id),
      formOf(current, { badge_icon: "not/a-badge" }),
    );
    expect(badge.statusCode).toBe(400);
    expect(badge.json().fields).toEqual({ badge_icon: adminMessages.badgeUnknown });
    expect(await readPlan(plan.id)).toEqual(current);

    const unknown = await asAdmin("PUT", adminCataloguePaths.planOf(999_999), formOf(current));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminMessages.planNotFound);
  });

  it("refuses a user that is not an admin", async () => {
    const plan = await ownPlan();
    const who = await userCaller(ctx.app, ctx.db);
    const answer = await ctx.app.inject({
      method: "PUT",
      url: adminCataloguePaths.planOf(plan.id),
      headers: who.headers,
      payload: formOf(await readPlan(plan.id), { price: 1 }),
    });
    expect(answer.statusCode).toBe(403);
    expect((await readPlan(plan.id)).price).toBe(paiseToRupees(plan.pricePaise));
  });
});

describe("the plans table and adding a plan", () => {
  it("lists every plan with the registration plan and the badges in use", async () => {
    const answer = await asAdmin(
      "GET",
      `${adminCataloguePaths.plans}?page_size=100&sort=price&order=asc`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const page = adminPlansPageSchema.parse(answer.json());
    const rows = await ctx.db.select().from(plans);
    expect(page.total).toBe(rows.length);
    expect(page.items.map((p) => p.kind)).toContain("maid_registration");
    const prices = page.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const badges = new Set(rows.flatMap((row) => (row.badgeIcon ? [row.badgeIcon] : [])));
    expect(page.badges.map((b) => b.key).sort()).toEqual([...badges].sort());
  });

  it("adds a subscription plan that goes on sale", async () => {
    const answer = await asAdmin("POST", adminCataloguePaths.plans, {
      name: "Weekly",
      title: "Weekly Plan",
      description: "For a short need",
      price: 299,
      enquiries: 3,
      tenure_days: 7,
      active: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const created = answer.json() as AdminPlan;
    expect(created).toMatchObject({ kind: "subscription", price: 299, subtitle: null });
    const listed = (await onSale()).find((p) => p.id === created.id);
    expect(listed).toMatchObject({ title: "Weekly Plan", enquiry: 3, tenure: 7 });
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, "plan"), eq(adminAuditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ action: "create", before: null });
  });
});
