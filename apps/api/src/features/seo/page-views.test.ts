import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useSeoApp } from "../../../test/helpers/seo-pages.ts";
import { helperProfileViews } from "../../db/schema.ts";

const { ctx, seeded } = useSeoApp();

const BROWSER =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";

describe("a helper's page loaded whole", () => {
  it("counts a view for the visitor's browser, and none for a crawler", async () => {
    const helper = seeded.approved[0]!;
    const load = (address: string, userAgent: string) =>
      ctx.app.inject({
        url: `/maid/${helper.publicId}`,
        headers: { accept: "text/html", "user-agent": userAgent },
        remoteAddress: address,
      });
    expect(
      (await load("10.41.0.1", "Googlebot/2.1 (+http://www.google.com/bot.html)")).statusCode,
    ).toBe(200);
    expect((await load("10.41.0.2", BROWSER)).statusCode).toBe(200);
    await ctx.app.profileViews.flush();
    const rows = await ctx.db
      .select({ views: helperProfileViews.views })
      .from(helperProfileViews)
      .where(eq(helperProfileViews.helperId, helper.id));
    expect(rows).toEqual([{ views: 1 }]);
  });
});
