import {
  CGST_RATE,
  formatRate,
  formatRupees,
  INVOICE_SAC_CODES,
  KERALA_STATE_CODE,
  paiseToRupees,
  paymentMessages,
  SGST_RATE,
} from "@sahayi/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Db } from "../../db/client.ts";
import { districts, helpers, payments, plans, siteSettings, users } from "../../db/schema.ts";
import { rupeesInWords } from "../../lib/billing/amount-in-words.ts";
import { formatInvoiceNumber } from "../../lib/billing/invoice-number.ts";
import { AppError } from "../../lib/errors.ts";
import { PAGE, type Pen, printable, sideBySide, write } from "./invoice-layout.ts";

export interface InvoiceSeller {
  name: string;
  gstin: string;
  /** The GSTIN is the demo's sample: the invoice says it is no tax invoice. */
  demo: boolean;
}

/** Everything printed on one invoice; amounts in paise. */
export interface InvoiceData {
  number: string;
  paidAt: Date;
  seller: InvoiceSeller & { address: string; email: string; phone: string };
  buyer: {
    name: string;
    address: string;
    district: string | null;
    pincode: string;
    phone: string;
    email: string;
  };
  item: { description: string; sac: string };
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  paymentId: string;
  method: string | null;
}

/** Where the services are supplied and both parties are: intra-state, so CGST and SGST. */
const KERALA = `Kerala (state code ${KERALA_STATE_CODE})`;

/** What was bought, in the words of the invoice's description. */
function describeItem(plan: {
  kind: "subscription" | "maid_registration";
  title: string;
  enquiries: number;
  tenureDays: number;
}) {
  if (plan.kind === "maid_registration")
    return {
      description: `${plan.title}: review and listing of a helper's profile`,
      sac: INVOICE_SAC_CODES.maid_registration,
    };
  return {
    description: `${plan.title}: access to the contact numbers of ${plan.enquiries} helpers for ${plan.tenureDays} days`,
    sac: INVOICE_SAC_CODES.plan,
  };
}

/** A user's own paid payment as an invoice, for its download; anyone else's is a 404. */
export function readInvoice(
  deps: { db: Db; seller: InvoiceSeller },
  input: { paymentRowId: number; userId: number },
): Promise<InvoiceData> {
  return readPaidInvoice(deps, input.paymentRowId, eq(payments.userId, input.userId));
}

/**
 * A paid payment as an invoice, whoever bought it: a household's plan or a helper's
 * registration fee (for the receipt e-mail that attaches it). An unpaid one is a 404.
 */
export async function readPaidInvoice(
  deps: { db: Db; seller: InvoiceSeller },
  paymentRowId: number,
  owner?: SQL,
): Promise<InvoiceData> {
  const { db } = deps;
  const [[row], [settings]] = await Promise.all([
    db
      .select({
        payment: payments,
        plan: { title: plans.title, kind: plans.kind },
        user: users,
        helper: helpers,
        district: districts.name,
      })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(helpers, eq(helpers.id, payments.helperId))
      .leftJoin(
        districts,
        eq(districts.id, sql`coalesce(${users.districtId}, ${helpers.districtId})`),
      )
      .where(and(eq(payments.id, paymentRowId), eq(payments.status, "paid"), owner)),
    db.select().from(siteSettings).where(eq(siteSettings.id, 1)),
  ]);
  if (!row || row.payment.invoiceNumber === null || !row.payment.paidAt)
    throw new AppError(404, "NOT_FOUND", paymentMessages.invoiceNotFound);
  const { payment } = row;
  return {
    number: formatInvoiceNumber(payment.invoiceYear ?? 0, payment.invoiceNumber ?? 0),
    paidAt: payment.paidAt ?? payment.createdAt,
    seller: {
      ...deps.seller,
      address: settings?.address ?? "",
      email: settings?.email ?? "",
      phone: settings?.whatsappNumber ?? "",
    },
    buyer: invoiceBuyer(row),
    // What the order was for when it was made: its enquiries and days, not the plan's today.
    item: describeItem({
      ...row.plan,
      enquiries: payment.enquiries,
      tenureDays: payment.tenureDays,
    }),
    amountPaise: payment.amountPaise,
    cgstPaise: payment.cgstPaise,
    sgstPaise: payment.sgstPaise,
    totalPaise: payment.totalPaise,
    paymentId: payment.providerPaymentId ?? "",
    method: payment.paymentMethod,
  };
}

/**
 * The account or helper that paid. An erased one's name and address were copied onto its
 * payments; its phone and e-mail are gone (docs/decisions/025).
 */
function invoiceBuyer(row: {
  payment: typeof payments.$inferSelect;
  user: typeof users.$inferSelect | null;
  helper: typeof helpers.$inferSelect | null;
  district: string | null;
}): InvoiceData["buyer"] {
  const { payment } = row;
  const buyer = row.user ?? row.helper;
  const reachable = row.user?.deletedAt ? null : buyer;
  return {
    name: payment.buyerName ?? buyer?.name ?? "",
    address: payment.buyerAddress ?? buyer?.address ?? "",
    district: row.district,
    pincode: payment.buyerPincode ?? buyer?.pincode ?? "",
    phone: reachable?.mobileNumber ?? "",
    email: reachable?.email ?? "",
  };
}

/** Rupees as the site shows them, without the ₹ sign the standard fonts lack. */
const rupees = (paise: number) => `Rs. ${formatRupees(paiseToRupees(paise)).replace("₹", "")}`;

/** India's time, as the buyer reads the date. */
const indianDate = (date: Date) =>
  date.toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
  });

/** The two parties' columns, and the figures' label column and right edge. */
const COLUMNS = { left: PAGE.margin, right: 320, gap: 30, figures: 300 } as const;
const RIGHT_EDGE = PAGE.width - PAGE.margin;
const LEFT_WIDTH = COLUMNS.right - COLUMNS.gap - COLUMNS.left;
const RIGHT_WIDTH = RIGHT_EDGE - COLUMNS.right;

/** A row of the figures table: a label on the left, the value right-aligned. */
function figure(pen: Pen, label: string, value: string, bold = false) {
  sideBySide(pen, [
    (p) => write(p, label, { x: COLUMNS.figures, bold }),
    (p) => write(p, value, { alignRight: RIGHT_EDGE, bold }),
  ]);
  pen.y -= 1;
}

/**
 * A GST tax invoice on one A4 page, with what CGST Rule 46 asks of one (docs/decisions/026):
 * the supplier's name, address and GSTIN, a serial number unique in its financial year, the
 * date, the recipient's name and address with the state and its code, the place of supply,
 * the SAC, a description, the taxable value, each tax's rate and amount, the total in figures
 * and in words, and no signature (it is computer-generated). Long text wraps inside its column.
 */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax Invoice ${invoice.number}`);
  pdf.setAuthor(printable(invoice.seller.name));
  pdf.setCreationDate(invoice.paidAt);
  pdf.setModificationDate(invoice.paidAt);
  const pen: Pen = {
    page: pdf.addPage([PAGE.width, PAGE.height]),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    // The title's letters reach 15 points above its baseline.
    y: PAGE.height - PAGE.margin - 16,
  };
  const { seller, buyer } = invoice;
  write(pen, "Tax Invoice", { size: 20, bold: true });
  pen.y -= 6;
  if (seller.demo)
    write(pen, "DEMO INVOICE: the seller's GSTIN is a sample; this is not a tax invoice.", {
      bold: true,
    });
  write(pen, `Invoice number: ${invoice.number}`, { bold: true });
  write(pen, `Invoice date: ${indianDate(invoice.paidAt)}`);
  write(pen, `Place of supply: ${KERALA}`);
  pen.y -= 10;

  const column = (x: number, width: number) => (p: Pen, text: string, bold?: boolean) =>
    write(p, text, { x, width, bold });
  const left = column(COLUMNS.left, LEFT_WIDTH);
  const right = column(COLUMNS.right, RIGHT_WIDTH);
  sideBySide(pen, [
    (p) => {
      left(p, "Seller", true);
      left(p, seller.name);
      left(p, seller.address);
      left(p, `GSTIN: ${seller.gstin}`);
      left(p, `State: ${KERALA}`);
      if (seller.email) left(p, seller.email);
      if (seller.phone) left(p, `Phone: ${seller.phone}`);
    },
    (p) => {
      right(p, "Buyer", true);
      right(p, buyer.name);
      right(p, buyer.address);
      right(p, [buyer.district, `PIN ${buyer.pincode}`].filter(Boolean).join(", "));
      right(p, `State: ${KERALA}`);
      if (buyer.phone) right(p, `Phone: ${buyer.phone}`);
      if (buyer.email) right(p, buyer.email);
    },
  ]);
  pen.y -= 20;

  sideBySide(pen, [
    (p) => write(p, "Description", { bold: true, width: LEFT_WIDTH }),
    (p) => write(p, "SAC", { x: COLUMNS.right, bold: true }),
  ]);
  sideBySide(pen, [
    (p) => write(p, invoice.item.description, { width: LEFT_WIDTH }),
    (p) => write(p, invoice.item.sac, { x: COLUMNS.right }),
  ]);
  pen.y -= 10;
  figure(pen, "Taxable value", rupees(invoice.amountPaise));
  figure(pen, `CGST ${formatRate(CGST_RATE)}`, rupees(invoice.cgstPaise));
  figure(pen, `SGST ${formatRate(SGST_RATE)}`, rupees(invoice.sgstPaise));
  figure(pen, "Total", rupees(invoice.totalPaise), true);
  pen.y -= 6;
  write(pen, `Total in words: ${rupeesInWords(invoice.totalPaise)}`);
  pen.y -= 14;
  write(
    pen,
    `Paid online${invoice.method ? ` (${invoice.method})` : ""}, payment ${invoice.paymentId}`,
  );
  write(pen, "Tax is not payable on reverse charge basis.");
  write(pen, "This is a computer-generated invoice; no signature is required.");
  return pdf.save();
}
