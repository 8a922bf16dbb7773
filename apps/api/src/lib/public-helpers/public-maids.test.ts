import { mediaUrl } from "@sahayi/contract";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { readCatalogReference } from "../../db/reference.ts";
import { categories, helpers } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";
import { selectPublicHelpers, toPublicMaids } from "./public-maids.ts";

const ctx = useTestApp();

describe("toPublicMaids", () => {
  it("shows phone numbers only for helpers the viewer purchased", async () => {
    const [bought, other] = await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 2 });
    const rows = await selectPublicHelpers(ctx.db, ctx.app.config.verificationValidDays).where(
      inArray(helpers.id, [bought!.id, other!.id]),
    );
    const maids = toPublicMaids(rows, await readCatalogReference(ctx.db), {
      purchasedHelperIds: new Set([bought!.id]),
    });
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

  it("gathers each helper's categories in display order and gallery in order, in the same query", async () => {
    const created = await createHelpers(
      { db: ctx.db, storage: ctx.storage },
      { count: 30, spec: (i) => ({ galleryCount: i % 4 }) },
    );
    const displayOrder = (await ctx.db.select().from(categories)).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    const rows = await selectPublicHelpers(ctx.db, ctx.app.config.verificationValidDays).where(
      inArray(
        helpers.id,
        created.map((h) => h.id),
      ),
    );
    const maids = toPublicMaids(rows, await readCatalogReference(ctx.db));
    expect(maids).toHaveLength(created.length);
    for (const helper of created) {
      const maid = maids.find((m) => m.id === helper.publicId)!;
      expect(maid.additional_images).toEqual(helper.imageKeys.map((key) => mediaUrl(key)));
      expect(maid.category.map((c) => c.name)).toEqual(
        displayOrder.filter((c) => helper.categoryIds.includes(c.id)).map((c) => c.name),
      );
    }
  });

  it("maps no rows to no maids", async () => {
    const rows = await selectPublicHelpers(ctx.db, ctx.app.config.verificationValidDays).where(
      eq(helpers.id, -1),
    );
    expect(toPublicMaids(rows, await readCatalogReference(ctx.db))).toEqual([]);
  });
});
