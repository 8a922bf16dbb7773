import {
  type AdminPaymentsPage,
  type AdminReconcileResponse,
  adminMessages,
  adminUsersPaths,
  reconcileMessages,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import {
  buyer,
  orderPlan,
  planOnSale,
  sandboxPay,
  verify,
} from "../../../../test/helpers/payments.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, payments } from "../../../db/schema.ts";

const ctx = useTestApp();

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "POST", url: string) {
  return ctx.app.inject({ method, url, headers: (await admin()).headers });
}

const rowOf = async (orderId: string) => {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  return row!;
};

describe("payments table", () => {
  it("filters by status and finds a payer by phone, with provider ids", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    const pending = await orderPlan(ctx.app, who, plan.id);
    const paidOrder = await orderPlan(ctx.app, who, plan.id);
    const proof = await sandboxPay(ctx.app, paidOrder.razorpay_order_id);
    expect((await verify(ctx.app, proof, who.headers)).statusCode).toBe(200);

    const mine = (
      await asAdmin("GET", `${adminUsersPaths.payments}?q=${who.phone}`)
    ).json() as AdminPaymentsPage;
    expect(mine.total).toBe(2);
    expect(new Set(mine.items.map((p) => p.provider_order_id))).toEqual(
      new Set([pending.razorpay_order_id, paidOrder.razorpay_order_id]),
    );
    const paid = mine.items.find((p) => p.status === "paid")!;
    expect(paid).toMatchObject({
      provider: "sandbox",
      provider_payment_id: proof.razorpay_payment_id,
      payer_phone: who.phone,
      user_id: who.id,
      kind: "subscription",
      total_paise: (await rowOf(paidOrder.razorpay_order_id)).totalPaise,
    });
    expect(paid.paid_at).not.toBeNull();

    for (const status of ["created", "paid"] as const) {
      const page = (
        await asAdmin("GET", `${adminUsersPaths.payments}?status=${status}&q=${who.phone}`)
      ).json() as AdminPaymentsPage;
      expect(page.items.map((p) => p.status)).toEqual([status]);
    }
    // Every row of a status filter over the whole table has that status.
    const all = (
      await asAdmin("GET", `${adminUsersPaths.payments}?status=created&page_size=100`)
    ).json() as AdminPaymentsPage;
    expect(all.items.every((p) => p.status === "created")).toBe(true);
    expect((await asAdmin("GET", `${adminUsersPaths.payments}?status=lost`)).statusCode).toBe(400);
  });
});

describe("reconcile", () => {
  it("asks the sandbox about a pending order: unpaid, nothing changes and nothing is audited", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const row = await rowOf(order.razorpay_order_id);
    const answer = await asAdmin("POST", adminUsersPaths.paymentReconcileOf(row.id));
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as AdminReconcileResponse;
    expect(body).toMatchObject({
      outcome: "unpaid",
      message: reconcileMessages.unpaid,
      payment: { id: row.id, status: "created" },
    });
    expect((await rowOf(order.razorpay_order_id)).status).toBe("created");
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(row.id)));
    expect(audit.filter((entry) => entry.entity === "payment")).toEqual([]);
  });

  it("says a paid order was already paid, and 404 for an unknown payment", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    await verify(ctx.app, await sandboxPay(ctx.app, order.razorpay_order_id), who.headers);
    const row = await rowOf(order.razorpay_order_id);
    const answer = await asAdmin("POST", adminUsersPaths.paymentReconcileOf(row.id));
    expect(answer.json()).toMatchObject({ outcome: "already_paid", payment: { status: "paid" } });
    const unknown = await asAdmin("POST", adminUsersPaths.paymentReconcileOf(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminMessages.paymentNotFound, code: "NOT_FOUND" });
  });
});
