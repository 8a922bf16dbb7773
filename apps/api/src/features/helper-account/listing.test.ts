import {
  accountMessages,
  fieldMessages,
  HELPER_ABOUT_MAX_LENGTH,
  helperAccountPaths,
  helperListingMessages,
  type MaidListing,
  type MaidMyData,
  maidSchema,
  mustBeIdFromTheList,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caller } from "../../../test/helpers/contacts.ts";
import { type SignedInHelper, signedInHelper } from "../../../test/helpers/helper-account.ts";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import { helperListingChanges, helpers } from "../../db/schema.ts";

const ctx = useTestApp();

const readListing = (headers: Record<string, string>) =>
  ctx.app.inject({ url: helperAccountPaths.listing, headers });
const saveListing = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: "PUT", url: helperAccountPaths.listing, payload, headers });

const publicPage = async (publicId: string) =>
  maidSchema.parse(
    (await postJson(ctx.app, "/api/user/maid-details", { maid_id: publicId })).json(),
  );

const rowOf = async (who: SignedInHelper) =>
  (await ctx.db.select().from(helpers).where(eq(helpers.id, who.helper.id)))[0]!;

/** Her form as she loads it, without the photos: the body of a save. */
async function formOf(who: SignedInHelper) {
  const answer = await readListing(who.headers);
  expect(answer.statusCode, answer.body).toBe(200);
  const { about, shift, maid_language, category_ids } = answer.json<MaidListing>();
  return { about, shift, maid_language, category_ids };
}

/** Ids of the lists other than those she has. */
async function otherChoices(form: Awaited<ReturnType<typeof formOf>>) {
  const reference = await ctx.app.catalogReference();
  const other = <T>(ids: Iterable<T>, not: T) => [...ids].find((id) => id !== not)!;
  const categories = [...reference.categories.keys()].filter(
    (id) => !form.category_ids.includes(id),
  );
  return {
    shift: other(reference.shifts.keys(), form.shift),
    maid_language: other(reference.languages.keys(), form.maid_language),
    category_ids: categories.slice(0, 2),
    names: reference,
  };
}

describe("a helper edits her listing's details", () => {
  it("changes her public page at once and puts the changed fields, before and after, in the admin's queue", async () => {
    const who = await signedInHelper(ctx);
    const form = await formOf(who);
    await publicPage(who.helper.publicId); // cached now: the save must clear it
    const other = await otherChoices(form);
    const saved = await saveListing(who.headers, {
      ...form,
      about: "  I cook Kerala meals and look after elders.  ",
      shift: other.shift,
      category_ids: other.category_ids,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MaidListing>()).toMatchObject({
      about: "I cook Kerala meals and look after elders.",
      shift: other.shift,
      maid_language: form.maid_language,
    });

    const page = await publicPage(who.helper.publicId);
    expect(page.about).toBe("I cook Kerala meals and look after elders.");
    expect(page.shift).toBe(other.names.shifts.get(other.shift));
    expect(page.category.map((c) => c.name).sort()).toEqual(
      other.category_ids.map((id) => other.names.categories.get(id)!.name).sort(),
    );

    const changes = await ctx.db
      .select()
      .from(helperListingChanges)
      .where(eq(helperListingChanges.helperId, who.helper.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: "details",
      reviewedAt: null,
      before: { about: form.about, shift: form.shift, category_ids: form.category_ids },
      after: {
        about: "I cook Kerala meals and look after elders.",
        shift: other.shift,
        category_ids: [...other.category_ids].sort((a, b) => a - b),
      },
    });
    expect(changes[0]!.before).not.toHaveProperty("maid_language");

    // Saving the same again changes nothing and queues nothing.
    expect((await saveListing(who.headers, await formOf(who))).statusCode).toBe(200);
    const again = await ctx.db
      .select()
      .from(helperListingChanges)
      .where(eq(helperListingChanges.helperId, who.helper.id));
    expect(again).toHaveLength(1);
  });

  it("keeps the about text as typed and shows it with phone numbers hidden, as at registration", async () => {
    const who = await signedInHelper(ctx);
    const about = "Call me on 98765 43210 for work.";
    const saved = await saveListing(who.headers, { ...(await formOf(who)), about });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(who)).about).toBe(about);
    expect((await publicPage(who.helper.publicId)).about).toBe("Call me on … for work.");
  });

  it("refuses bad input with the registration form's messages by the fields, and changes nothing", async () => {
    const who = await signedInHelper(ctx);
    const before = await rowOf(who);
    const form = await formOf(who);
    const bad = await saveListing(who.headers, {
      about: "x".repeat(HELPER_ABOUT_MAX_LENGTH + 1),
      shift: "",
      maid_language: 999_999,
      category_ids: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      about: accountMessages.textTooLong("About me", HELPER_ABOUT_MAX_LENGTH),
      shift: fieldMessages.shiftRequired,
      category_ids: fieldMessages.categoryRequired,
    });
    const unknown = await saveListing(who.headers, {
      ...form,
      maid_language: 999_999,
      category_ids: [999_998],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      maid_language: mustBeIdFromTheList("Language"),
      category_ids: expect.any(String),
    });
    expect(await rowOf(who)).toEqual(before);
  });

  it("refuses a household's token, a missing one, and a suspended or refused helper", async () => {
    const household = await caller(ctx.app, ctx.db);
    const form = await formOf(await signedInHelper(ctx));
    expect((await readListing(household.headers)).statusCode).toBe(401);
    expect((await saveListing(household.headers, form)).statusCode).toBe(401);
    expect((await saveListing({}, form)).statusCode).toBe(401);

    for (const status of ["suspended", "rejected"] as const) {
      const who = await signedInHelper(ctx, status);
      const before = await rowOf(who);
      const refused = await saveListing(who.headers, { ...form, about: "New words." });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "NOT_LISTED",
        error: helperListingMessages.notEditable,
      });
      expect(await rowOf(who)).toEqual(before);
    }
  });

  it("lets a paused helper edit; her token touches her own listing only", async () => {
    const her = await signedInHelper(ctx, "paused");
    const other = await signedInHelper(ctx);
    const otherBefore = await rowOf(other);
    const saved = await saveListing(her.headers, { ...(await formOf(her)), about: "Back soon." });
    expect(saved.statusCode).toBe(200);
    expect((await rowOf(her)).about).toBe("Back soon.");
    expect(await rowOf(other)).toEqual(otherBefore);
  });
});

describe("her edits in her own data", () => {
  it("are in her download: her words before and after, and when", async () => {
    const who = await signedInHelper(ctx);
    const form = await formOf(who);
    const saved = await saveListing(who.headers, { ...form, about: "I look after elders." });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = await ctx.app.inject({ url: helperAccountPaths.myData, headers: who.headers });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json<MaidMyData>().listing_changes).toEqual([
      {
        kind: "details",
        before: { about: form.about },
        after: { about: "I look after elders." },
        image: null,
        created_at: expect.any(String),
        outcome: null,
        reason: null,
        reviewed_at: null,
      },
    ]);
  });
});
