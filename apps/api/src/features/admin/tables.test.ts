import {
  type AdminHelpersPage,
  type AdminUsersPage,
  adminCataloguePaths,
  adminHelpersPaths,
  adminOversightPaths,
  adminUsersPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller } from "../../../test/helpers/admin.ts";
import { caller, purchase, subscribe } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { districts, users } from "../../db/schema.ts";
import { createHelper } from "../../seed/factories/helper.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });

let admin: AdminCaller;
let revealed: string;

async function get<Page = { items: { id: unknown }[]; total: number }>(url: string) {
  const answer = await ctx.app.inject({ url, headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Page;
}

/** Every row of a table in one order, a page of 100 at a time. */
async function everyId(path: string, order: "asc" | "desc") {
  const ids: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = await get(`${path}?order=${order}&page=${page}&page_size=100`);
    ids.push(...answer.items.map((item) => item.id));
    if (ids.length >= answer.total || answer.items.length === 0)
      return { ids, total: answer.total };
  }
}

beforeAll(async () => {
  admin = await adminCaller(ctx.app, ctx.db);
  const helper = await createHelper(factory(), { status: "approved" });
  revealed = helper.publicId;
  // Three households, each revealing the helper: rows in users, payments and reveals.
  for (const _ of [1, 2, 3]) {
    const who = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, who.id, { enquiries: 2 });
    expect((await purchase(ctx.app, who, helper.publicId)).statusCode).toBe(200);
  }
  await createHelper(factory(), { status: "pending" });
  await createHelper(factory(), { status: "suspended" });
});

describe("every admin table", () => {
  const tables = () => ({
    helpers: adminHelpersPaths.helpers,
    users: adminUsersPaths.users,
    payments: adminUsersPaths.payments,
    plans: adminCataloguePaths.plans,
    reveals: adminOversightPaths.helperRevealsOf(revealed),
  });

  it("sorts both ways and pages without repeating or skipping a row", async () => {
    for (const [table, path] of Object.entries(tables())) {
      const newest = await everyId(path, "desc");
      const oldest = await everyId(path, "asc");
      expect(newest.total, table).toBeGreaterThanOrEqual(3);
      expect(newest.ids, table).toHaveLength(newest.total);
      expect(new Set(newest.ids).size, table).toBe(newest.total);
      // The id breaks ties in the same direction, so one order is exactly the other reversed.
      expect(oldest.ids, table).toEqual([...newest.ids].reverse());
      const second = await get(`${path}?order=desc&page=2&page_size=2`);
      expect(
        second.items.map((item) => item.id),
        table,
      ).toEqual(newest.ids.slice(2, 4));
      expect(second.total, table).toBe(newest.total);
    }
  });
});

describe("helpers table", () => {
  it("narrows to one status and to one district", async () => {
    const every = await get<AdminHelpersPage>(`${adminHelpersPaths.helpers}?page_size=100`);
    for (const status of ["approved", "pending", "suspended"] as const) {
      const page = await get<AdminHelpersPage>(
        `${adminHelpersPaths.helpers}?status=${status}&page_size=100`,
      );
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(every.total);
      expect(page.items.every((helper) => helper.status === status)).toBe(true);
    }
    const [first, second] = await ctx.db.select({ id: districts.id }).from(districts).limit(2);
    const here = await createHelper(factory(), { status: "approved", districtId: first!.id });
    const there = await createHelper(factory(), { status: "approved", districtId: second!.id });
    const page = await get<AdminHelpersPage>(
      `${adminHelpersPaths.helpers}?district_id=${first!.id}&page_size=100`,
    );
    const ids = page.items.map((helper) => helper.id);
    expect(ids).toContain(here.publicId);
    expect(ids).not.toContain(there.publicId);
    const [district] = page.items.filter((helper) => helper.id === here.publicId);
    expect(page.items.every((helper) => helper.district === district!.district)).toBe(true);
  });

  it("searches a phone by as few as three of its digits", async () => {
    const one = await createHelper(factory(), { status: "approved" });
    const digits = one.mobileNumber.slice(-3);
    const page = await get<AdminHelpersPage>(
      `${adminHelpersPaths.helpers}?q=${digits}&page_size=100`,
    );
    expect(page.items.map((helper) => helper.id)).toContain(one.publicId);
    expect(page.items.every((helper) => helper.mobile_number.includes(digits))).toBe(true);
  });
});

describe("users table", () => {
  it("shows each user's own enquiries left, side by side on one page", async () => {
    // Letters only: three digits in a search would also match phones.
    const name = `Quota Check ${String.fromCharCode(...[...String(process.pid)].map((d) => 97 + Number(d)))}`;
    const left = [];
    // The last one has no plan.
    for (const plan of [{ enquiries: 5, used: 1 }, { enquiries: 7, used: 5 }, undefined]) {
      const who = await caller(ctx.app, ctx.db);
      await ctx.db.update(users).set({ name }).where(eq(users.id, who.id));
      if (plan) await subscribe(ctx.db, who.id, plan);
      left.push({ id: who.id, remaining: plan ? plan.enquiries - plan.used : 0 });
    }

    const page = await get<AdminUsersPage>(
      `${adminUsersPaths.users}?q=${encodeURIComponent(name)}&page_size=100`,
    );
    const byId = new Map(page.items.map((user) => [user.id, user]));
    expect(page.total).toBe(3);
    for (const { id, remaining } of left) {
      expect(byId.get(id)).toMatchObject({
        remaining_enquiries: remaining,
        active_plan: remaining > 0,
      });
    }
  });

  it("searches a phone by as few as three of its digits", async () => {
    const who = await caller(ctx.app, ctx.db);
    const [row] = await ctx.db
      .select({ phone: users.mobileNumber })
      .from(users)
      .where(eq(users.id, who.id));
    const digits = row!.phone.slice(-3);
    const page = await get<AdminUsersPage>(`${adminUsersPaths.users}?q=${digits}&page_size=100`);
    expect(page.items.map((user) => user.id)).toContain(who.id);
    expect(page.items.every((user) => user.mobile_number.includes(digits))).toBe(true);
  });
});
