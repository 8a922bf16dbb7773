import {
  formatRupees,
  INVOICE_SAC_CODE,
  paiseToRupees,
  paymentMessages,
  paymentsPaths,
  profileDetailsSchema,
  withTaxes,
} from "@sahayi/contract";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  type Buyer,
  buyer,
  orderPlan,
  planOnSale,
  profile,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { pdfTextLines, pdfTextRuns } from "../../../test/helpers/pdf-text.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { siteSettings } from "../../db/schema.ts";
import { type InvoiceData, readInvoice, renderInvoicePdf } from "./invoice.ts";

const ctx = useTestApp();

/** Rupees as the invoice prints them: the site's figures, "Rs." for the sign. */
const printed = (paise: number) => `Rs. ${formatRupees(paiseToRupees(paise)).slice(1)}`;

async function paidPlan(who: Buyer) {
  const plan = await planOnSale(ctx.db);
  const order = await orderPlan(ctx.app, who, plan.id);
  const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
  expect((await verify(ctx.app, proof)).statusCode).toBe(200);
  return { plan, order, proof };
}

const download = (id: number, headers?: Record<string, string>) =>
  ctx.app.inject({ url: paymentsPaths.invoice(id), ...(headers && { headers }) });

describe("GET /api/user/invoice/{id}", () => {
  it("gives the owner a GST invoice PDF: seller, buyer, SAC, taxable value, CGST, SGST, total, number", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const { plan, order, proof } = await paidPlan(who);
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    const transaction = details.transactions[0]!;

    const answer = await ctx.app.inject({ url: transaction.invoice_url, headers: who.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="invoice-${transaction.invoice_number}.pdf"`,
    );
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Tax Invoice ${transaction.invoice_number}`);

    const [settings] = await ctx.db.select().from(siteSettings);
    const taxed = withTaxes(plan.pricePaise);
    const lines = pdfTextLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Tax Invoice",
        `Invoice number: ${transaction.invoice_number}`,
        "Seller",
        "Sahayi",
        "GSTIN: not registered",
        "Buyer",
        "Test User",
        `Phone: ${who.phone}`,
        `${plan.title} (SAC ${INVOICE_SAC_CODE})`,
        `HSN/SAC: ${INVOICE_SAC_CODE}`,
        "Taxable value",
        printed(taxed.amountPaise),
        "CGST (9%)",
        printed(taxed.cgstPaise),
        "SGST (9%)",
        printed(taxed.sgstPaise),
        "Total",
        printed(taxed.totalPaise),
        `Paid online (sandbox), payment ${proof.razorpay_payment_id}`,
      ]),
    );
    expect(lines.join("\n")).toContain(settings!.address.split("\n")[0]!);
    expect(transaction.id).toBe(order.order_id);
  });

  it("is issued before the site's settings are saved, with an empty seller address and contacts", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const { order } = await paidPlan(who);
    const [settings] = await ctx.db.delete(siteSettings).returning();
    try {
      const data = await readInvoice(
        { db: ctx.db, seller: { name: "Sahayi", gstin: undefined } },
        { paymentRowId: order.order_id, userId: who.id },
      );
      expect(data.seller).toEqual({
        name: "Sahayi",
        gstin: undefined,
        address: "",
        email: "",
        phone: "",
      });
      expect((await download(order.order_id, who.headers)).statusCode).toBe(200);
    } finally {
      await ctx.db.insert(siteSettings).values(settings!);
    }
  });

  it("is a 404 for anyone else's invoice and for an unpaid order, a 401 without a login", async () => {
    const owner = await buyer(ctx.app, ctx.db);
    const stranger = await buyer(ctx.app, ctx.db);
    const { order } = await paidPlan(owner);
    const unpaid = await orderPlan(ctx.app, owner, (await paidPlan(owner)).plan.id);
    const theirs = await download(order.order_id, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: paymentMessages.invoiceNotFound, code: "NOT_FOUND" });
    expect((await download(unpaid.order_id, owner.headers)).statusCode).toBe(404);
    expect((await download(2_000_000_000, owner.headers)).statusCode).toBe(404);
    expect((await download(order.order_id)).statusCode).toBe(401);
    const malformed = await ctx.app.inject({
      url: "/api/user/invoice/abc",
      headers: owner.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("numbers each paid payment's invoice one after the other", async () => {
    const who = await buyer(ctx.app, ctx.db);
    await paidPlan(who);
    await paidPlan(who);
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    const numbers = details.transactions.map((t) => Number(t.invoice_number.slice(4))).reverse();
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
  });
});

describe("renderInvoicePdf", () => {
  const invoice: InvoiceData = {
    number: "SAH-000042",
    paidAt: new Date("2026-03-31T20:00:00Z"),
    seller: {
      name: "Sahayi Services",
      gstin: "32ABCDE1234F1Z5",
      address: "MG Road\nKochi 682016",
      email: "care@sahayi.in",
      phone: "9847000000",
    },
    buyer: {
      name: "അനു Thomas",
      address: "Kakkanad",
      pincode: "682030",
      phone: "9876543210",
      email: "anu@example.in",
    },
    item: "Premium Plan",
    amountPaise: 199_900,
    cgstPaise: 17_991,
    sgstPaise: 17_991,
    totalPaise: 235_882,
    paymentId: "pay_X",
    method: null,
  };

  it("lays the page out: seller and buyer side by side, then the figures right-aligned, nothing overlapping or off the page", async () => {
    const runs = pdfTextRuns(Buffer.from(await renderInvoicePdf(invoice)));
    const run = (text: string) => {
      const found = runs.find((r) => r.text === text);
      expect(found, text).toBeDefined();
      return found!;
    };
    const [width, height] = [595.28, 841.89];
    for (const r of runs) {
      expect(r.x, r.text).toBeGreaterThanOrEqual(40);
      expect(r.x, r.text).toBeLessThan(width - 40);
      expect(r.y, r.text).toBeGreaterThan(40);
      expect(r.y + r.size, r.text).toBeLessThan(height - 40);
    }
    // Each column reads downwards, a line's height apart at least.
    for (const column of [50, 320]) {
      const ys = runs.filter((r) => r.x === column).map((r) => [r.y, r.size] as const);
      for (let i = 1; i < ys.length; i++) {
        expect(ys[i - 1]![0] - ys[i]![0]).toBeGreaterThanOrEqual(ys[i]![1]);
      }
    }
    expect(run("Tax Invoice").size).toBeGreaterThan(run("Seller").size);
    expect(run("Buyer").y).toBe(run("Seller").y);
    expect(run("Buyer").x).toBeGreaterThan(run("Seller").x);
    const lowestParty = Math.min(
      ...runs.filter((r) => r.y <= run("Seller").y && r.y > run("Description").y).map((r) => r.y),
    );
    expect(run("Description").y).toBeLessThan(lowestParty);

    // Figures: labels in one column, values ending at the same right edge, Total in bold.
    const doc = await PDFDocument.create();
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
    const rows = [
      ["Taxable value", printed(invoice.amountPaise), fonts.regular],
      ["CGST (9%)", printed(invoice.cgstPaise), fonts.regular],
      ["SGST (9%)", printed(invoice.sgstPaise), fonts.regular],
      ["Total", printed(invoice.totalPaise), fonts.bold],
    ] as const;
    let above = run("Description").y;
    for (const [label, value, font] of rows) {
      const left = run(label);
      // On the label's line (CGST and SGST are the same amount).
      const right = runs.find((r) => r.text === value && r.y === left.y && r.x > left.x)!;
      expect(right, value).toBeDefined();
      expect(left.y).toBeLessThan(above);
      above = left.y;
      expect(left.x).toBe(run("Taxable value").x);
      expect(right.x + font.widthOfTextAtSize(value, right.size)).toBeCloseTo(545, 3);
    }
    expect(run("Total").font).not.toBe(run("Taxable value").font);
    expect(run("CGST (9%)").font).toBe(run("Taxable value").font);
    expect(run("Tax is not payable on reverse charge basis.").y).toBeLessThan(run("Total").y);
  });

  it("leaves out the seller's e-mail and phone lines when the site has none", async () => {
    const bare = { ...invoice, seller: { ...invoice.seller, email: "", phone: "" } };
    const lines = pdfTextLines(Buffer.from(await renderInvoicePdf(bare)));
    expect(lines).not.toContain("care@sahayi.in");
    expect(lines.some((text) => text.startsWith("Phone: 98470"))).toBe(false);
    expect(lines).toContain("Place of supply: Kerala (32)");
  });

  it("prints the GSTIN, the date in India's time, and letters its fonts lack as ?", async () => {
    const lines = pdfTextLines(Buffer.from(await renderInvoicePdf(invoice)));
    expect(lines).toEqual(
      expect.arrayContaining([
        "GSTIN: 32ABCDE1234F1Z5",
        // 20:00 UTC on 31 March is 1 April in Kerala.
        "Invoice date: 01 Apr 2026",
        "MG Road",
        "Kochi 682016",
        "??? Thomas",
        "Rs. 2,358.82",
        "Paid online, payment pay_X",
      ]),
    );
  });
});
