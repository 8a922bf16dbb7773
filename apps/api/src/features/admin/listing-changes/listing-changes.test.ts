import {
  type AdminListingChanges,
  adminListingChangesPaths,
  helperAccountPaths,
  listingChangeMessages,
  type MaidListing,
} from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { adminOf, auditRows, userCaller } from "../../../../test/helpers/admin.ts";
import { signedInHelper } from "../../../../test/helpers/helper-account.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";

const ctx = useTestApp();
const { asAdmin } = adminOf(ctx);

const queueOf = async (publicId: string) => {
  const answer = await asAdmin("GET", `${adminListingChangesPaths.changes}?helper=${publicId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AdminListingChanges>().changes;
};

describe("the admin's queue of listing changes", () => {
  it("lists a details change with before and after in the lists' names; marked seen, it leaves the queue, audited", async () => {
    const who = await signedInHelper(ctx);
    const reference = await ctx.app.catalogReference();
    const form = (
      await ctx.app.inject({ url: helperAccountPaths.listing, headers: who.headers })
    ).json<MaidListing>();
    const shift = [...reference.shifts.keys()].find((id) => id !== form.shift)!;
    const saved = await ctx.app.inject({
      method: "PUT",
      url: helperAccountPaths.listing,
      headers: who.headers,
      payload: { ...form, about: "Careful with children.", shift },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const all = await asAdmin("GET", adminListingChangesPaths.changes);
    expect(all.json<AdminListingChanges>().changes.map((c) => c.helper.id)).toContain(
      who.helper.publicId,
    );
    const [change] = await queueOf(who.helper.publicId);
    expect(change).toMatchObject({
      kind: "details",
      helper: { id: who.helper.publicId, name: who.helper.name, status: "approved" },
      image: null,
    });
    expect(change!.fields).toEqual(
      expect.arrayContaining([
        { field: "about", before: form.about, after: "Careful with children." },
        {
          field: "shift",
          before: reference.shifts.get(form.shift),
          after: reference.shifts.get(shift),
        },
      ]),
    );

    const wrong = await asAdmin("POST", adminListingChangesPaths.decisionOf(change!.id), {
      outcome: "approved",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ outcome: listingChangeMessages.outcomeForDetails });

    const seen = await asAdmin("POST", adminListingChangesPaths.decisionOf(change!.id), {
      outcome: "seen",
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ message: listingChangeMessages.seen });
    expect(await queueOf(who.helper.publicId)).toEqual([]);
    expect((await auditRows(ctx.db, "helper", who.helper.publicId)).at(-1)).toMatchObject({
      action: "listing_seen",
      after: { about: "Careful with children.", shift },
    });

    const twice = await asAdmin("POST", adminListingChangesPaths.decisionOf(change!.id), {
      outcome: "seen",
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await asAdmin("POST", adminListingChangesPaths.decisionOf(999_999), {
      outcome: "seen",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("is the admin's only: a household's token is refused", async () => {
    const household = await userCaller(ctx.app, ctx.db);
    const answer = await ctx.app.inject({
      url: adminListingChangesPaths.changes,
      headers: household.headers,
    });
    expect(answer.statusCode).toBe(403);
  });
});
