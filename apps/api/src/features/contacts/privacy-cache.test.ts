import { describe, expect, it } from "vitest";
import { boughtHelper, viewsOf } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";

// The server keeps public answers (the visitors' home page) for a minute here.
const ctx = useTestApp({ cacheTtlMs: 60_000 });

describe("a purchased helper's numbers and the cache of public answers", () => {
  it("never reach a visitor, even when the buyer asked first", async () => {
    const { helper, buyer } = await boughtHelper(ctx.app, ctx, 7_303);
    // The buyer asks first, so a cache keyed without the user would now hold the numbers.
    const buyersViews = await viewsOf(ctx.app, helper, buyer);
    expect(buyersViews.home.maid?.mobile_number).toBe(helper.mobileNumber);
    const visitor = await viewsOf(ctx.app, helper, null);
    for (const [name, view] of Object.entries(visitor)) {
      expect(view.maid, name).toMatchObject({ is_purchased: false, mobile_number: null });
      expect(view.cache, name).toMatch(/^public, max-age=/);
    }
  });
});
