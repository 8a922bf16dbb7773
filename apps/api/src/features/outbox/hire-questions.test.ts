import {
  CONTACT_REPORT_WINDOW_DAYS,
  HIRE_QUESTION_AFTER_DAYS,
  messageText,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOutcome,
  type Caller,
  caller,
  purchase,
  report,
  subscribe,
} from "../../../test/helpers/contacts.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { purchasedHelpers, users } from "../../db/schema.ts";
import { eraseAccount } from "../../lib/accounts/account-erasure.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";
import { queueHireQuestions } from "./hire-questions.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
const ORIGIN = "https://sahayi.example";
const DAY_MS = 24 * 60 * 60 * 1000;
const seed = 8_300;

const run = (at: Date) => queueHireQuestions({ db: ctx.db, origin: ORIGIN, now: at });
const kindsOf = async (who: Caller) =>
  (await messagesOf(ctx.db, { userId: who.id }))
    .filter((row) => row.kind === "hire_question")
    .map((row) => `${row.kind}:${row.channel}`);

/** A household that revealed `helper` at `at`, in `locale`. */
async function revealedAt(helper: CreatedHelper, at: Date, locale: "en" | "ml" = "en") {
  const who = await caller(ctx.app, ctx.db);
  await ctx.db.update(users).set({ locale }).where(eq(users.id, who.id));
  await subscribe(ctx.db, who.id, { enquiries: 3 });
  expect((await purchase(ctx.app, who, helper.publicId)).statusCode).toBe(200);
  await ctx.db
    .update(purchasedHelpers)
    .set({ createdAt: at })
    .where(and(eq(purchasedHelpers.userId, who.id), eq(purchasedHelpers.helperId, helper.id)));
  return who;
}

describe("the question whether a household hired a helper it revealed", () => {
  it("is asked on the seventh day, once, in the household's language, leading to the Maids tab", async () => {
    const [helper] = await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 1, seed });
    const revealed = new Date("2030-04-01T10:00:00Z");
    const [english, malayalam] = [
      await revealedAt(helper!, revealed),
      await revealedAt(helper!, revealed, "ml"),
    ];
    const dueAt = revealed.getTime() + HIRE_QUESTION_AFTER_DAYS * DAY_MS;

    await run(new Date(dueAt - 60_000));
    expect(await kindsOf(english)).toEqual([]);

    await Promise.all([run(new Date(dueAt + 60_000)), run(new Date(dueAt + 60_000))]);
    // Asked once: a later run finds no one left to ask.
    expect(await run(new Date(dueAt + DAY_MS / 2))).toBe(0);
    for (const who of [english, malayalam]) {
      expect(await kindsOf(who)).toEqual(["hire_question:sms", "hire_question:email"]);
    }
    const smsOf = async (who: Caller) =>
      (await messagesOf(ctx.db, { userId: who.id })).find((row) => row.channel === "sms")!.text;
    expect(await smsOf(english)).toBe(
      messageText("hire_question", "en", {
        maid: helper!.name,
        link: `${ORIGIN}/profile/maids`,
      }).sms,
    );
    expect(await smsOf(malayalam)).toBe(
      messageText("hire_question", "ml", {
        maid: helper!.name,
        link: `${ORIGIN}/ml/profile/maids`,
      }).sms,
    );
  });

  it("is not asked of a household that answered, reported the contact or left, nor about an old contact", async () => {
    const [helper] = await createHelpers(
      { db: ctx.db, storage: ctx.storage },
      { count: 1, seed: seed + 1 },
    );
    const revealed = new Date("2031-06-01T10:00:00Z");
    const dueAt = new Date(revealed.getTime() + HIRE_QUESTION_AFTER_DAYS * DAY_MS + 60_000);

    const answered = await revealedAt(helper!, revealed);
    const answer = await answerOutcome(ctx.app, answered, {
      maid_id: helper!.publicId,
      outcome: "not_hired",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const reporter = await revealedAt(helper!, new Date());
    expect(
      (await report(ctx.app, reporter, { maid_id: helper!.publicId, reason: "not_reachable" }))
        .statusCode,
    ).toBe(200);
    await ctx.db
      .update(purchasedHelpers)
      .set({ createdAt: revealed })
      .where(eq(purchasedHelpers.userId, reporter.id));
    const gone = await revealedAt(helper!, revealed);
    await ctx.db.transaction((tx) => eraseAccount(tx, gone.id, new Date()));
    // Revealed so long ago that its report window has closed: the question, which offers the
    // report, is not sent (as on a first start, for every older contact).
    const old = await revealedAt(
      helper!,
      new Date(
        revealed.getTime() - (CONTACT_REPORT_WINDOW_DAYS - HIRE_QUESTION_AFTER_DAYS) * DAY_MS,
      ),
    );
    const asked = await revealedAt(helper!, revealed);

    expect(await run(dueAt)).toBe(1);
    for (const who of [answered, reporter, gone, old]) expect(await kindsOf(who)).toEqual([]);
    expect(await kindsOf(asked)).toEqual(["hire_question:sms", "hire_question:email"]);
  });
});
