import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createHelpers } from "../../db/factories/helper.ts";
import { helpers } from "../../db/schema.ts";
import { selectPublicHelpers, toPublicMaids } from "./service.ts";

const ctx = useTestApp();

describe("toPublicMaids", () => {
  it("shows phone numbers only for helpers the viewer purchased", async () => {
    const [bought, other] = await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 2 });
    const rows = await selectPublicHelpers(ctx.db).where(
      inArray(helpers.id, [bought!.id, other!.id]),
    );
    const maids = await toPublicMaids(ctx.db, rows, { purchasedHelperIds: new Set([bought!.id]) });
    const byId = new Map(maids.map((m) => [m.id, m]));
    expect(byId.get(bought!.publicId)).toMatchObject({
      is_purchased: true,
      mobile_number: bought!.mobileNumber,
      whatsapp_number: bought!.whatsappNumber,
    });
    expect(byId.get(other!.publicId)).toMatchObject({
      is_purchased: false,
      mobile_number: null,
      whatsapp_number: null,
    });
  });

  it("loads categories and images of many helpers in a fixed number of queries", async () => {
    const created = await createHelpers(
      { db: ctx.db, storage: ctx.storage },
      { count: 30, spec: (i) => ({ galleryCount: i % 4 }) },
    );
    const rows = await selectPublicHelpers(ctx.db).where(
      inArray(
        helpers.id,
        created.map((h) => h.id),
      ),
    );
    let queries = 0;
    const counting = new Proxy(ctx.db, {
      get(target, property, receiver) {
        if (property === "select") queries++;
        return Reflect.get(target, property, receiver);
      },
    });
    const maids = await toPublicMaids(counting, rows);
    expect(queries).toBe(2);
    for (const helper of created) {
      const maid = maids.find((m) => m.id === helper.publicId)!;
      expect(maid.additional_images).toHaveLength(helper.imageKeys.length);
      expect(maid.category).toHaveLength(helper.categoryIds.length);
    }
  });

  it("returns nothing for no rows without touching the database", async () => {
    expect(await toPublicMaids(ctx.db, [])).toEqual([]);
    const rows = await selectPublicHelpers(ctx.db).where(eq(helpers.id, -1));
    expect(rows).toEqual([]);
  });
});
