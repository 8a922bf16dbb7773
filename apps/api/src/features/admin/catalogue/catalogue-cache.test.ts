import {
  type AdminPlan,
  adminCataloguePaths,
  maidSchema,
  type PricingPlan,
  paymentsPaths,
} from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { adminCaller } from "../../../../test/helpers/admin.ts";
import { secondProcess } from "../../../../test/helpers/servers/second-process.ts";
import {
  beforeAllOrFail,
  createTestContext,
  postJson,
  type TestContext,
} from "../../../../test/helpers/test-app.ts";
import { plans } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

/** Caching on, as in production: two API processes on one database. */
const TTL_MS = 60_000;
let ctx: TestContext;
let otherProcess: FastifyInstance;

beforeAllOrFail(async () => {
  ctx = await createTestContext({ cacheTtlMs: TTL_MS });
  otherProcess = await secondProcess(ctx);
});
afterAll(async () => {
  await otherProcess?.close();
  await ctx?.app.close();
  await ctx?.database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const titleOnSale = async (app: FastifyInstance, id: number) =>
  ((await app.inject({ url: paymentsPaths.plans })).json() as PricingPlan[]).find(
    (p) => p.id === id,
  )?.title;

describe("a catalogue change and the cached public answers", () => {
  it("shows at once on the process that made it, and on others within the cache's life", async () => {
    const [plan] = await ctx.db
      .insert(plans)
      .values({ kind: "subscription", name: "Cached", title: "Before", pricePaise: 10_000 })
      .returning();
    // Both processes have the plans on sale cached.
    expect(await titleOnSale(ctx.app, plan!.id)).toBe("Before");
    expect(await titleOnSale(otherProcess, plan!.id)).toBe("Before");

    const admin = await adminCaller(ctx.app, ctx.db);
    const current = (
      await ctx.app.inject({ url: adminCataloguePaths.planOf(plan!.id), headers: admin.headers })
    ).json() as AdminPlan;
    const { id: _id, kind: _kind, badge_url: _url, ...form } = current;
    const saved = await ctx.app.inject({
      method: "PUT",
      url: adminCataloguePaths.planOf(plan!.id),
      headers: admin.headers,
      payload: { ...form, title: "After" },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await titleOnSale(ctx.app, plan!.id)).toBe("After");
    // The other process still answers from its cache, until the entry's life is over.
    expect(await titleOnSale(otherProcess, plan!.id)).toBe("Before");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + TTL_MS + 1);
    // lru-cache keeps the time it last read for a millisecond (ttlResolution).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await titleOnSale(otherProcess, plan!.id)).toBe("After");
  });

  it("names a helper by a shift's new Malayalam name at once, the Malayalam names cached apart", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, { status: "approved" });
    const shiftOf = async (language: string) => {
      const answer = await postJson(
        ctx.app,
        "/api/user/maid-details",
        { maid_id: helper.publicId },
        { "accept-language": language },
      );
      return maidSchema.parse(answer.json()).shift;
    };
    // Both languages' names are cached.
    const english = await shiftOf("en");
    expect(await shiftOf("ml")).not.toBe(english);

    const admin = await adminCaller(ctx.app, ctx.db);
    const saved = await ctx.app.inject({
      method: "PUT",
      url: adminCataloguePaths.referenceItemOf("shifts", helper.shiftId),
      headers: admin.headers,
      payload: { name: english, name_ml: "പുതിയ ഷിഫ്റ്റ്" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shiftOf("ml")).toBe("പുതിയ ഷിഫ്റ്റ്");
    expect(await shiftOf("en")).toBe(english);
  });
});
