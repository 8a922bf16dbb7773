import {
  formatRupees,
  INVOICE_SAC_CODE,
  paiseToRupees,
  paymentMessages,
  paymentsPaths,
  profileDetailsSchema,
  withTaxes,
} from "@sahayi/contract";
import { PDFDocument } from "pdf-lib";
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
import { pdfTextLines } from "../../../test/helpers/pdf-text.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { siteSettings } from "../../db/schema.ts";
import { type InvoiceData, renderInvoicePdf } from "./invoice.ts";

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
