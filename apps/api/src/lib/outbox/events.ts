import { invoiceFileName, receiptAmount } from "@sahayi/contract";
import { INTL_LOCALES, type Locale, localePath } from "@sahayi/contract/i18n/translate";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { contactReports, helpers, payments, plans, subscriptions, users } from "../../db/schema.ts";
import { formatInvoiceNumber } from "../billing/invoice-number.ts";
import { enqueueMessage } from "./enqueue.ts";

/**
 * The messages of each event, queued inside the event's own transaction: one call at the place
 * where the event happens. Each reads whom to write to and what to say from the rows the event
 * has just written.
 */

/** A date as a person in India reads it, in their language: 12 Feb 2027, 2027 ഫെബ്രു 12. */
export function indianDate(date: Date, locale: Locale): string {
  return date.toLocaleDateString(INTL_LOCALES[locale], {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** A paid plan or registration fee: a receipt by SMS, and by e-mail with the GST invoice. */
export async function queueReceipt(tx: Tx, paymentId: number): Promise<void> {
  const [row] = await tx
    .select({
      payment: payments,
      plan: plans.title,
      endsAt: subscriptions.endsAt,
      user: { mobile: users.mobileNumber, email: users.email, locale: users.locale },
      helper: { mobile: helpers.mobileNumber, email: helpers.email, locale: helpers.locale },
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(helpers, eq(helpers.id, payments.helperId))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const { payment } = row;
  const to = row.user ?? row.helper;
  const locale = to?.locale ?? "en";
  // Every paid payment has its GST invoice: a household's plan and a helper's fee alike.
  const invoice =
    payment.invoiceNumber !== null && payment.invoiceYear !== null
      ? formatInvoiceNumber(payment.invoiceYear, payment.invoiceNumber)
      : null;
  await enqueueMessage(tx, {
    kind: "receipt",
    key: `receipt:payment:${payment.id}`,
    values: {
      amount: receiptAmount(payment.totalPaise),
      plan: row.plan,
      endsOn: row.endsAt ? indianDate(row.endsAt, locale) : null,
      invoice,
    },
    locale,
    phone: to?.mobile,
    email: to?.email,
    userId: payment.userId,
    helperId: payment.helperId,
    attachments: invoice
      ? [{ type: "invoice", paymentId: payment.id, filename: invoiceFileName(invoice) }]
      : [],
  });
}

/** A review's outcome: approved with the link to her public page, or rejected with the reason. */
export async function queueHelperReviewed(
  tx: Tx,
  input: { helperId: number; outcome: "approve" | "reject"; reason?: string; origin: string },
): Promise<void> {
  const [helper] = await tx
    .select({
      publicId: helpers.publicId,
      name: helpers.name,
      mobile: helpers.mobileNumber,
      email: helpers.email,
      locale: helpers.locale,
      reviewedAt: helpers.reviewedAt,
    })
    .from(helpers)
    .where(eq(helpers.id, input.helperId));
  if (!helper) return;
  const to = {
    phone: helper.mobile,
    email: helper.email,
    helperId: input.helperId,
    locale: helper.locale,
  };
  // A helper can be reviewed again (rejected, edited, approved): each review is its own message.
  const review = `${input.helperId}:${helper.reviewedAt?.getTime() ?? 0}`;
  if (input.outcome === "approve") {
    await enqueueMessage(tx, {
      kind: "helper_approved",
      key: `helper_approved:${review}`,
      values: {
        name: helper.name,
        link: new URL(
          localePath(helper.locale, `/maid/${encodeURIComponent(helper.publicId)}`),
          input.origin,
        ).href,
      },
      ...to,
    });
    return;
  }
  await enqueueMessage(tx, {
    kind: "helper_rejected",
    key: `helper_rejected:${review}`,
    values: { name: helper.name, reason: input.reason ?? "" },
    ...to,
  });
}

/** An admin's decision on a household's contact report; a declined one says why, if given. */
export async function queueReportDecided(
  tx: Tx,
  input: { reportId: number; enquiryReturned: boolean },
): Promise<void> {
  const [row] = await tx
    .select({
      status: contactReports.status,
      declineReason: contactReports.declineReason,
      userId: contactReports.userId,
      maid: helpers.name,
      phone: users.mobileNumber,
      email: users.email,
      locale: users.locale,
      deletedAt: users.deletedAt,
    })
    .from(contactReports)
    .innerJoin(helpers, eq(helpers.id, contactReports.helperId))
    .innerJoin(users, eq(users.id, contactReports.userId))
    .where(eq(contactReports.id, input.reportId));
  // A household that deleted its account has no phone or address left to be told at.
  if (!row || row.status === "pending" || row.deletedAt) return;
  const to = { phone: row.phone, email: row.email, userId: row.userId, locale: row.locale };
  if (row.status === "accepted") {
    await enqueueMessage(tx, {
      kind: "report_accepted",
      key: `report_decided:${input.reportId}`,
      values: { maid: row.maid, enquiryReturned: input.enquiryReturned },
      ...to,
    });
    return;
  }
  await enqueueMessage(tx, {
    kind: "report_declined",
    key: `report_decided:${input.reportId}`,
    values: { maid: row.maid, reason: row.declineReason },
    ...to,
  });
}
