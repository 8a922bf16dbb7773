import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type outboxMessages, siteSettings } from "../../db/schema.ts";
import type { OutgoingEmail } from "../../lib/email.ts";
import { emailDocument } from "../../lib/outbox/email-body.ts";

type MessageRow = typeof outboxMessages.$inferSelect;

/** What an e-mail needs besides its row: the site's name and the invoices it attaches. */
export interface EmailParts {
  db: Db;
  siteName: string;
  /** The GST invoice of a paid payment (a household's plan or a helper's fee), as a PDF. */
  invoicePdf: (input: { paymentId: number }) => Promise<Uint8Array>;
}

/** Messages that are receipts carry no unsubscribe: a receipt is owed, not marketing. */
const RECEIPTS = new Set(["receipt"]);

/**
 * The whole e-mail of an outbox row: its body with the footer (the site's name and address),
 * the invoices it attaches made now, and List-Unsubscribe on all but receipts.
 */
export async function composeEmail(parts: EmailParts, message: MessageRow): Promise<OutgoingEmail> {
  const [settings] = await parts.db
    .select({ address: siteSettings.address, email: siteSettings.email })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const unsubscribe = RECEIPTS.has(message.kind) ? undefined : settings?.email || undefined;
  const document = emailDocument(
    { html: message.html ?? "", text: message.text },
    { siteName: parts.siteName, address: settings?.address ?? "", unsubscribe },
  );
  const attachments = await Promise.all(
    message.attachments.map(async (attachment) => {
      const content = await parts.invoicePdf(attachment);
      return { filename: attachment.filename, content, contentType: "application/pdf" };
    }),
  );
  return {
    to: message.recipient,
    subject: message.subject ?? "",
    ...document,
    attachments,
    headers: unsubscribe
      ? { "List-Unsubscribe": `<mailto:${unsubscribe}?subject=unsubscribe>` }
      : {},
    idempotencyKey: message.idempotencyKey,
  };
}
