import { type AdminHelperEditForm, adminHelperEditPaths } from "@sahayi/contract";
import { afterAll, expect, it } from "vitest";
import { adminCaller } from "../../../../test/helpers/admin.ts";
import {
  beforeAllOrFail,
  createTestContext,
  type TestContext,
} from "../../../../test/helpers/test-app.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

/** Caching on, as in production (docs/decisions/021). */
let ctx: TestContext;
beforeAllOrFail(async () => {
  ctx = await createTestContext({ cacheTtlMs: 60_000 });
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
});

const countIn = async (districtId: number) =>
  (await ctx.app.inject({ url: `/api/user/search-maids?page=1&location=${districtId}` })).json()
    .total as number;

it("a helper moved to another district counts there at once, though search counts are cached", async () => {
  const helper = await createHelper({ db: ctx.db, storage: ctx.storage });
  const reference = await ctx.app.catalogReference();
  const [constituencyId, constituency] = [...reference.constituencies].find(
    ([, c]) => c.districtId !== helper.districtId,
  )!;
  const [before, beforeOld] = [
    await countIn(constituency.districtId),
    await countIn(helper.districtId),
  ];
  const { headers } = await adminCaller(ctx.app, ctx.db);
  const url = adminHelperEditPaths.editOf(helper.publicId);
  const {
    profile_picture: _,
    gallery: __,
    ...form
  } = (await ctx.app.inject({ url, headers })).json() as AdminHelperEditForm;
  const saved = await ctx.app.inject({
    method: "PUT",
    url,
    headers,
    payload: { ...form, location: constituency.districtId, sub_location: constituencyId },
  });
  expect(saved.statusCode).toBe(200);
  expect(await countIn(constituency.districtId)).toBe(before + 1);
  expect(await countIn(helper.districtId)).toBe(beforeOld - 1);
});
