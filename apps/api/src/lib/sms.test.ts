import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { accountsPaths, toastMessages } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCode, uniqueCaller } from "../../test/helpers/accounts.ts";
import { deliverOutbox } from "../../test/helpers/outbox.ts";
import { createTestContext, type TestContext } from "../../test/helpers/test-app.ts";
import { otpCodes, outboxMessages } from "../db/schema.ts";
import { enqueueMessage } from "./outbox/enqueue.ts";
import { createMsg91Sms, SmsError } from "./sms.ts";

/** A local stand-in for MSG91's Flow API: answers as told, records what it got. */
let mode: "ok" | "refuse" | "hang" = "ok";
const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
let server: Server;
let baseUrl: string;
let ctx: TestContext;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      if (mode === "hang") return;
      response.writeHead(mode === "ok" ? 200 : 401, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          mode === "ok"
            ? { type: "success", message: "3763" }
            : { type: "error", message: "Invalid authkey" },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const msg91 = {
    authKey: "test-auth-key",
    otp: {
      en: { templateId: "otp-template", dltTemplateId: "1207161234567890123" },
      ml: { templateId: "otp-template-ml", dltTemplateId: "1207161234567890124" },
    },
    senderId: "SAHAYI",
    baseUrl,
    templates: { en: { receipt: "receipt-template" }, ml: {} },
  };
  ctx = await createTestContext({ smsProvider: "msg91", msg91, smsTimeoutMs: 1500 });
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("MSG91", () => {
  it("sends the code through the DLT template with the auth key", async () => {
    mode = "ok";
    const { phone, address } = uniqueCaller();
    const answer = await requestCode(ctx.app, phone, "signup", address);
    expect(answer.statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.headers.authkey).toBe("test-auth-key");
    expect(last.body).toEqual({
      template_id: "otp-template",
      DLT_TE_ID: "1207161234567890123",
      sender: "SAHAYI",
      short_url: "0",
      recipients: [{ mobiles: `91${phone}`, otp: expect.stringMatching(/^[0-9]{4}$/) }],
    });
    // No development outbox with a real provider.
    expect(
      (await ctx.app.inject({ url: `${accountsPaths.devSms}?mobile_number=${phone}` })).statusCode,
    ).toBe(404);
  });

  it("sends a Malayalam page's code through the Malayalam template, and English without one", async () => {
    mode = "ok";
    const { phone, address } = uniqueCaller();
    const ml = { "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" };
    expect((await requestCode(ctx.app, phone, "signup", address, ml)).statusCode).toBe(200);
    expect(received.at(-1)!.body).toMatchObject({
      template_id: "otp-template-ml",
      DLT_TE_ID: "1207161234567890124",
    });
    const englishOnly = createMsg91Sms(
      { ...ctx.config.msg91!, otp: { ...ctx.config.msg91!.otp, ml: undefined } },
      1500,
    );
    await englishOnly.send({ to: phone, code: "1234", text: "", locale: "ml" });
    expect(received.at(-1)!.body).toMatchObject({
      template_id: "otp-template",
      DLT_TE_ID: "1207161234567890123",
      recipients: [{ mobiles: `91${phone}`, otp: "1234" }],
    });
  });

  it.each(["refuse", "hang"] as const)(
    "a provider that does %s gives a clear message and spends nothing",
    async (how) => {
      mode = how;
      const { phone, address } = uniqueCaller();
      const failed = await requestCode(ctx.app, phone, "signup", address);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: toastMessages.otpSendFailed, code: "SMS_FAILED" });
      expect(await ctx.db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, phone))).toEqual(
        [],
      );
      // No 60 s wait was started: the user may try again at once.
      mode = "ok";
      expect((await requestCode(ctx.app, phone, "signup", address)).statusCode).toBe(200);
    },
  );

  it("throws SmsError when MSG91 refuses", async () => {
    const sms = createMsg91Sms(
      {
        authKey: "k",
        otp: { en: { templateId: "t", dltTemplateId: "1" }, ml: undefined },
        senderId: undefined,
        baseUrl: `${baseUrl}/nowhere`,
        templates: { en: {}, ml: {} },
      },
      200,
    );
    mode = "refuse";
    await expect(
      sms.send({ to: "9000000000", code: "1234", text: "", locale: "en" }),
    ).rejects.toBeInstanceOf(SmsError);
  });

  it("delivers an outbox message through its kind's template, with its values", async () => {
    mode = "ok";
    const sms = createMsg91Sms(
      {
        ...ctx.config.msg91!,
        templates: { en: { receipt: "receipt-template" }, ml: { receipt: "receipt-template-ml" } },
      },
      1500,
    );
    const receipt = {
      to: "9000000001",
      kind: "receipt" as const,
      text: "Sahayi: paid ₹588.82 for Gold",
      variables: { amount: "₹588.82", plan: "Gold" },
      idempotencyKey: "receipt:payment:1:sms",
    };
    await sms.deliver({ ...receipt, locale: "ml" });
    expect(received.at(-1)!.body).toMatchObject({ template_id: "receipt-template-ml" });
    const id = await sms.deliver({ ...receipt, locale: "en" });
    expect(id).toBe("3763");
    expect(received.at(-1)!.body).toEqual({
      template_id: "receipt-template",
      sender: "SAHAYI",
      short_url: "0",
      recipients: [{ mobiles: "919000000001", amount: "₹588.82", plan: "Gold" }],
    });
  });

  it("a Malayalam message of a kind with only an English template goes by the English one", async () => {
    mode = "ok";
    const sms = createMsg91Sms(
      { ...ctx.config.msg91!, templates: { en: { receipt: "receipt-template" }, ml: {} } },
      1500,
    );
    await sms.deliver({
      to: "9000000001",
      kind: "receipt",
      text: "",
      variables: { amount: "₹588.82" },
      locale: "ml",
      idempotencyKey: "k-ml",
    });
    expect(received.at(-1)!.body).toMatchObject({ template_id: "receipt-template" });
  });

  it("fails a kind without a template at once, naming the setting", async () => {
    const sms = createMsg91Sms({ ...ctx.config.msg91!, templates: { en: {}, ml: {} } }, 1500);
    const before = received.length;
    const attempt = sms.deliver({
      to: "9000000001",
      kind: "plan_ending",
      text: "",
      variables: {},
      locale: "ml",
      idempotencyKey: "k",
    });
    await expect(attempt).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining("MSG91_TEMPLATE_PLAN_ENDING"),
    });
    expect(received.length).toBe(before);
  });

  it("an outbox message to a MSG91 that times out stays queued with the reason, and is delivered once it answers", async () => {
    const sms = createMsg91Sms(
      { ...ctx.config.msg91!, templates: { en: { receipt: "receipt-template" }, ml: {} } },
      300,
    );
    const key = `receipt:timeout:${Date.now()}`;
    await ctx.db.transaction((tx) =>
      enqueueMessage(tx, {
        kind: "receipt",
        key,
        values: { amount: "₹588.82", plan: "Gold", endsOn: null, invoice: null },
        phone: "9000000002",
      }),
    );
    const row = async () =>
      (
        await ctx.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.idempotencyKey, `${key}:sms`))
      )[0]!;
    const first = new Date((await row()).createdAt.getTime() + 1000);
    mode = "hang";
    await deliverOutbox(ctx.db, { sms, now: () => first });
    expect(await row()).toMatchObject({ status: "queued", attempts: 1 });
    expect((await row()).lastError).toContain("MSG91 could not be reached");

    mode = "ok";
    const before = received.length;
    const retry = (await row()).nextAttemptAt;
    // Tried again later, not at once.
    expect(retry.getTime()).toBeGreaterThan(first.getTime());
    await deliverOutbox(ctx.db, { sms, now: () => retry });
    expect(await row()).toMatchObject({
      status: "sent",
      attempts: 2,
      providerMessageId: "3763",
      lastError: null,
    });
    expect(received.length - before).toBe(1);
  });
});
