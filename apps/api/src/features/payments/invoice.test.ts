import {
  formatRupees,
  INVOICE_SAC_CODES,
  invoiceFileName,
  paiseToRupees,
  paymentMessages,
  paymentsPaths,
  profileDetailsSchema,
  withTaxes,
} from "@sahayi/contract";
import { type PdfTextRun, pdfTextLines, pdfTextRuns } from "@sahayi/test-pdf";
import { eq } from "drizzle-orm";
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
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
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { payments, siteSettings } from "../../db/schema.ts";
import { rupeesInWords } from "../../lib/billing/amount-in-words.ts";
import { SAMPLE_GSTIN } from "../../lib/billing/gstin.ts";
import { financialYearOf, formatInvoiceNumber } from "../../lib/billing/invoice-number.ts";
import { grantPayment } from "./grant.ts";
import { type InvoiceData, readInvoice, renderInvoicePdf } from "./invoice.ts";
import { drawnWidth, PAGE } from "./invoice-layout.ts";

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
  it("gives the owner a GST invoice PDF with what CGST Rule 46 asks for", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const { plan, order, proof } = await paidPlan(who);
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    const transaction = details.transactions[0]!;

    const answer = await ctx.app.inject({ url: transaction.invoice_url, headers: who.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="${invoiceFileName(transaction.invoice_number)}"`,
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
    // Wrapped text reads whole again with its lines joined by spaces.
    const text = lines.join(" ");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Tax Invoice",
        // The tests run without INVOICE_SELLER_GSTIN, as a demo does.
        "DEMO INVOICE: the seller's GSTIN is a sample; this is not a tax invoice.",
        `Invoice number: ${transaction.invoice_number}`,
        "Place of supply: Kerala (state code 32)",
        "Seller",
        "Sahayi",
        `GSTIN: ${SAMPLE_GSTIN}`,
        "Buyer",
        "Test User",
        "Kochi",
        "PIN 682001",
        `Phone: ${who.phone}`,
        "Description",
        "SAC",
        INVOICE_SAC_CODES.plan,
        "Taxable value",
        printed(taxed.amountPaise),
        "CGST 9 %",
        printed(taxed.cgstPaise),
        "SGST 9 %",
        printed(taxed.sgstPaise),
        "Total",
        printed(taxed.totalPaise),
        `Paid online (sandbox), payment ${proof.razorpay_payment_id}`,
        "Tax is not payable on reverse charge basis.",
        "This is a computer-generated invoice; no signature is required.",
      ]),
    );
    expect(lines.filter((line) => line === "State: Kerala (state code 32)")).toHaveLength(2);
    expect(text).toContain(
      `${plan.title}: access to the contact numbers of ${plan.enquiries} helpers for ${plan.tenureDays} days`,
    );
    expect(text).toContain(`Total in words: ${rupeesInWords(taxed.totalPaise)}`);
    expect(text).toContain(settings!.address.split("\n")[0]!.split(" ")[0]!);
    expect(transaction.id).toBe(order.order_id);
  });

  it("is issued before the site's settings are saved, with an empty seller address and contacts", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const { order } = await paidPlan(who);
    const [settings] = await ctx.db.delete(siteSettings).returning();
    try {
      const data = await readInvoice(
        { db: ctx.db, seller: { name: "Sahayi", gstin: SAMPLE_GSTIN, demo: true } },
        { paymentRowId: order.order_id, userId: who.id },
      );
      expect(data.seller).toEqual({
        name: "Sahayi",
        gstin: SAMPLE_GSTIN,
        demo: true,
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
});

describe("invoice numbers", () => {
  it("number each paid payment after the last in its financial year, 16 characters at most", async () => {
    const who = await buyer(ctx.app, ctx.db);
    await paidPlan(who);
    await paidPlan(who);
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    const [newer, older] = details.transactions.map((t) => t.invoice_number);
    const year = financialYearOf(new Date());
    const serial = Number(older!.split("/")[2]);
    expect(older).toBe(formatInvoiceNumber(year, serial));
    expect(newer).toBe(formatInvoiceNumber(year, serial + 1));
    expect(newer).toMatch(/^SAH\/\d{2}-\d{2}\/\d{6}$/);
    expect(newer!.length).toBeLessThanOrEqual(16);
  });

  it("start again at 1 each financial year (from 1 April, India's time) and are taken atomically", async () => {
    const plan = await planOnSale(ctx.db);
    const orders = await Promise.all(
      Array.from({ length: 12 }, async () =>
        orderPlan(ctx.app, await buyer(ctx.app, ctx.db), plan.id),
      ),
    );
    // 31 March 23:59 in Kerala still belongs to 2040-41; a minute later 2041-42 begins.
    const [lastOfYear, firstOfYear, ...sameDay] = orders;
    const grant = (order: (typeof orders)[number], now: Date) =>
      grantPayment(ctx.db, {
        paymentRowId: order.order_id,
        providerPaymentId: `pay_fy${order.order_id}`,
        method: null,
        now,
      });
    await grant(lastOfYear!, new Date("2041-03-31T23:59:00+05:30"));
    await grant(firstOfYear!, new Date("2041-04-01T00:00:00+05:30"));
    // Ten grants at once in the new year: each a serial of its own, none skipped.
    await Promise.all(sameDay.map((order) => grant(order, new Date("2041-04-02T10:00:00+05:30"))));
    const rows = await Promise.all(
      orders.map(async (order) => {
        const [row] = await ctx.db
          .select({ year: payments.invoiceYear, serial: payments.invoiceNumber })
          .from(payments)
          .where(eq(payments.id, order.order_id));
        return row!;
      }),
    );
    expect(rows[0]).toEqual({ year: 2040, serial: 1 });
    expect(rows[1]).toEqual({ year: 2041, serial: 1 });
    expect(rows.slice(2).map((r) => r.year)).toEqual(sameDay.map(() => 2041));
    expect(
      rows
        .slice(2)
        .map((r) => r.serial)
        .sort((a, b) => a! - b!),
    ).toEqual(sameDay.map((_, index) => index + 2));
    expect(formatInvoiceNumber(2040, 1)).toBe("SAH/40-41/000001");
  });
});

/** A seller and a buyer whose names, addresses and e-mails are longer than any column. */
const invoice: InvoiceData = {
  number: "SAH/25-26/000042",
  paidAt: new Date("2026-03-31T20:00:00Z"),
  seller: {
    name: "Sahayi Domestic Helper Introductions and Online Directory Services Private Limited",
    gstin: "32AAHCS1234D1ZY",
    demo: false,
    address:
      "Second Floor, Kuttikattil Commercial Complex, Near Edappally Toll Junction, Mahatma Gandhi Road\nOpposite the Lulu International Shopping Mall, Edappally North Post, Kochi 682024",
    email: "customer-care-and-invoices@sahayi-domestic-helper-directory.example.in",
    phone: "9847000000",
  },
  buyer: {
    name: "അനു Thomas Kunnumpurathu Parambil Vadakkekara Puthenveettil",
    address:
      "Thekkumkattil House, Kakkanad West, Near Infopark Phase Two Main Gate, Chittethukara, Thrikkakara Municipality, Ernakulam District",
    district: "Ernakulam",
    pincode: "682030",
    phone: "9876543210",
    email: "anu.thomas.kunnumpurathu.parambil@a-very-long-mail-domain.example.in",
  },
  item: {
    description:
      "Premium Plan: access to the contact numbers of 60 helpers for 90 days, with a description long enough to wrap",
    sac: INVOICE_SAC_CODES.plan,
  },
  amountPaise: 199_900,
  cgstPaise: 17_991,
  sgstPaise: 17_991,
  totalPaise: 235_882,
  paymentId: "pay_X",
  method: null,
};

interface Box {
  word: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Every word the PDF draws, with the box its letters take (ascender to descender). */
async function wordBoxes(runs: PdfTextRun[]): Promise<Box[]> {
  const doc = await PDFDocument.create();
  const fonts: Record<string, PDFFont> = {
    Helvetica: await doc.embedFont(StandardFonts.Helvetica),
    "Helvetica-Bold": await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return runs.flatMap((run) => {
    const font = fonts[run.font];
    if (!font) throw new Error(`unexpected font ${run.font}`);
    const ascent = font.heightAtSize(run.size, { descender: false });
    const descent = font.heightAtSize(run.size) - ascent;
    const boxes: Box[] = [];
    let offset = 0;
    for (const piece of run.text.split(/( +)/)) {
      const width = drawnWidth(piece, font, run.size);
      if (piece.trim())
        boxes.push({
          word: piece,
          left: run.x + offset,
          right: run.x + offset + width,
          bottom: run.y - descent,
          top: run.y + ascent,
        });
      offset += width;
    }
    return boxes;
  });
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.01 &&
  b.left < a.right - 0.01 &&
  a.bottom < b.top - 0.01 &&
  b.bottom < a.top - 0.01;

describe("renderInvoicePdf", () => {
  it("wraps long text inside its column: no two words overlap and none leaves the page's margins", async () => {
    const runs = pdfTextRuns(Buffer.from(await renderInvoicePdf(invoice)));
    const boxes = await wordBoxes(runs);
    expect(boxes.length).toBeGreaterThan(100);
    for (const box of boxes) {
      expect(box.left, box.word).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
      expect(box.right, box.word).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.01);
      expect(box.bottom, box.word).toBeGreaterThan(PAGE.margin);
      expect(box.top, box.word).toBeLessThan(PAGE.height - PAGE.margin);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        expect(overlap(a, b), `"${a.word}" and "${b.word}" overlap`).toBe(false);
      }
    }
    // The seller's words stay left of the buyer's column, whose words stay in it.
    const top = runs.find((r) => r.text === "Seller")!.y;
    const bottom = runs.find((r) => r.text === "Description")!.y;
    const parties = boxes.filter((b) => b.bottom < top + 20 && b.top > bottom + 15);
    const buyerX = runs.find((r) => r.text === "Buyer")!.x;
    expect(parties.filter((b) => b.left < buyerX).every((b) => b.right < buyerX)).toBe(true);
    // Nothing is lost to the wrapping: the address reads whole, line after line.
    const lines = pdfTextLines(Buffer.from(await renderInvoicePdf(invoice))).join(" ");
    expect(lines).toContain(invoice.seller.address.replace("\n", " "));
    expect(lines).toContain(invoice.buyer.address);
    // A word wider than its column (an e-mail address) is broken where it must be.
    expect(lines.replace(/ /g, "")).toContain(invoice.buyer.email);
  });

  it("lays the figures out: labels in one column, values ending at the same right edge, Total in bold", async () => {
    const runs = pdfTextRuns(Buffer.from(await renderInvoicePdf(invoice)));
    const run = (text: string) => {
      const found = runs.find((r) => r.text === text);
      expect(found, text).toBeDefined();
      return found!;
    };
    expect(run("Tax Invoice").size).toBeGreaterThan(run("Seller").size);
    expect(run("Buyer").y).toBe(run("Seller").y);
    expect(run("Buyer").x).toBeGreaterThan(run("Seller").x);
    const doc = await PDFDocument.create();
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
    const rows = [
      ["Taxable value", printed(invoice.amountPaise), fonts.regular],
      ["CGST 9 %", printed(invoice.cgstPaise), fonts.regular],
      ["SGST 9 %", printed(invoice.sgstPaise), fonts.regular],
      ["Total", printed(invoice.totalPaise), fonts.bold],
    ] as const;
    let above = run("SAC").y;
    for (const [label, value, font] of rows) {
      const left = run(label);
      // On the label's line (CGST and SGST are the same amount).
      const right = runs.find((r) => r.text === value && r.y === left.y && r.x > left.x)!;
      expect(right, value).toBeDefined();
      expect(left.y).toBeLessThan(above);
      above = left.y;
      expect(left.x).toBe(run("Taxable value").x);
      expect(right.x + drawnWidth(value, font, right.size)).toBeCloseTo(
        PAGE.width - PAGE.margin,
        3,
      );
    }
    expect(run("Total").font).not.toBe(run("Taxable value").font);
    expect(run("CGST 9 %").font).toBe(run("Taxable value").font);
    expect(run("Tax is not payable on reverse charge basis.").y).toBeLessThan(run("Total").y);
  });

  it("says it is a demo only when the GSTIN is the sample, and leaves out contacts the site lacks", async () => {
    const real = pdfTextLines(Buffer.from(await renderInvoicePdf(invoice)));
    expect(real.some((line) => line.startsWith("DEMO INVOICE"))).toBe(false);
    expect(real).toContain("GSTIN: 32AAHCS1234D1ZY");
    const bare = {
      ...invoice,
      seller: { ...invoice.seller, gstin: SAMPLE_GSTIN, demo: true, email: "", phone: "" },
    };
    const demo = pdfTextLines(Buffer.from(await renderInvoicePdf(bare)));
    expect(demo).toContain(
      "DEMO INVOICE: the seller's GSTIN is a sample; this is not a tax invoice.",
    );
    expect(demo.some((line) => line.startsWith("customer-care"))).toBe(false);
    expect(demo.some((text) => text.startsWith("Phone: 98470"))).toBe(false);
    expect(demo).toContain("Place of supply: Kerala (state code 32)");
  });

  it("prints the date in India's time, the total in words, and letters its fonts lack as ?", async () => {
    const lines = pdfTextLines(Buffer.from(await renderInvoicePdf(invoice)));
    expect(lines).toEqual(
      expect.arrayContaining([
        // 20:00 UTC on 31 March is 1 April in Kerala.
        "Invoice date: 01 Apr 2026",
        "Ernakulam, PIN 682030",
        "Rs. 2,358.82",
        "Paid online, payment pay_X",
      ]),
    );
    expect(lines.some((line) => line.startsWith("??? Thomas"))).toBe(true);
    expect(lines.join(" ")).toContain(
      "Total in words: Two Thousand Three Hundred Fifty Eight Rupees And Eighty Two Paise Only",
    );
  });
});
