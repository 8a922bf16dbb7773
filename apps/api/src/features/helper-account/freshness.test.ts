import {
  CONFIRM_LINK_VALID_DAYS,
  catalogPaths,
  contentPaths,
  helperAccountMessages,
  helperAccountPaths,
  LISTING_ASK_DAYS,
  LISTING_DROP_OUT_DAYS,
  todayInIndia,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SignedInHelper, signedInHelper } from "../../../test/helpers/helper-account.ts";
import { messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers } from "../../db/schema.ts";
import { askForConfirmations } from "./availability-checks.ts";

const ctx = useTestApp();
const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock `days` from now; the database's rows stay as they are. */
const moveClock = (days: number) => {
  const to = new Date(Date.now() + days * DAY_MS);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(to);
  return to;
};

const ask = (now = new Date()) =>
  askForConfirmations({
    db: ctx.db,
    keyedHash: ctx.app.tokens.keyedHash,
    origin: "https://sahayi.example",
    now,
  });

const rowOf = async (who: SignedInHelper) => {
  const [row] = await ctx.db
    .select({
      confirmedOn: helpers.availabilityConfirmedOn,
      askedAt: helpers.availabilityAskedAt,
      usedAt: helpers.availabilityLinkUsedAt,
      updatedAt: helpers.updatedAt,
    })
    .from(helpers)
    .where(eq(helpers.id, who.helper.id));
  return row!;
};

/** A listed helper last confirmed `days` ago. */
async function confirmedDaysAgo(days: number) {
  const who = await signedInHelper(ctx);
  const day = todayInIndia(new Date(Date.now() - days * DAY_MS));
  await ctx.db
    .update(helpers)
    .set({ availabilityConfirmedOn: day })
    .where(eq(helpers.id, who.helper.id));
  return who;
}

/** The code in her latest SMS link, read from the outbox as she would read her SMS. */
async function linkCode(who: SignedInHelper) {
  const sms = (await messagesOf(ctx.db, { helperId: who.helper.id })).filter(
    (message) => message.kind === "availability_check" && message.channel === "sms",
  );
  const url = /https:\S+/.exec(sms.at(-1)?.text ?? "")?.[0];
  expect(url).toContain("/helper/confirm?t=");
  return { token: new URL(url!).searchParams.get("t")!, count: sms.length };
}

const confirm = (token: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: helperAccountPaths.confirmAvailability,
    payload: { token },
  });

async function isListed(who: SignedInHelper, query: Record<string, string> = {}) {
  const search = await ctx.app.inject({
    url: catalogPaths.searchMaids,
    query: { location: String(who.helper.districtId), page_size: "100", ...query },
  });
  expect(search.statusCode, search.body).toBe(200);
  return search.json().maids.some((maid: { id: string }) => maid.id === who.helper.publicId);
}

describe("her confirmation link", () => {
  it("is signed: a changed code is refused and changes nothing", async () => {
    const who = await confirmedDaysAgo(LISTING_ASK_DAYS);
    expect(await ask()).toBeGreaterThanOrEqual(1);
    const { token } = await linkCode(who);
    const before = await rowOf(who);
    const [id, at, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const bad of [
      `${id}.${at}.${flipped}`,
      `${(Number.parseInt(id, 36) + 1).toString(36)}.${at}.${signature}`,
      `${id}.${(Number.parseInt(at, 36) + 1).toString(36)}.${signature}`,
      "not-a-code",
    ]) {
      const answer = await confirm(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({
        code: "LINK_INVALID",
        error: helperAccountMessages.linkInvalid,
      });
    }
    expect((await confirm("")).statusCode).toBe(400);
    expect(await rowOf(who)).toEqual(before);
  });

  it("works once: today becomes her day, a second tap is refused", async () => {
    const who = await confirmedDaysAgo(LISTING_ASK_DAYS + 3);
    await ask();
    const { token } = await linkCode(who);
    const before = await rowOf(who);

    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: helperAccountMessages.confirmed });
    const after = await rowOf(who);
    expect(after.confirmedOn).toBe(todayInIndia());
    expect(after.usedAt).not.toBeNull();
    // Not a change to her profile.
    expect(after.updatedAt).toEqual(before.updatedAt);

    const second = await confirm(token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "LINK_USED",
      error: helperAccountMessages.linkUsed,
    });
    expect(await rowOf(who)).toEqual(after);
  });

  it(`expires ${CONFIRM_LINK_VALID_DAYS} days after it was sent`, async () => {
    const who = await confirmedDaysAgo(LISTING_ASK_DAYS + 10);
    await ask();
    const { token } = await linkCode(who);
    const before = await rowOf(who);

    moveClock(CONFIRM_LINK_VALID_DAYS + 0.01);
    const late = await confirm(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: "LINK_EXPIRED",
      error: helperAccountMessages.linkExpired,
    });
    expect(await rowOf(who)).toEqual(before);
  });

  it("confirms nothing for a helper who has paused since the SMS", async () => {
    const who = await confirmedDaysAgo(LISTING_ASK_DAYS);
    await ask();
    const { token } = await linkCode(who);
    await ctx.db.update(helpers).set({ status: "paused" }).where(eq(helpers.id, who.helper.id));
    const before = await rowOf(who);
    const answer = await confirm(token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: helperAccountMessages.linkNotListed });
    expect(await rowOf(who)).toEqual(before);
  });
});

describe("the monthly ask", () => {
  it(`asks a listed helper not confirmed for ${LISTING_ASK_DAYS} days, once per ${LISTING_ASK_DAYS} days, in her language`, async () => {
    const due = await confirmedDaysAgo(LISTING_ASK_DAYS);
    const fresh = await confirmedDaysAgo(LISTING_ASK_DAYS - 1);
    const paused = await confirmedDaysAgo(LISTING_ASK_DAYS + 5);
    const suspended = await confirmedDaysAgo(LISTING_ASK_DAYS + 5);
    await ctx.db.update(helpers).set({ status: "paused" }).where(eq(helpers.id, paused.helper.id));
    await ctx.db
      .update(helpers)
      .set({ status: "suspended" })
      .where(eq(helpers.id, suspended.helper.id));
    await ctx.db.update(helpers).set({ locale: "ml" }).where(eq(helpers.id, due.helper.id));

    await ask();
    for (const other of [fresh, paused, suspended]) {
      expect(await messagesOf(ctx.db, { helperId: other.helper.id })).toEqual([]);
    }
    await ask(new Date(Date.now() + (LISTING_ASK_DAYS - 1) * DAY_MS));
    const asked = await linkCode(due);
    expect(asked.count).toBe(1);
    const [sms, ...more] = await messagesOf(ctx.db, { helperId: due.helper.id });
    expect(sms).toMatchObject({ channel: "sms", locale: "ml", recipient: due.phone });
    expect(sms?.text).toContain("/ml/helper/confirm?t=");
    // By SMS only.
    expect(more).toEqual([]);

    // Still unconfirmed a month on: asked again, with a new link that replaces the old one.
    await ask(new Date(Date.now() + LISTING_ASK_DAYS * DAY_MS + 60_000));
    const again = await linkCode(due);
    expect(again.count).toBe(2);
    expect(again.token).not.toBe(asked.token);
    expect((await confirm(asked.token)).statusCode).toBe(400);
  });
});

describe(`the ${LISTING_DROP_OUT_DAYS}-day drop-out`, () => {
  it("leaves her out of search and the home page once the clock passes it, shows her with the filter, and brings her back when she confirms", async () => {
    const who = await signedInHelper(ctx);
    expect(await isListed(who)).toBe(true);

    moveClock(LISTING_DROP_OUT_DAYS);
    expect(await isListed(who)).toBe(true);
    moveClock(1);
    expect(await isListed(who)).toBe(false);
    expect(await isListed(who, { sort: "confirmed" })).toBe(false);
    const home = await ctx.app.inject({ url: contentPaths.homepage });
    expect(home.body).not.toContain(who.helper.publicId);
    // The filter shows her, and her own page stays.
    expect(await isListed(who, { include_unconfirmed: "1" })).toBe(true);
    const page = await ctx.app.inject({
      method: "POST",
      url: catalogPaths.maidDetails,
      payload: { maid_id: who.helper.publicId },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      available: true,
      confirmed_on: (await rowOf(who)).confirmedOn,
    });

    // Her SMS link, tapped at the moved clock, brings her back.
    await ask();
    const confirmed = await confirm((await linkCode(who)).token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await isListed(who)).toBe(true);
  });

  it("takes her page's \"Yes, I'm still available\" (the resume call) as a confirmation today", async () => {
    const who = await confirmedDaysAgo(LISTING_DROP_OUT_DAYS + 1);
    expect(await isListed(who)).toBe(false);
    const yes = await ctx.app.inject({
      method: "POST",
      url: helperAccountPaths.availability,
      payload: { available: true },
      headers: who.headers,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().listing.confirmed_on).toBe(todayInIndia());
    expect(await isListed(who)).toBe(true);
  });

  it("refuses a bad filter value with its message", async () => {
    const answer = await ctx.app.inject({
      url: catalogPaths.searchMaids,
      query: { include_unconfirmed: "maybe" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("Include unconfirmed must be 1 or 0.");
  });
});
