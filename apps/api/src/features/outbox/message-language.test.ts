import {
  accountsPaths,
  adminHelpersPaths,
  messageText,
  otpSmsText,
  PROFILE_PHOTO_FIELD,
  receiptAmount,
  withTaxes,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  latestCode,
  multipartBody,
  pngWithGps,
  requestCode,
  signUpForm,
  uniqueCaller,
} from "../../../test/helpers/accounts.ts";
import { adminOf } from "../../../test/helpers/admin.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { orderPlan, planOnSale, sandboxPay, verify } from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { accessTokenFor, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { helpers, subscriptions, users } from "../../db/schema.ts";
import { indianDate } from "../../lib/outbox/events.ts";
import { createHelper } from "../../seed/factories/helper.ts";
import { queuePlanReminders } from "./reminders.ts";

const ORIGIN = "https://sahayi.example";
const ctx = useTestApp({ publicOrigin: ORIGIN });
const { admin } = adminOf(ctx);
const MALAYALAM = { "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" };
const ENGLISH = { "accept-language": "en-IN,en;q=0.9" };

/** The newest SMS the console provider sent to a phone. */
async function lastSmsTo(phone: string): Promise<string> {
  const answer = await ctx.app.inject({ url: `${accountsPaths.devSms}?mobile_number=${phone}` });
  return answer.json().messages[0].text;
}

async function signUpIn(headers: Record<string, string>) {
  const { caller, fields } = await signUpForm(ctx.app);
  const body = multipartBody(fields, {
    name: PROFILE_PHOTO_FIELD,
    data: await pngWithGps(),
    type: "image/png",
  });
  const answer = await ctx.app.inject({
    method: "POST",
    url: accountsPaths.signUp,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [user] = await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone));
  return user!;
}

const languageOf = async (userId: number) =>
  (await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0]!
    .locale;

describe("messages in the person's language", () => {
  it("a one-time code's SMS is in the language of the page that asked for it", async () => {
    const { phone, address } = uniqueCaller();
    expect((await requestCode(ctx.app, phone, "signup", address, MALAYALAM)).statusCode).toBe(200);
    const code = await latestCode(ctx.app, phone);
    expect(await lastSmsTo(phone)).toBe(otpSmsText("ml", code));
    expect(await lastSmsTo(phone)).toContain("ആണ് നിങ്ങളുടെ Sahayi OTP");

    const other = uniqueCaller();
    expect((await requestCode(ctx.app, other.phone, "signup", other.address)).statusCode).toBe(200);
    expect(await lastSmsTo(other.phone)).toBe(
      otpSmsText("en", await latestCode(ctx.app, other.phone)),
    );
  });

  it("an account keeps the language it signed up in, and takes the one it last logged in or renewed with", async () => {
    const user = await signUpIn(MALAYALAM);
    expect(user.locale).toBe("ml");
    const login = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: accountsPaths.login,
        payload: { mobile_number: user.mobileNumber, password: "long enough password" },
        headers,
      });
    const english = await login(ENGLISH);
    expect(english.statusCode).toBe(200);
    expect(await languageOf(user.id)).toBe("en");
    // Renewing the login on a Malayalam page (after the switch) takes Malayalam; an API
    // client that names no language leaves it.
    const renew = (refresh_token: string, headers: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: accountsPaths.refreshToken,
        payload: { refresh_token },
        headers,
      });
    const renewed = await renew(english.json().refresh_token, MALAYALAM);
    expect(renewed.statusCode).toBe(200);
    expect(await languageOf(user.id)).toBe("ml");
    expect((await renew(renewed.json().refresh_token, {})).statusCode).toBe(200);
    expect(await languageOf(user.id)).toBe("ml");
    expect((await login(ENGLISH)).statusCode).toBe(200);
    expect((await login({ "accept-language": "*" })).statusCode).toBe(200);
    expect(await languageOf(user.id)).toBe("en");
    expect((await login(MALAYALAM)).statusCode).toBe(200);
    expect(await languageOf(user.id)).toBe("ml");
    // A wrong password changes nothing, the language included.
    const wrong = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: user.mobileNumber, password: `${TEST_PASSWORD}-not-it` },
      headers: ENGLISH,
    });
    expect(wrong.statusCode).toBe(401);
    expect(await languageOf(user.id)).toBe("ml");
    expect((await signUpIn(ENGLISH)).locale).toBe("en");
  });

  it("a Malayalam household's receipt is in Malayalam, its date too", async () => {
    const user = await signUpIn(MALAYALAM);
    const who = {
      id: user.id,
      phone: user.mobileNumber,
      headers: {
        authorization: `Bearer ${await accessTokenFor(ctx.app, ctx.db, { id: user.id, role: "user" })}`,
      },
    };
    const plan = await planOnSale(ctx.db);
    const order = await orderPlan(ctx.app, who, plan.id);
    expect(
      (await verify(ctx.app, await sandboxPay(ctx.app, order.razorpay_order_id))).statusCode,
    ).toBe(200);
    const [subscription] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    const endsOn = indianDate(subscription!.endsAt, "ml");
    expect(endsOn).toMatch(/^[0-9]{4} \p{Script=Malayalam}+ [0-9]{1,2}$/u);
    const rows = await messagesOf(ctx.db, { userId: user.id });
    expect(rows.map((row) => [row.channel, row.locale])).toEqual([
      ["sms", "ml"],
      ["email", "ml"],
    ]);
    const words = messageText("receipt", "ml", {
      amount: receiptAmount(withTaxes(plan.pricePaise).totalPaise),
      plan: plan.title,
      endsOn,
      invoice: expect.any(String) as unknown as string,
    });
    expect(rows[0]!.text).toBe(words.sms);
    expect(rows[1]!.subject).toBe(words.subject);
    expect(rows[1]!.text).toContain("GST ഇൻവോയ്സ്");
  });

  it("a helper who registered in Malayalam hears of her approval in Malayalam, linked to her Malayalam page", async () => {
    const helper = await createHelper(
      { db: ctx.db, storage: ctx.storage },
      {},
      { status: "pending" },
    );
    await ctx.db.update(helpers).set({ locale: "ml" }).where(eq(helpers.id, helper.id));
    const answer = await ctx.app.inject({
      method: "POST",
      url: adminHelpersPaths.helperAction(helper.publicId, "approve"),
      headers: (await admin()).headers,
    });
    expect(answer.statusCode).toBe(200);
    const link = `${ORIGIN}/ml/maid/${helper.publicId}`;
    const [sms] = await messagesOf(ctx.db, { helperId: helper.id });
    expect(sms!.text).toBe(messageText("helper_approved", "ml", { name: helper.name, link }).sms);
  });

  it("a plan's reminder goes in the household's language, with the Malayalam plans page", async () => {
    const user = await signUpIn(MALAYALAM);
    const plan = await planOnSale(ctx.db);
    const endsAt = new Date("2026-03-04T00:30:00+05:30");
    await ctx.db.insert(subscriptions).values({
      userId: user.id,
      planId: plan.id,
      enquiriesTotal: 5,
      startsAt: new Date("2026-02-02T00:30:00+05:30"),
      endsAt,
    });
    await queuePlanReminders({
      db: ctx.db,
      origin: ORIGIN,
      now: new Date("2026-03-01T09:00:00+05:30"),
    });
    const [sms] = await messagesOf(ctx.db, { userId: user.id });
    expect(sms!.text).toBe(
      messageText("plan_ending", "ml", {
        plan: plan.title,
        endsOn: indianDate(endsAt, "ml"),
        link: `${ORIGIN}/ml/subscriptions`,
      }).sms,
    );
  });
});
