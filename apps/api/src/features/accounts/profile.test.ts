import {
  accountMessages,
  accountsPaths,
  mustBeIdFromTheList,
  type ProfileDetails,
  profileDetailsSchema,
} from "@sahayi/contract";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers, plans, subscriptions, users } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });

let seed = 9_300;
const DAY_MS = 24 * 3600 * 1000;

async function details(who: Caller): Promise<ProfileDetails> {
  const answer = await ctx.app.inject({ url: accountsPaths.profileDetails, headers: who.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return profileDetailsSchema.parse(answer.json());
}

function edit(who: Caller, payload: object) {
  return ctx.app.inject({
    method: "PUT",
    url: accountsPaths.profileEdit,
    headers: who.headers,
    payload,
  });
}

async function profileForm(who: Caller) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, who.id));
  const [district] = [...(await ctx.app.catalogReference()).districts.keys()];
  return {
    name: "Meera",
    email: "meera@example.in",
    mobile_number: user!.mobileNumber,
    whatsapp_number: "9123456780",
    address: "Kaloor",
    location: district!,
    pincode: "682017",
  };
}

describe("the profile's purchased helpers", () => {
  it("lists the helpers this user bought, newest purchase first, with their numbers, while they are listed", async () => {
    const who = await caller(ctx.app, ctx.db);
    const someoneElse = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, who.id, { enquiries: 5 });
    await subscribe(ctx.db, someoneElse.id, { enquiries: 5 });
    expect((await details(who)).maids).toEqual([]);

    const bought = await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 4, seed });
    seed++;
    const [first, second, third, theirs] = bought;
    for (const helper of [first, second, third]) {
      expect((await purchase(ctx.app, who, helper!.publicId)).statusCode).toBe(200);
    }
    expect((await purchase(ctx.app, someoneElse, theirs!.publicId)).statusCode).toBe(200);
    // Taken off the site after the purchase: no longer shown.
    await ctx.db.update(helpers).set({ status: "suspended" }).where(eq(helpers.id, second!.id));

    const shown = [third!, first!];
    const numbers = await ctx.db
      .select({ id: helpers.publicId, mobile: helpers.mobileNumber })
      .from(helpers)
      .where(
        inArray(
          helpers.id,
          shown.map((h) => h.id),
        ),
      );
    const numberOf = new Map(numbers.map((n) => [n.id, n.mobile]));
    const { maids } = await details(who);
    expect(maids.map((m) => m.id)).toEqual(shown.map((h) => h.publicId));
    for (const maid of maids) expect(maid.mobile_number).toBe(numberOf.get(maid.id));
  });
});

describe("the profile's plans", () => {
  it("names a plan without a subtitle by its title, and gives no ended date while a plan runs", async () => {
    const who = await caller(ctx.app, ctx.db);
    const running = await subscribe(ctx.db, who.id, { enquiries: 3, used: 1 });
    const [plain] = await ctx.db
      .insert(plans)
      .values({ kind: "subscription", name: "plain", title: "Plain plan", pricePaise: 100 })
      .returning();
    await ctx.db
      .update(subscriptions)
      .set({ planId: plain!.id })
      .where(eq(subscriptions.id, running.id));
    await subscribe(ctx.db, who.id, { enquiries: 2, days: 5, startDaysAgo: 10 });

    const profile = await details(who);
    expect(profile.expired_subscription_date).toBeNull();
    expect(profile.user_subscription).toEqual([
      expect.objectContaining({
        id: running.id,
        maid_registration_plan: { subtitle: plain!.title, title: plain!.title },
        enquiry: 3,
        remaining_enquiry: 2,
      }),
    ]);
    expect(profile.user).toMatchObject({
      is_active_plan: true,
      user_remaining_enquiry: 2,
      user_total_enquiry: 3,
    });
  });

  it("gives the end of the plan that ended last once none runs", async () => {
    const who = await caller(ctx.app, ctx.db);
    const older = await subscribe(ctx.db, who.id, { enquiries: 2, days: 5, startDaysAgo: 20 });
    const newer = await subscribe(ctx.db, who.id, { enquiries: 2, days: 5, startDaysAgo: 10 });
    const profile = await details(who);
    const lastEnd = Math.max(older.endsAt.getTime(), newer.endsAt.getTime());
    expect(profile.expired_subscription_date).toBe(new Date(lastEnd).toISOString());
    expect(profile.user_subscription).toEqual([]);
    expect(profile.user.is_active_plan).toBe(false);
    expect(lastEnd).toBeLessThan(Date.now() - 4 * DAY_MS);
  });
});

describe("the profile form", () => {
  it("refuses a district that is not in the list and keeps the saved profile", async () => {
    const who = await caller(ctx.app, ctx.db);
    const form = await profileForm(who);
    const [before] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    const districts = [...(await ctx.app.catalogReference()).districts.keys()];
    const refused = await edit(who, { ...form, location: Math.max(...districts) + 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ location: mustBeIdFromTheList("District") });
    const both = await edit(who, {
      ...form,
      mobile_number: "9000000001",
      location: Math.max(...districts) + 1,
    });
    expect(both.json().fields).toEqual({
      mobile_number: accountMessages.phoneNotChangeable,
      location: mustBeIdFromTheList("District"),
    });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    expect(after).toEqual(before);

    const saved = await edit(who, form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({
      name: form.name,
      email: form.email,
      whatsapp_number: form.whatsapp_number,
      address: form.address,
      location_id: form.location,
      pincode: form.pincode,
    });
  });

  it("answers 401 to a login whose account is gone", async () => {
    const who = await caller(ctx.app, ctx.db);
    const form = await profileForm(who);
    await ctx.db.delete(users).where(eq(users.id, who.id));
    for (const answer of [
      await edit(who, form),
      await ctx.app.inject({ url: accountsPaths.profileDetails, headers: who.headers }),
    ]) {
      expect(answer.statusCode).toBe(401);
    }
  });
});
