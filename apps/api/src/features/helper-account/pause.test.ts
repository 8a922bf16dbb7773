import {
  adminHelpersPaths,
  catalogPaths,
  contactsPaths,
  contentPaths,
  HELPER_PAUSE_MAX_DAYS,
  helperAccountMessages,
  helperAccountPaths,
  type MaidAccount,
  shortlistPaths,
  todayInIndia,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminOf } from "../../../test/helpers/admin.ts";
import { caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import { type SignedInHelper, signedInHelper } from "../../../test/helpers/helper-account.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers, subscriptions } from "../../db/schema.ts";
import { resumeDuePauses } from "./availability.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

const setAvailability = (who: SignedInHelper, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url: helperAccountPaths.availability,
    payload,
    headers: who.headers,
  });

/** India's calendar day `days` from today. */
const dayFromToday = (days: number) => todayInIndia(new Date(Date.now() + days * DAY_MS));

const statusOf = async (who: SignedInHelper) => {
  const [row] = await ctx.db
    .select({ status: helpers.status, availableFrom: helpers.availableFrom })
    .from(helpers)
    .where(eq(helpers.id, who.helper.id));
  return row!;
};

/** Where a visitor finds a helper: search, the home page's grid, the sitemap, and her page. */
async function whereListed(who: SignedInHelper) {
  const search = await ctx.app.inject({
    url: catalogPaths.searchMaids,
    query: { location: String(who.helper.districtId), page_size: "100" },
  });
  const home = await ctx.app.inject({ url: contentPaths.homepage });
  const sitemap = await ctx.app.inject({ url: "/sitemap.xml" });
  const page = await ctx.app.inject({
    method: "POST",
    url: catalogPaths.maidDetails,
    payload: { maid_id: who.helper.publicId },
  });
  const id = who.helper.publicId;
  return {
    search: search.json().maids.some((maid: { id: string }) => maid.id === id),
    home: JSON.stringify(home.json()).includes(id),
    sitemap: sitemap.body.includes(`/maid/${id}<`),
    page: page.statusCode === 200 ? page.json().available : "no page",
  };
}

describe("pausing and resuming her listing", () => {
  it("takes her out of search, the home page and the sitemap at once; her page says she is not available", async () => {
    const who = await signedInHelper(ctx);
    expect(await whereListed(who)).toEqual({ search: true, home: true, sitemap: true, page: true });

    const paused = await setAvailability(who, { available: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<MaidAccount>()).toMatchObject({
      status: "paused",
      available: false,
      available_from: null,
    });
    expect(await whereListed(who)).toEqual({
      search: false,
      home: false,
      sitemap: false,
      page: false,
    });

    const resumed = await setAvailability(who, { available: true });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: "approved", available: true });
    expect(await whereListed(who)).toEqual({ search: true, home: true, sitemap: true, page: true });
  });

  it("refuses a reveal of a paused helper and spends nothing; a household that revealed her keeps the number", async () => {
    const who = await signedInHelper(ctx);
    const before = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, before.id, { enquiries: 2 });
    expect((await purchase(ctx.app, before, who.helper.publicId)).statusCode).toBe(200);

    expect((await setAvailability(who, { available: false })).statusCode).toBe(200);
    const late = await caller(ctx.app, ctx.db);
    const plan = await subscribe(ctx.db, late.id, { enquiries: 2 });
    const refused = await purchase(ctx.app, late, who.helper.publicId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "HELPER_PAUSED",
      error: helperAccountMessages.paused,
    });
    const [spent] = await ctx.db
      .select({ used: subscriptions.enquiriesUsed })
      .from(subscriptions)
      .where(eq(subscriptions.id, plan.id));
    expect(spent?.used).toBe(0);

    const again = await purchase(ctx.app, before, who.helper.publicId);
    expect(again.statusCode).toBe(200);
    expect(again.json().mobile_number).toBe(who.phone);
    const bought = await ctx.app.inject({
      url: contactsPaths.purchasedMaids,
      headers: before.headers,
    });
    const listed = bought.json().maids.find((m: { id: string }) => m.id === who.helper.publicId);
    expect(listed).toMatchObject({ mobile_number: who.phone, available: false });
  });

  it("stays on a household's shortlist, marked not available", async () => {
    const who = await signedInHelper(ctx);
    const household = await caller(ctx.app, ctx.db);
    expect((await setAvailability(who, { available: false })).statusCode).toBe(200);
    const kept = await ctx.app.inject({
      method: "PUT",
      url: shortlistPaths.shortlistMaidOf(who.helper.publicId),
      headers: household.headers,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const list = await ctx.app.inject({
      url: shortlistPaths.shortlist,
      headers: household.headers,
    });
    expect(list.json().maids).toEqual([
      expect.objectContaining({ id: who.helper.publicId, available: false }),
    ]);
  });

  it("does not count as a change to her profile", async () => {
    const who = await signedInHelper(ctx);
    const before = await ctx.db
      .select({ updatedAt: helpers.updatedAt })
      .from(helpers)
      .where(eq(helpers.id, who.helper.id));
    await setAvailability(who, { available: false });
    await setAvailability(who, { available: true });
    const after = await ctx.db
      .select({ updatedAt: helpers.updatedAt })
      .from(helpers)
      .where(eq(helpers.id, who.helper.id));
    expect(after).toEqual(before);
  });
});

describe("a pause until a day", () => {
  it("ends by itself once that day has come in India, and not before", async () => {
    const who = await signedInHelper(ctx);
    const tomorrow = dayFromToday(1);
    const answer = await setAvailability(who, { available: false, available_from: tomorrow });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: "paused", available_from: tomorrow });

    await resumeDuePauses(ctx.db);
    expect(await statusOf(who)).toEqual({ status: "paused", availableFrom: tomorrow });
    // The first minute of that day in India (UTC+5:30).
    const dayStarts = new Date(`${tomorrow}T00:00:00+05:30`);
    await resumeDuePauses(ctx.db, new Date(dayStarts.getTime() - 60_000));
    expect((await statusOf(who)).status).toBe("paused");
    expect(await resumeDuePauses(ctx.db, dayStarts)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(who)).toEqual({ status: "approved", availableFrom: null });
  });

  it("refuses a day that is not after today or too far ahead, and a day with a resume, changing nothing", async () => {
    const who = await signedInHelper(ctx);
    const range = helperAccountMessages.availableFromRange;
    const cases: [object, "available" | "available_from", string][] = [
      [{ available: false, available_from: dayFromToday(0) }, "available_from", range],
      [{ available: false, available_from: dayFromToday(-3) }, "available_from", range],
      [
        { available: false, available_from: dayFromToday(HELPER_PAUSE_MAX_DAYS + 1) },
        "available_from",
        range,
      ],
      [
        { available: true, available_from: dayFromToday(2) },
        "available_from",
        helperAccountMessages.availableFromWithPause,
      ],
      [
        { available: false, available_from: "next week" },
        "available_from",
        helperAccountMessages.availableFromInvalid,
      ],
      [{ available: "no" }, "available", helperAccountMessages.availableRequired],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await setAvailability(who, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().fields, JSON.stringify(payload)).toEqual({ [field]: message });
    }
    expect(await statusOf(who)).toEqual({ status: "approved", availableFrom: null });
    const farthest = await setAvailability(who, {
      available: false,
      available_from: dayFromToday(HELPER_PAUSE_MAX_DAYS),
    });
    expect(farthest.statusCode, farthest.body).toBe(200);
  });
});

describe("who may pause", () => {
  it("only a listed or paused helper: one under review or suspended stays as she is", async () => {
    for (const status of ["pending", "rejected", "suspended"] as const) {
      const who = await signedInHelper(ctx, status);
      for (const available of [false, true]) {
        const answer = await setAvailability(who, { available });
        expect(answer.statusCode, status).toBe(409);
        expect(answer.json()).toMatchObject({ code: "NOT_LISTED" });
      }
      expect((await statusOf(who)).status).toBe(status);
    }
  });

  it("needs her login, and the admin can still suspend a paused helper", async () => {
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: helperAccountPaths.availability,
      payload: { available: false },
    });
    expect(anonymous.statusCode).toBe(401);

    const who = await signedInHelper(ctx);
    await setAvailability(who, { available: false });
    const { admin } = adminOf(ctx);
    const suspended = await ctx.app.inject({
      method: "POST",
      url: adminHelpersPaths.helperAction(who.helper.publicId, "suspend"),
      payload: { reason: "Reports of no-shows." },
      headers: (await admin()).headers,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await statusOf(who)).status).toBe("suspended");
    // Suspended by the admin: resuming herself is refused.
    expect((await setAvailability(who, { available: true })).statusCode).toBe(409);
  });
});
