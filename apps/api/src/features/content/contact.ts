import { CONTACT_HONEYPOT_FIELD, type ContactForm, contentMessages } from "@sahayi/contract";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { tooManyRequests } from "../../lib/errors.ts";

const HOUR_MS = 3_600_000;

export interface ContactDeps {
  db: Db;
  /** CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR. */
  perAddressPerHour: number;
}

export type ContactInput = ContactForm & { [CONTACT_HONEYPOT_FIELD]?: string | undefined };

/** A person never sees the honeypot field, so anything in it was typed by a program. */
export const isFromBot = (input: ContactInput) =>
  (input[CONTACT_HONEYPOT_FIELD] ?? "").trim() !== "";

/**
 * Stores a contact-form message for the admin inbox (product §4 "Contact form"). One client
 * address may send `perAddressPerHour` messages an hour; past that the answer is a 429 that
 * says when to try again. A filled honeypot is answered like success and stores nothing,
 * so a bot learns nothing from the answer.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: { form: ContactInput; address: string },
): Promise<"stored" | "dropped"> {
  const { db, perAddressPerHour } = deps;
  const { form, address } = input;
  if (isFromBot(form)) return "dropped";
  const now = new Date();
  await db.transaction(async (tx) => {
    // One message per address at a time, so a burst cannot slip past the count together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${address}`}))`);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [sent] = await tx
      .select({ count: count(), oldest: min(contactMessages.createdAt) })
      .from(contactMessages)
      .where(
        and(eq(contactMessages.clientAddress, address), gt(contactMessages.createdAt, hourAgo)),
      );
    if (sent && sent.count >= perAddressPerHour && sent.oldest) {
      const freeAt = new Date(sent.oldest).getTime() + HOUR_MS;
      const wait = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw tooManyRequests(contentMessages.contactAddressHourlyLimit(Math.ceil(wait / 60)), wait);
    }
    await tx.insert(contactMessages).values({
      name: form.name,
      mobileNumber: form.mobile_number,
      email: form.email,
      message: form.message,
      clientAddress: address,
      createdAt: now,
    });
  });
  return "stored";
}
