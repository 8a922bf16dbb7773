import {
  CGST_RATE,
  formatRupees,
  INVOICE_SAC_CODE,
  paiseToRupees,
  paymentMessages,
  SGST_RATE,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Db } from "../../db/client.ts";
import { payments, plans, siteSettings, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { formatInvoiceNumber } from "../../lib/invoice-number.ts";

export interface InvoiceSeller {
  name: string;
  gstin: string | undefined;
}

/** Everything printed on one invoice; amounts in paise. */
export interface InvoiceData {
  number: string;
  paidAt: Date;
  seller: InvoiceSeller & { address: string; email: string; phone: string };
  buyer: { name: string; address: string; pincode: string; phone: string; email: string };
  item: string;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  paymentId: string;
  method: string | null;
}

/** The owner's paid payment as an invoice; anyone else's, or an unpaid one, is a 404. */
export async function readInvoice(
  deps: { db: Db; seller: InvoiceSeller },
  input: { paymentRowId: number; userId: number },
): Promise<InvoiceData> {
  const { db } = deps;
  const [[row], [settings]] = await Promise.all([
    db
      .select({ payment: payments, plan: { title: plans.title }, user: users })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.id, input.paymentRowId),
          eq(payments.userId, input.userId),
          eq(payments.status, "paid"),
        ),
      ),
    db.select().from(siteSettings).where(eq(siteSettings.id, 1)),
  ]);
  if (!row || row.payment.invoiceNumber === null || !row.payment.paidAt)
    throw new AppError(404, "NOT_FOUND", paymentMessages.invoiceNotFound);
  const { payment, user } = row;
  return {
    number: formatInvoiceNumber(payment.invoiceNumber ?? 0),
    paidAt: payment.paidAt ?? payment.createdAt,
    seller: {
      ...deps.seller,
      address: settings?.address ?? "",
      email: settings?.email ?? "",
      phone: settings?.whatsappNumber ?? "",
    },
    // A deleted account's name and address were copied onto its payments; its phone and
    // e-mail are gone (docs/decisions/025).
    buyer: {
      name: payment.buyerName ?? user.name,
      address: payment.buyerAddress ?? user.address,
      pincode: payment.buyerPincode ?? user.pincode,
      phone: user.deletedAt ? "" : user.mobileNumber,
      email: user.deletedAt ? "" : user.email,
    },
    item: row.plan.title,
    amountPaise: payment.amountPaise,
    cgstPaise: payment.cgstPaise,
    sgstPaise: payment.sgstPaise,
    totalPaise: payment.totalPaise,
    paymentId: payment.providerPaymentId ?? "",
    method: payment.paymentMethod,
  };
}

/**
 * The PDF's standard fonts encode WinAnsi (Latin-1 and a few more) only; anything else (a
 * name in Malayalam script, the rupee sign) would make pdf-lib throw, so it is printed as "?".
 * Embedding a Unicode font would lift this.
 */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

/** Rupees as the site shows them, without the ₹ sign the standard fonts lack. */
const rupees = (paise: number) => `Rs. ${formatRupees(paiseToRupees(paise)).replace("₹", "")}`;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** India's time, as the buyer reads the date. */
const indianDate = (date: Date) =>
  date.toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
  });

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

function line(pen: Pen, text: string, options: { x?: number; size?: number; bold?: boolean } = {}) {
  const size = options.size ?? 10;
  pen.page.drawText(printable(text), {
    x: options.x ?? 50,
    y: pen.y,
    size,
    font: options.bold ? pen.bold : pen.regular,
    color: rgb(0.1, 0.1, 0.15),
  });
  pen.y -= size + 5;
}

/** A row of the figures table: a label on the left, the value right-aligned. */
function figure(pen: Pen, label: string, value: string, bold = false) {
  const font = bold ? pen.bold : pen.regular;
  pen.page.drawText(printable(label), { x: 300, y: pen.y, size: 10, font });
  const width = font.widthOfTextAtSize(printable(value), 10);
  pen.page.drawText(printable(value), { x: 545 - width, y: pen.y, size: 10, font });
  pen.y -= 16;
}

/** A GST tax invoice on one A4 page. */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax Invoice ${invoice.number}`);
  pdf.setAuthor(printable(invoice.seller.name));
  pdf.setCreationDate(invoice.paidAt);
  pdf.setModificationDate(invoice.paidAt);
  const pen: Pen = {
    page: pdf.addPage([595.28, 841.89]),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: 780,
  };
  line(pen, "Tax Invoice", { size: 20, bold: true });
  pen.y -= 6;
  line(pen, `Invoice number: ${invoice.number}`, { bold: true });
  line(pen, `Invoice date: ${indianDate(invoice.paidAt)}`);
  pen.y -= 10;

  const top = pen.y;
  line(pen, "Seller", { bold: true });
  line(pen, invoice.seller.name);
  for (const text of invoice.seller.address.split("\n")) line(pen, text);
  line(pen, `GSTIN: ${invoice.seller.gstin ?? "not registered"}`);
  line(pen, "Place of supply: Kerala (32)");
  if (invoice.seller.email) line(pen, invoice.seller.email);
  if (invoice.seller.phone) line(pen, `Phone: ${invoice.seller.phone}`);
  const sellerBottom = pen.y;

  pen.y = top;
  line(pen, "Buyer", { x: 320, bold: true });
  line(pen, invoice.buyer.name, { x: 320 });
  line(pen, invoice.buyer.address, { x: 320 });
  line(pen, `PIN ${invoice.buyer.pincode}`, { x: 320 });
  if (invoice.buyer.phone) line(pen, `Phone: ${invoice.buyer.phone}`, { x: 320 });
  if (invoice.buyer.email) line(pen, invoice.buyer.email, { x: 320 });
  pen.y = Math.min(pen.y, sellerBottom) - 20;

  line(pen, "Description", { bold: true });
  line(pen, `${invoice.item} (SAC ${INVOICE_SAC_CODE})`);
  pen.y -= 10;
  figure(pen, "Taxable value", rupees(invoice.amountPaise));
  figure(pen, `CGST (${percent(CGST_RATE)})`, rupees(invoice.cgstPaise));
  figure(pen, `SGST (${percent(SGST_RATE)})`, rupees(invoice.sgstPaise));
  figure(pen, "Total", rupees(invoice.totalPaise), true);
  pen.y -= 20;
  line(pen, `HSN/SAC: ${INVOICE_SAC_CODE}`);
  line(
    pen,
    `Paid online${invoice.method ? ` (${invoice.method})` : ""}, payment ${invoice.paymentId}`,
  );
  line(pen, "Tax is not payable on reverse charge basis.");
  return pdf.save();
}
