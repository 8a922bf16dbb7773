import {
  catalogPaths,
  HELPER_ACTIVITY_DAYS,
  helperAccountPaths,
  type MaidAccount,
  todayInIndia,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type SignedInHelper, signedInHelper } from "../../../test/helpers/helper-account.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import type { Db } from "../../db/client.ts";
import { helperProfileViews } from "../../db/schema.ts";
import { createProfileViews } from "../../lib/public-helpers/profile-views.ts";

const ctx = useTestApp();
const DAY_MS = 86_400_000;
const BROWSER =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";

/** A visitor at `address` opens her page, as the web app asks for it. */
const openPage = (who: SignedInHelper, address: string, userAgent = BROWSER) =>
  ctx.app.inject({
    method: "POST",
    url: catalogPaths.maidDetails,
    payload: { maid_id: who.helper.publicId },
    remoteAddress: address,
    headers: { "user-agent": userAgent },
  });

const viewsSeen = async (who: SignedInHelper) => {
  const answer = await ctx.app.inject({ url: helperAccountPaths.me, headers: who.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MaidAccount>().last_30_days.profile_views;
};

const rowsOf = (who: SignedInHelper) =>
  ctx.db
    .select({ day: helperProfileViews.day, views: helperProfileViews.views })
    .from(helperProfileViews)
    .where(eq(helperProfileViews.helperId, who.helper.id));

describe("a helper's page views", () => {
  it("counts each visitor once a day, not crawlers or link previews, and only her own page", async () => {
    const lakshmi = await signedInHelper(ctx);
    const other = await signedInHelper(ctx);
    for (const address of ["10.31.0.1", "10.31.0.2", "10.31.0.1"]) {
      expect((await openPage(lakshmi, address)).statusCode).toBe(200);
    }
    await openPage(lakshmi, "10.31.0.3", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await openPage(lakshmi, "10.31.0.4", "WhatsApp/2.23.20.0");
    await openPage(other, "10.31.0.1");
    expect(await viewsSeen(lakshmi)).toBe(0);

    await ctx.app.profileViews.flush();
    expect(await viewsSeen(lakshmi)).toBe(2);
    expect(await viewsSeen(other)).toBe(1);
    expect(await rowsOf(lakshmi)).toEqual([{ day: todayInIndia(), views: 2 }]);
  });

  it("adds a later write to the day's count, and sums the last 30 days only", async () => {
    const who = await signedInHelper(ctx);
    const day = (ago: number) => todayInIndia(new Date(Date.now() - ago * DAY_MS));
    await ctx.db.insert(helperProfileViews).values([
      { helperId: who.helper.id, day: day(0), views: 4 },
      { helperId: who.helper.id, day: day(HELPER_ACTIVITY_DAYS - 1), views: 10 },
      { helperId: who.helper.id, day: day(HELPER_ACTIVITY_DAYS), views: 100 },
    ]);
    await openPage(who, "10.32.0.1");
    await ctx.app.profileViews.flush();
    expect(await viewsSeen(who)).toBe(4 + 1 + 10);
  });

  it("forgets yesterday's visitors when India's day changes", async () => {
    const who = await signedInHelper(ctx);
    let now = new Date("2026-11-27T18:29:00Z"); // 23:59 in India
    const views = createProfileViews(ctx.db, { flushEveryMs: 0, log: () => {}, now: () => now });
    const visitor = { address: "10.33.0.1", userAgent: BROWSER };
    views.record(who.helper.publicId, visitor);
    views.record(who.helper.publicId, visitor);
    now = new Date("2026-11-27T18:31:00Z"); // 00:01 on the 28th
    views.record(who.helper.publicId, visitor);
    await views.close();
    expect((await rowsOf(who)).sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-11-27", views: 1 },
      { day: "2026-11-28", views: 1 },
    ]);
  });

  it("keeps what it counted when a write fails, and writes it with the next", async () => {
    const who = await signedInHelper(ctx);
    let down = true;
    const flaky = new Proxy(ctx.db, {
      get(target, key, receiver) {
        if (key === "execute" && down) return () => Promise.reject(new Error("database away"));
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const views = createProfileViews(flaky, { flushEveryMs: 0, log: () => {} });
    views.record(who.helper.publicId, { address: "10.34.0.1", userAgent: BROWSER });
    await expect(views.flush()).rejects.toThrow("database away");
    views.record(who.helper.publicId, { address: "10.34.0.2", userAgent: undefined });
    down = false;
    await views.flush();
    expect(await rowsOf(who)).toEqual([{ day: todayInIndia(), views: 2 }]);
    await views.flush();
    expect(await rowsOf(who)).toEqual([{ day: todayInIndia(), views: 2 }]);
  });
});
