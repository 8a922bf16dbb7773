import type { AddressInfo } from "node:net";
import { adminHelpersPaths, invoiceFileName, receiptAmount } from "@sahayi/contract";
import { pdfTextLines } from "@sahayi/test-pdf";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import {
  buyer,
  helperFeeOrder,
  orderPlan,
  planOnSale,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { createTestContext, type TestContext } from "../../../test/helpers/test-app.ts";
import { helpers, outboxMessages, payments, siteSettings, users } from "../../db/schema.ts";
import { formatInvoiceNumber } from "../../lib/billing/invoice-number.ts";
import { createHelper } from "../../seed/factories/helper.ts";

/** A real SMTP server on loopback: takes mail for anyone but refuses one address. */
const REFUSED = "nobody@refused.example";
const received: { envelopeTo: string[]; user: string | undefined; mail: ParsedMail }[] = [];
let server: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "sahayi" && auth.password === "mail-secret") {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const refusal = new Error("Mailbox unavailable") as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            user: session.user as string | undefined,
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestContext({
    email: {
      provider: "smtp",
      url: `smtp://sahayi:mail-secret@127.0.0.1:${port}`,
      from: "Sahayi <hello@sahayi.example>",
    },
    messagesPollIntervalMs: 200,
    publicOrigin: "https://sahayi.example",
  });
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The List-Unsubscribe line as it came over the wire. */
const unsubscribeOf = (mail: ParsedMail) =>
  mail.headerLines.find((header) => header.key === "list-unsubscribe")?.line;

const mailTo = async (address: string) => {
  await expect
    .poll(() => received.some((r) => r.envelopeTo.includes(address)), { timeout: 10_000 })
    .toBe(true);
  return received.filter((r) => r.envelopeTo.includes(address));
};

describe("e-mail through SMTP", () => {
  it("delivers a receipt with both parts, the footer and the GST invoice attached", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const address = `buyer-${who.id}@mail.example`;
    await ctx.db.update(users).set({ email: address }).where(eq(users.id, who.id));
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    expect(
      (await verify(ctx.app, await sandboxPay(ctx.app, order.razorpay_order_id))).statusCode,
    ).toBe(200);

    const [delivery] = await mailTo(address);
    const { mail } = delivery!;
    const [settings] = await ctx.db.select().from(siteSettings);
    const [row] = (await messagesOf(ctx.db, { userId: who.id })).filter(
      (message) => message.channel === "email",
    );
    expect(delivery!.user).toBe("sahayi");
    expect(mail.from?.text).toBe('"Sahayi" <hello@sahayi.example>');
    expect(mail.subject).toBe(row!.subject);
    expect(mail.text).toContain(row!.text);
    expect(mail.text).toContain(settings!.address);
    expect(mail.html).toContain("<p");
    expect(mail.html).toContain("Your GST invoice");
    expect(mail.html).toContain("Sahayi");
    // A receipt is owed, not marketing: no unsubscribe.
    expect(unsubscribeOf(mail)).toBeUndefined();
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.contentType).toBe("application/pdf");
    expect(pdf!.filename).toBe(row!.attachments[0]!.filename);
    expect(pdf!.content.subarray(0, 5).toString()).toBe("%PDF-");

    await expect
      .poll(async () => (await messagesOf(ctx.db, { userId: who.id })).map((m) => m.status))
      .toEqual(["sent", "sent"]);
    const [sent] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(sent!.providerMessageId).toBe(mail.messageId);
    expect(received.filter((r) => r.envelopeTo.includes(address))).toHaveLength(1);
  });

  it("delivers a helper's registration fee receipt with the fee's GST invoice attached", async () => {
    const { helper, plan, order } = await helperFeeOrder(
      { db: ctx.db, storage: ctx.storage },
      (id) => `fee-${id}@mail.example`,
    );
    const proof = await sandboxPay(ctx.app, order.providerOrderId);
    expect((await verify(ctx.app, proof)).statusCode).toBe(200);

    const [delivery, ...more] = await mailTo(helper.email);
    const { mail } = delivery!;
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.id, order.id));
    const invoice = formatInvoiceNumber(paid!.invoiceYear!, paid!.invoiceNumber!);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(
      `Your Sahayi receipt: ${receiptAmount(order.totalPaise)} for ${plan.title}`,
    );
    expect(mail.text).toContain(`Your GST invoice ${invoice} is attached.`);
    expect(unsubscribeOf(mail)).toBeUndefined();
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [invoiceFileName(invoice), "application/pdf"],
    ]);
    // The fee's own invoice: its number, her as the buyer, the helper's review as the service.
    const lines = pdfTextLines(mail.attachments[0]!.content);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Invoice number: ${invoice}`,
        helper.name,
        helper.email,
        `Phone: ${helper.mobileNumber}`,
      ]),
    );
    expect(lines.join(" ")).toContain("review and listing of a helper's profile");
    await expect
      .poll(async () => (await messagesOf(ctx.db, { helperId: helper.id })).map((m) => m.status))
      .toEqual(["sent", "sent"]);
  });

  it("puts List-Unsubscribe on what is not a receipt", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, { status: "pending" });
    const address = `helper-${helper.id}@mail.example`;
    await ctx.db.update(helpers).set({ email: address }).where(eq(helpers.id, helper.id));
    const admin = await adminCaller(ctx.app, ctx.db);
    const answer = await ctx.app.inject({
      method: "POST",
      url: adminHelpersPaths.helperAction(helper.publicId, "approve"),
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    const [delivery] = await mailTo(address);
    const { mail } = delivery!;
    const [settings] = await ctx.db.select().from(siteSettings);
    expect(unsubscribeOf(mail)).toBe(
      `List-Unsubscribe: <mailto:${settings!.email}?subject=unsubscribe>`,
    );
    expect(mail.html).toContain(`https://sahayi.example/maid/${helper.publicId}`);
    expect(mail.attachments).toEqual([]);
  });

  it("keeps the server's refusal on the message and tries again later", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, { status: "pending" });
    await ctx.db.update(helpers).set({ email: REFUSED }).where(eq(helpers.id, helper.id));
    const admin = await adminCaller(ctx.app, ctx.db);
    await ctx.app.inject({
      method: "POST",
      url: adminHelpersPaths.helperAction(helper.publicId, "reject"),
      headers: admin.headers,
      payload: { reason: "Blurred photo." },
    });
    const emailRow = async () =>
      (await messagesOf(ctx.db, { helperId: helper.id })).find((m) => m.channel === "email")!;
    await expect.poll(async () => (await emailRow()).lastError, { timeout: 10_000 }).not.toBeNull();
    const row = await emailRow();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toContain("550");
    expect(row.lastError).toContain("Mailbox unavailable");
  });
});
