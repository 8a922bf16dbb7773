import { contactsPaths, revealMessages } from "@sahayi/contract";
import { malayalamWithNumber } from "@sahayi/contract/i18n/ml/number-messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caller, purchase, subscribe, usedOf } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { contactReveals } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";

const LIMIT = 3;
const ctx = useTestApp({ revealsPerAccountPerHour: LIMIT });

describe("the hourly reveal limit per account", () => {
  it("refuses the reveal past REVEALS_PER_ACCOUNT_PER_HOUR with a 429, spending nothing", async () => {
    const helpers = await createHelpers(
      { db: ctx.db, storage: ctx.storage },
      { count: LIMIT + 1, seed: 7_401 },
    );
    const who = await caller(ctx.app, ctx.db);
    const subscription = await subscribe(ctx.db, who.id, { enquiries: 10 });
    for (const helper of helpers.slice(0, LIMIT)) {
      expect((await purchase(ctx.app, who, helper.publicId)).statusCode).toBe(200);
    }
    const refused = await purchase(ctx.app, who, helpers[LIMIT]!.publicId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: revealMessages.revealsPerHour(LIMIT),
      code: "RATE_LIMITED",
    });
    // In Malayalam when asked, its number read out and put back.
    const inMalayalam = await ctx.app.inject({
      method: "POST",
      url: contactsPaths.purchaseMaid,
      payload: { maid_id: helpers[LIMIT]!.publicId },
      headers: { ...who.headers, "accept-language": "ml" },
      remoteAddress: who.remoteAddress,
    });
    expect(inMalayalam.statusCode).toBe(429);
    expect(inMalayalam.json().error).toBe(
      malayalamWithNumber(revealMessages.revealsPerHour(LIMIT)),
    );
    expect(inMalayalam.json().error).toContain(` ${LIMIT} `);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await usedOf(ctx.db, subscription.id)).toBe(LIMIT);

    // Another account is not held back by this one.
    const other = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, other.id, { enquiries: 1 });
    expect((await purchase(ctx.app, other, helpers[LIMIT]!.publicId)).statusCode).toBe(200);

    // Reveals older than an hour no longer count.
    await ctx.db
      .update(contactReveals)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(contactReveals.userId, who.id));
    expect((await purchase(ctx.app, who, helpers[LIMIT]!.publicId)).statusCode).toBe(200);
  });
});
