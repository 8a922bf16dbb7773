import { privacyMessages } from "@sahayi/contract";
import { pdfTextLines } from "@sahayi/test-pdf";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  buyer,
  orderPlan,
  planOnSale,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { users } from "../../db/schema.ts";
import { eraseAccount } from "../../lib/accounts/account-erasure.ts";
import { SAMPLE_GSTIN } from "../../lib/billing/gstin.ts";
import { readInvoice, renderInvoicePdf } from "./invoice.ts";

const ctx = useTestApp();

describe("an invoice of a deleted account", () => {
  it("still names the buyer and the address it was issued to, and no longer the phone or e-mail", async () => {
    const who = await buyer(ctx.app, ctx.db);
    await ctx.db
      .update(users)
      .set({ name: "Radha Pillai", address: "Kuthiravattam Road, Kozhikode", pincode: "673016" })
      .where(eq(users.id, who.id));
    const plan = await planOnSale(ctx.db);
    const order = await orderPlan(ctx.app, who, plan.id);
    expect(
      (await verify(ctx.app, await sandboxPay(ctx.app, order.razorpay_order_id))).statusCode,
    ).toBe(200);
    const input = { paymentRowId: order.order_id, userId: who.id };
    const deps = { db: ctx.db, seller: { name: "Sahayi", gstin: SAMPLE_GSTIN, demo: true } };
    const issued = await readInvoice(deps, input);

    await ctx.db.transaction((tx) => eraseAccount(tx, who.id, new Date()));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    expect(row!.name).toBe(privacyMessages.deletedAccountName);

    const kept = await readInvoice(deps, input);
    expect(kept).toEqual({ ...issued, buyer: { ...issued.buyer, phone: "", email: "" } });
    const lines = pdfTextLines(Buffer.from(await renderInvoicePdf(kept)));
    expect(lines).toEqual(
      expect.arrayContaining([
        "Buyer",
        "Radha Pillai",
        "Kuthiravattam Road, Kozhikode",
        "PIN 673016",
      ]),
    );
    expect(lines.join("\n")).not.toContain(who.phone);
    expect(lines.join("\n")).not.toContain(issued.buyer.email);
  });
});
