import { contentPaths, type Maid } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { type Caller, caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import { createTestContext, useTestApp } from "../../../test/helpers/test-app.ts";
import { type CreatedHelper, createHelpers } from "../../db/factories/helper.ts";

const ctx = useTestApp();

/** Every answer that shows this helper to `who` (null: a visitor), with its cache header. */
async function viewsOf(app: FastifyInstance, helper: CreatedHelper, who: Caller | null) {
  const headers = who ? who.headers : {};
  const search = `/api/user/search-maids?location=${helper.districtId}&sub_location=${helper.constituencyId}&page_size=100`;
  const answers = {
    details: await app.inject({
      method: "POST",
      url: "/api/user/maid-details",
      payload: { maid_id: helper.publicId },
      headers,
    }),
    search: await app.inject({ url: search, headers }),
    home: await app.inject({ url: contentPaths.homepage, headers }),
  };
  const find = (maids: Maid[]) => maids.find((m) => m.id === helper.publicId);
  return {
    details: {
      maid: answers.details.json() as Maid,
      cache: answers.details.headers["cache-control"],
    },
    search: {
      maid: find(answers.search.json().maids),
      cache: answers.search.headers["cache-control"],
    },
    home: { maid: find(answers.home.json().maids), cache: answers.home.headers["cache-control"] },
  };
}

async function boughtHelper(app: FastifyInstance, context: typeof ctx, seed: number) {
  const [helper] = await createHelpers(
    { db: context.db, storage: context.storage },
    { count: 1, seed },
  );
  const buyer = await caller(app, context.db);
  await subscribe(context.db, buyer.id, { enquiries: 2 });
  const answer = await purchase(app, buyer, helper!.publicId);
  expect(answer.statusCode, answer.body).toBe(200);
  return { helper: helper!, buyer };
}

describe("a purchased helper's numbers", () => {
  it("reach the buyer in details, search and home, always private", async () => {
    const { helper, buyer } = await boughtHelper(ctx.app, ctx, 7_301);
    const views = await viewsOf(ctx.app, helper, buyer);
    for (const [name, view] of Object.entries(views)) {
      expect(view.maid, name).toMatchObject({
        is_purchased: true,
        mobile_number: helper.mobileNumber,
        whatsapp_number: helper.whatsappNumber,
      });
      expect(view.cache, name).toBe("private, no-store");
    }
  });

  it("never reach another user or a visitor", async () => {
    const { helper } = await boughtHelper(ctx.app, ctx, 7_302);
    const other = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, other.id, { enquiries: 2 });
    for (const who of [other, null]) {
      const views = await viewsOf(ctx.app, helper, who);
      for (const [name, view] of Object.entries(views)) {
        expect(view.maid, name).toMatchObject({
          is_purchased: false,
          mobile_number: null,
          whatsapp_number: null,
        });
        expect(JSON.stringify(view.maid)).not.toContain(helper.mobileNumber);
      }
    }
  });

  it("never reach a visitor through the server's cache of public answers", async () => {
    const cached = await createTestContext({ cacheTtlMs: 60_000 });
    try {
      const { helper, buyer } = await boughtHelper(cached.app, cached, 7_303);
      // The buyer asks first, so a cache keyed without the user would now hold the numbers.
      const buyersViews = await viewsOf(cached.app, helper, buyer);
      expect(buyersViews.home.maid?.mobile_number).toBe(helper.mobileNumber);
      const visitor = await viewsOf(cached.app, helper, null);
      for (const [name, view] of Object.entries(visitor)) {
        expect(view.maid, name).toMatchObject({ is_purchased: false, mobile_number: null });
        expect(view.cache, name).toMatch(/^public, max-age=/);
      }
    } finally {
      await cached.app.close();
      await cached.database.close();
    }
  });
});
