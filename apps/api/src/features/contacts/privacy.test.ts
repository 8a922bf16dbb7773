import { describe, expect, it } from "vitest";
import { boughtHelper, caller, subscribe, viewsOf } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";

const ctx = useTestApp();

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
});
