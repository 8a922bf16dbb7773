import {
  CONFIRM_LINK_VALID_DAYS,
  catalogPaths,
  helperAccountMessages,
  helperAccountPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type SignedInHelper, signedInHelper } from "../../../test/helpers/helper-account.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers } from "../../db/schema.ts";
import { askInstant } from "../../lib/availability-link/ask.ts";
import { confirmToken } from "../../lib/availability-link/token.ts";

const ctx = useTestApp();
const DAY_MS = 86_400_000;

/** A listed helper asked `daysAgo` (as the monthly ask or a hire does), and her link's code. */
async function askedHelper(daysAgo = 0) {
  const who = await signedInHelper(ctx);
  const askedAt = askInstant(new Date(Date.now() - daysAgo * DAY_MS));
  await ctx.db
    .update(helpers)
    .set({ availabilityAskedAt: askedAt, availabilityLinkUsedAt: null })
    .where(eq(helpers.id, who.helper.id));
  return { who, token: confirmToken(ctx.app.tokens.keyedHash, who.helper.id, askedAt) };
}

const rowOf = async (who: SignedInHelper) => {
  const [row] = await ctx.db
    .select({
      status: helpers.status,
      availableFrom: helpers.availableFrom,
      confirmedOn: helpers.availabilityConfirmedOn,
      usedAt: helpers.availabilityLinkUsedAt,
      updatedAt: helpers.updatedAt,
    })
    .from(helpers)
    .where(eq(helpers.id, who.helper.id));
  return row!;
};

const pause = (token: string) =>
  ctx.app.inject({
    method: "POST",
    url: helperAccountPaths.confirmAvailability,
    payload: { token, available: false },
  });

async function isListed(who: SignedInHelper) {
  const search = await ctx.app.inject({
    url: catalogPaths.searchMaids,
    query: { location: String(who.helper.districtId), page_size: "100" },
  });
  expect(search.statusCode, search.body).toBe(200);
  return search.json().maids.some((maid: { id: string }) => maid.id === who.helper.publicId);
}

describe('her link\'s "I got a job" button', () => {
  it("pauses her listing until she resumes it, takes her out of search, and spends the link", async () => {
    const { who, token } = await askedHelper();
    expect(await isListed(who)).toBe(true);
    const before = await rowOf(who);

    const paused = await pause(token);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ message: helperAccountMessages.pausedByLink });
    const after = await rowOf(who);
    expect(after).toMatchObject({ status: "paused", availableFrom: null });
    expect(after.usedAt).not.toBeNull();
    // Not a confirmation, and not a change to her profile.
    expect(after.confirmedOn).toBe(before.confirmedOn);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await isListed(who)).toBe(false);
    // Her page says so.
    const me = await ctx.app.inject({ url: helperAccountPaths.me, headers: who.headers });
    expect(me.json().status).toBe("paused");

    // The link worked once: neither button works again.
    for (const available of [false, true]) {
      const again = await ctx.app.inject({
        method: "POST",
        url: helperAccountPaths.confirmAvailability,
        payload: { token, available },
      });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().code).toBe("LINK_USED");
    }
    expect(await rowOf(who)).toEqual(after);
  });

  it(`is refused ${CONFIRM_LINK_VALID_DAYS} days after the ask, changing nothing`, async () => {
    const { who, token } = await askedHelper(CONFIRM_LINK_VALID_DAYS + 1);
    const before = await rowOf(who);
    const late = await pause(token);
    expect(late.statusCode, late.body).toBe(410);
    expect(late.json().code).toBe("LINK_EXPIRED");
    expect(await rowOf(who)).toEqual(before);
    expect(await isListed(who)).toBe(true);
  });

  it("is refused for a link a newer ask replaced, changing nothing", async () => {
    const { who, token } = await askedHelper(2);
    // A newer ask (a hire's, say) names another second: only its link works.
    await ctx.db
      .update(helpers)
      .set({ availabilityAskedAt: askInstant(new Date()) })
      .where(eq(helpers.id, who.helper.id));
    const before = await rowOf(who);
    const old = await pause(token);
    expect(old.statusCode, old.body).toBe(400);
    expect(old.json().code).toBe("LINK_INVALID");
    expect(await rowOf(who)).toEqual(before);
  });

  it("refuses an answer that is not true or false", async () => {
    const { token } = await askedHelper();
    const answer = await ctx.app.inject({
      method: "POST",
      url: helperAccountPaths.confirmAvailability,
      payload: { token, available: "no" },
    });
    expect(answer.statusCode, answer.body).toBe(400);
  });
});
