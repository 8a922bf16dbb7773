import { asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { otpCodes, outboxMessages, payments, plans } from "../../db/schema.ts";
import { formatInvoiceNumber } from "../billing/invoice-number.ts";

/**
 * The records "Download my data" lists for a household's account and for a helper alike:
 * payments, one-time codes and the notices the outbox sent (docs/decisions/025, 044).
 */

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Payments matching `whose` (a user's plans, or a helper's registration fee). */
export const readPaymentRecords = (db: Db, whose: SQL) =>
  db
    .select({ payment: payments, plan: plans.title })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(whose)
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .then((rows) =>
      rows.map(({ payment: p, plan }) => ({
        plan,
        status: p.status,
        amount_paise: p.amountPaise,
        cgst_paise: p.cgstPaise,
        sgst_paise: p.sgstPaise,
        total_paise: p.totalPaise,
        provider: p.provider,
        provider_order_id: p.providerOrderId,
        provider_payment_id: p.providerPaymentId,
        payment_method: p.paymentMethod,
        invoice_number:
          p.invoiceNumber === null || p.invoiceYear === null
            ? null
            : formatInvoiceNumber(p.invoiceYear, p.invoiceNumber),
        created_at: iso(p.createdAt),
        paid_at: isoOrNull(p.paidAt),
      })),
    );

/** One-time codes sent to the phone: when, why and from where they were asked; never the hash. */
export const readOneTimeCodes = (db: Db, phone: string) =>
  db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.mobileNumber, phone))
    .orderBy(asc(otpCodes.createdAt), asc(otpCodes.id))
    .then((rows) =>
      rows.map((code) => ({
        purpose: code.purpose,
        client_address: code.clientAddress,
        created_at: iso(code.createdAt),
        expires_at: iso(code.expiresAt),
        used_at: isoOrNull(code.consumedAt),
      })),
    );

/** What the outbox sent or is sending to `whom`: receipts, reminders, decisions. */
export const readNotices = (db: Db, whom: SQL) =>
  db
    .select()
    .from(outboxMessages)
    .where(whom)
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
    .then((rows) =>
      rows.map((message) => ({
        kind: message.kind,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        text: message.text,
        status: message.status,
        created_at: iso(message.createdAt),
        sent_at: isoOrNull(message.sentAt),
      })),
    );
