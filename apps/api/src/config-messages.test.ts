import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const msg91 = {
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "key",
  MSG91_TEMPLATE_ID: "otp",
  MSG91_DLT_TEMPLATE_ID: "1207161234567890123",
};

describe("the messages' settings", () => {
  it("sends e-mail to the console and polls the outbox every second by default", () => {
    expect(loadConfig({})).toMatchObject({
      email: { provider: "console" },
      messagesPollIntervalMs: 1000,
    });
    expect(loadConfig({ MESSAGES_POLL_INTERVAL_MS: "0" }).messagesPollIntervalMs).toBe(0);
    expect(() => loadConfig({ MESSAGES_POLL_INTERVAL_MS: "50" })).toThrow(
      /MESSAGES_POLL_INTERVAL_MS: must be 0 \(off\) or 100 to 600000/,
    );
  });

  it("needs SMTP_URL and EMAIL_FROM with EMAIL_PROVIDER=smtp, and keeps the URL's password out of the error", () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: "smtp" })).toThrow(
      /SMTP_URL: is required when EMAIL_PROVIDER=smtp[\s\S]*EMAIL_FROM: is required/,
    );
    const config = loadConfig({
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      EMAIL_FROM: "Sahayi <hello@sahayi.in>",
    });
    expect(config.email).toEqual({
      provider: "smtp",
      url: "smtp://user:pass@mail.example:587",
      from: "Sahayi <hello@sahayi.in>",
    });
    expect(() =>
      loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_URL: "http://secret@x", EMAIL_FROM: "a@b.in" }),
    ).toThrow(/^(?![\s\S]*secret)[\s\S]*SMTP_URL: must start with smtp:\/\//);
    expect(() =>
      loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_URL: "smtp://h:587", EMAIL_FROM: "nobody" }),
    ).toThrow(/EMAIL_FROM: must be an address/);
  });

  it("reads one MSG91 template per kind of message and language", () => {
    const config = loadConfig({
      ...msg91,
      MSG91_TEMPLATE_RECEIPT: "receipt-flow",
      MSG91_TEMPLATE_PLAN_ENDING: "ending-flow",
      MSG91_TEMPLATE_RECEIPT_ML: "receipt-flow-ml",
    });
    expect(config.msg91?.templates).toEqual({
      en: { receipt: "receipt-flow", plan_ending: "ending-flow" },
      ml: { receipt: "receipt-flow-ml" },
    });
    expect(loadConfig(msg91).msg91?.templates).toEqual({ en: {}, ml: {} });
  });

  it("reads the Malayalam OTP template with its DLT id, both or neither", () => {
    expect(loadConfig(msg91).msg91?.otp).toEqual({
      en: { templateId: "otp", dltTemplateId: "1207161234567890123" },
      ml: undefined,
    });
    const both = {
      MSG91_TEMPLATE_ID_ML: "otp-ml",
      MSG91_DLT_TEMPLATE_ID_ML: "1207161234567890124",
    };
    expect(loadConfig({ ...msg91, ...both }).msg91?.otp.ml).toEqual({
      templateId: "otp-ml",
      dltTemplateId: "1207161234567890124",
    });
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATE_ID_ML: "otp-ml" })).toThrow(
      /MSG91_DLT_TEMPLATE_ID_ML: is required when MSG91_TEMPLATE_ID_ML is set/,
    );
    expect(() => loadConfig({ ...msg91, MSG91_DLT_TEMPLATE_ID_ML: "1207161234567890124" })).toThrow(
      /MSG91_TEMPLATE_ID_ML: is required when MSG91_DLT_TEMPLATE_ID_ML is set/,
    );
    expect(() => loadConfig({ ...msg91, ...both, MSG91_DLT_TEMPLATE_ID_ML: "12" })).toThrow(
      /MSG91_DLT_TEMPLATE_ID_ML: must be the 19-digit template id/,
    );
  });
});
