import { contactsPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers } from "../../db/schema.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";
import { recordOutcome } from "./outcome.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
let seed = 8_600;
const HOUR_MS = 3_600_000;

const newHelper = async () =>
  (await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 1, seed: seed++ }))[0]!;

async function buyerOf(helper: CreatedHelper) {
  const who = await caller(ctx.app, ctx.db);
  await subscribe(ctx.db, who.id, { enquiries: 3 });
  const answer = await purchase(ctx.app, who, helper.publicId);
  expect(answer.statusCode, answer.body).toBe(200);
  return who;
}

async function answer(who: Caller, helper: CreatedHelper, outcome: "hired" | "not_hired") {
  const answered = await ctx.app.inject({
    method: "POST",
    url: contactsPaths.contactOutcome,
    payload: { maid_id: helper.publicId, outcome },
    headers: who.headers,
    remoteAddress: who.remoteAddress,
  });
  expect(answered.statusCode, answered.body).toBe(200);
}

/** Her "Got the job?" SMS, as the outbox holds them. */
const hireChecks = async (helper: CreatedHelper) =>
  (await messagesOf(ctx.db, { helperId: helper.id })).filter(
    (message) => message.kind === "hire_check",
  );

const rowOf = async (helper: CreatedHelper) => {
  const [row] = await ctx.db
    .select({
      askedAt: helpers.availabilityAskedAt,
      usedAt: helpers.availabilityLinkUsedAt,
      updatedAt: helpers.updatedAt,
    })
    .from(helpers)
    .where(eq(helpers.id, helper.id));
  return row!;
};

describe("a household's hire asks the helper by SMS whether she got the job", () => {
  it("sends her one SMS, to her phone, with her link to pause or confirm", async () => {
    const helper = await newHelper();
    const before = await rowOf(helper);
    await answer(await buyerOf(helper), helper, "hired");

    const sent = await hireChecks(helper);
    expect(sent).toHaveLength(1);
    const [sms] = sent;
    expect(sms).toMatchObject({ channel: "sms", recipient: helper.mobileNumber });
    expect(sms!.text).toMatch(/^Sahayi: a household says it hired you\./);
    expect(sms!.text).toMatch(/\/helper\/confirm\?t=[0-9a-z]+\.[0-9a-z]+\.[\w-]{22}$/);
    // Her row names the ask; its link is unused; her profile's date is not moved.
    const after = await rowOf(helper);
    expect(after.askedAt).not.toBeNull();
    expect(after.askedAt!.getMilliseconds()).toBe(0);
    expect(Date.now() - after.askedAt!.getTime()).toBeLessThan(60_000);
    expect(after.usedAt).toBeNull();
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("sends nothing more within 24 hours: a second household's hire, or an answer changed and changed back", async () => {
    const helper = await newHelper();
    const [first, second] = [await buyerOf(helper), await buyerOf(helper)];
    await answer(first, helper, "hired");
    await answer(second, helper, "hired");
    await answer(first, helper, "not_hired");
    await answer(first, helper, "hired");
    expect(await hireChecks(helper)).toHaveLength(1);

    // A day later (the clock moved 25 hours), a new hire asks again, with a new link.
    const third = await buyerOf(helper);
    await recordOutcome(
      {
        db: ctx.db,
        link: { keyedHash: ctx.app.tokens.keyedHash, origin: "http://127.0.0.1" },
        now: () => new Date(Date.now() + 25 * HOUR_MS),
      },
      { userId: third.id, maidId: helper.publicId, outcome: "hired" },
    );
    const sent = await hireChecks(helper);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).not.toBe(sent[0]!.text);
  });

  it("asks nobody when the answer is not a hire, or when she is paused", async () => {
    const helper = await newHelper();
    await answer(await buyerOf(helper), helper, "not_hired");
    expect(await hireChecks(helper)).toEqual([]);

    const paused = await newHelper();
    const buyer = await buyerOf(paused);
    await ctx.db.update(helpers).set({ status: "paused" }).where(eq(helpers.id, paused.id));
    await answer(buyer, paused, "hired");
    expect(await hireChecks(paused)).toEqual([]);
    expect((await rowOf(paused)).askedAt).toBeNull();
  });
});
