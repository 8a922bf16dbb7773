import {
  type Maid,
  SHORTLIST_MAX_HELPERS,
  type ShortlistChange,
  shortlistMessages,
  shortlistPaths,
} from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers, shortlistedHelpers } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });

let seed = 9_300;
const newHelpers = (count: number, status: "approved" | "pending" = "approved") =>
  createHelpers({ db: ctx.db, storage: ctx.storage }, { count, seed: seed++, status });

const change = (method: "PUT" | "DELETE", who: Caller | null, maidId: string, language?: string) =>
  ctx.app.inject({
    method,
    url: shortlistPaths.shortlistMaidOf(maidId),
    headers: { ...who?.headers, ...(language ? { "accept-language": language } : {}) },
    remoteAddress: who?.remoteAddress,
  });
const keep = (who: Caller | null, maidId: string, language?: string) =>
  change("PUT", who, maidId, language);
const drop = (who: Caller | null, maidId: string) => change("DELETE", who, maidId);

async function shortlistOf(who: Caller): Promise<Maid[]> {
  const answer = await ctx.app.inject({
    method: "GET",
    url: shortlistPaths.shortlist,
    headers: who.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  return answer.json<{ maids: Maid[] }>().maids;
}

const rowsOf = (userId: number) =>
  ctx.db.select().from(shortlistedHelpers).where(eq(shortlistedHelpers.userId, userId));

describe("the shortlist's addresses", () => {
  it("answer 401 without a login and 400 for a malformed id, storing nothing", async () => {
    const [helper] = await newHelpers(1);
    expect((await keep(null, helper!.publicId)).statusCode).toBe(401);
    expect((await drop(null, helper!.publicId)).statusCode).toBe(401);
    const get = await ctx.app.inject({ method: "GET", url: shortlistPaths.shortlist });
    expect(get.statusCode).toBe(401);

    const who = await caller(ctx.app, ctx.db);
    for (const answer of [await keep(who, "x.y"), await drop(who, "x.y")]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it("keep only a listed helper: an unknown or unapproved one is a 404", async () => {
    const who = await caller(ctx.app, ctx.db);
    const [pending] = await newHelpers(1, "pending");
    for (const id of ["unknownHelper1", pending!.publicId]) {
      const answer = await keep(who, id);
      expect(answer.statusCode, id).toBe(404);
    }
    expect(await rowsOf(who.id)).toEqual([]);
  });
});

describe("keeping and dropping helpers", () => {
  it("keeps a helper once however often it is asked, newest first, as the public sees her", async () => {
    const who = await caller(ctx.app, ctx.db);
    const [first, second] = await newHelpers(2);
    const answers: ShortlistChange[] = [];
    for (const id of [first!.publicId, second!.publicId, first!.publicId]) {
      const answer = await keep(who, id);
      expect(answer.statusCode, answer.body).toBe(200);
      answers.push(answer.json());
    }
    expect(answers.map((a) => [a.maid_id, a.shortlisted, a.count])).toEqual([
      [first!.publicId, true, 1],
      [second!.publicId, true, 2],
      [first!.publicId, true, 2],
    ]);
    const kept = await shortlistOf(who);
    expect(kept.map((maid) => maid.id)).toEqual([second!.publicId, first!.publicId]);
    // Not bought: no numbers, as on any public page.
    expect(kept.map((maid) => [maid.is_purchased, maid.mobile_number])).toEqual([
      [false, null],
      [false, null],
    ]);
  });

  it("shows the numbers of a kept helper the user has bought, and only hers", async () => {
    const who = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, who.id, { enquiries: 2 });
    const [bought, other] = await newHelpers(2);
    await keep(who, bought!.publicId);
    await keep(who, other!.publicId);
    expect((await purchase(ctx.app, who, bought!.publicId)).statusCode).toBe(200);
    const byId = new Map((await shortlistOf(who)).map((maid) => [maid.id, maid]));
    expect(byId.get(bought!.publicId)?.mobile_number).toBe(bought!.mobileNumber);
    expect(byId.get(other!.publicId)?.mobile_number).toBeNull();
  });

  it("drops a helper, and dropping one not kept changes nothing", async () => {
    const who = await caller(ctx.app, ctx.db);
    const [first, second] = await newHelpers(2);
    await keep(who, first!.publicId);
    await keep(who, second!.publicId);
    const answers = [];
    for (const id of [first!.publicId, first!.publicId, "unknownHelper1"]) {
      const answer = await drop(who, id);
      expect(answer.statusCode, answer.body).toBe(200);
      answers.push(answer.json<ShortlistChange>());
    }
    expect(answers.map((a) => [a.shortlisted, a.count])).toEqual([
      [false, 1],
      [false, 1],
      [false, 1],
    ]);
    expect((await shortlistOf(who)).map((maid) => maid.id)).toEqual([second!.publicId]);
  });

  it("keeps each household's list its own", async () => {
    const [one, other] = [await caller(ctx.app, ctx.db), await caller(ctx.app, ctx.db)];
    const [helper] = await newHelpers(1);
    await keep(one, helper!.publicId);
    await keep(other, helper!.publicId);
    expect((await drop(other, helper!.publicId)).json<ShortlistChange>().count).toBe(0);
    expect((await shortlistOf(one)).map((maid) => maid.id)).toEqual([helper!.publicId]);
    expect(await shortlistOf(other)).toEqual([]);
  });

  it("leaves out a helper taken off the listing, and shows her again once she is back", async () => {
    const who = await caller(ctx.app, ctx.db);
    const [helper] = await newHelpers(1);
    await keep(who, helper!.publicId);
    await ctx.db.update(helpers).set({ status: "suspended" }).where(eq(helpers.id, helper!.id));
    expect(await shortlistOf(who)).toEqual([]);
    await ctx.db.update(helpers).set({ status: "approved" }).where(eq(helpers.id, helper!.id));
    expect((await shortlistOf(who)).map((maid) => maid.id)).toEqual([helper!.publicId]);
  });
});

describe("the shortlist's cap", () => {
  it(`holds ${SHORTLIST_MAX_HELPERS} helpers however many taps arrive at once`, async () => {
    const who = await caller(ctx.app, ctx.db);
    const extra = 8;
    const created = await newHelpers(SHORTLIST_MAX_HELPERS + extra);
    const before = created.slice(0, SHORTLIST_MAX_HELPERS - 2);
    await ctx.db
      .insert(shortlistedHelpers)
      .values(before.map((helper) => ({ userId: who.id, helperId: helper.id })));

    const rest = created.slice(before.length);
    const answers = await Promise.all(rest.map((helper) => keep(who, helper.publicId)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(2).fill(200),
      ...Array<number>(rest.length - 2).fill(409),
    ]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: "SHORTLIST_FULL", error: shortlistMessages.full });
    expect(await rowsOf(who.id)).toHaveLength(SHORTLIST_MAX_HELPERS);

    // A helper already kept is no new entry: keeping her again is not refused.
    const again = await keep(who, before[0]!.publicId);
    expect(again.statusCode).toBe(200);
    expect(again.json<ShortlistChange>().count).toBe(SHORTLIST_MAX_HELPERS);
  });

  it("says the cap in Malayalam when asked", async () => {
    const who = await caller(ctx.app, ctx.db);
    const created = await newHelpers(SHORTLIST_MAX_HELPERS + 1);
    await ctx.db
      .insert(shortlistedHelpers)
      .values(created.slice(1).map((helper) => ({ userId: who.id, helperId: helper.id })));
    const answer = await keep(who, created[0]!.publicId, "ml");
    expect(answer.statusCode).toBe(409);
    const malayalam = malayalamAccountErrors.get(shortlistMessages.full);
    expect(malayalam).toMatch(/[\u0D00-\u0D7F]/);
    expect(answer.json()).toMatchObject({ error: malayalam });
  });
});
