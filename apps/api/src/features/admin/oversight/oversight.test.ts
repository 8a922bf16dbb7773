import { adminOversightPaths, DASHBOARD_DAYS, withTaxes } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCaller } from "../../../../test/helpers/admin.ts";
import { caller, purchase, subscribe } from "../../../../test/helpers/contacts.ts";
import { planOnSale } from "../../../../test/helpers/payments.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import {
  adminAuditLog,
  contactReports,
  contactReveals,
  helpers,
  payments,
  users,
} from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";
import { auditedChange } from "../audit.ts";
import { dashboard, indiaPeriods } from "./dashboard.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
const factory = () => ({ db: ctx.db, storage: ctx.storage });
const DAY_MS = 24 * 60 * 60 * 1000;

/** India's date of an instant, by the time-zone database (the code under test does its own sums). */
const indiaDate = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(at);

async function get(url: string) {
  const admin = await adminCaller(ctx.app, ctx.db);
  return ctx.app.inject({ url, headers: admin.headers });
}

describe("indiaPeriods", () => {
  it("starts India's day at 18:30 UTC, its week on Monday and its month on the 1st", () => {
    // Wednesday 5 March 2031, 09:30 in India.
    const periods = indiaPeriods(new Date("2031-03-05T04:00:00Z"));
    expect(periods.today.toISOString()).toBe("2031-03-04T18:30:00.000Z");
    expect(periods.week.toISOString()).toBe("2031-03-02T18:30:00.000Z");
    expect(periods.month.toISOString()).toBe("2031-02-28T18:30:00.000Z");
    expect(periods.chartDays).toHaveLength(DASHBOARD_DAYS);
    expect(periods.chartDays.at(-1)).toBe("2031-03-05");
    expect(periods.chartStart.toISOString()).toBe("2031-02-19T18:30:00.000Z");
    // Just after midnight in India it is already the next day (and here a new week).
    const monday = indiaPeriods(new Date("2031-03-09T18:30:00Z"));
    expect(monday.today.toISOString()).toBe("2031-03-09T18:30:00.000Z");
    expect(monday.week).toEqual(monday.today);
    // A Sunday belongs to the week that began six days before.
    const sunday = indiaPeriods(new Date("2031-03-09T18:29:59Z"));
    expect(sunday.week.toISOString()).toBe("2031-03-02T18:30:00.000Z");
    // Each chart day is the one before the next, by India's calendar.
    for (const [index, day] of periods.chartDays.entries()) {
      expect(day).toBe(indiaDate(new Date(periods.chartStart.getTime() + index * DAY_MS)));
    }
  });
});

describe("the dashboard", () => {
  // A moment after everything the other tests make, so only this test's rows fall in its days.
  const NOW = new Date("2031-03-05T04:00:00Z");
  // Around the boundaries of India's day, week and month, and of the charts' first day.
  const moments = [
    "2031-03-04T18:29:59Z",
    "2031-03-04T18:30:00Z",
    "2031-03-02T18:29:59Z",
    "2031-03-02T18:30:00Z",
    "2031-02-28T18:29:59Z",
    "2031-02-28T18:30:00Z",
    "2031-02-19T18:29:59Z",
    "2031-02-19T18:30:00Z",
    "2031-03-05T03:59:00Z",
  ].map((at) => new Date(at));

  it("counts what waits and sums what happened by India's days, computed from the rows", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    await createHelper(factory(), { status: "pending" });
    const plan = await planOnSale(ctx.db);
    for (const [index, at] of moments.entries()) {
      const who = await caller(ctx.app, ctx.db);
      await ctx.db.update(users).set({ createdAt: at }).where(eq(users.id, who.id));
      await ctx.db.insert(contactReveals).values({
        userId: who.id,
        helperId: helper.id,
        spentEnquiry: true,
        createdAt: at,
      });
      const taxed = withTaxes(plan.pricePaise + index * 100);
      // Paid, failed and still open orders: only the paid ones are revenue.
      for (const status of ["paid", "failed", "created"] as const) {
        await ctx.db.insert(payments).values({
          receipt: `rcpt_dashboard_${index}_${status}`,
          providerOrderId: `order_dashboard_${index}_${status}`,
          planId: plan.id,
          userId: who.id,
          amountPaise: taxed.amountPaise,
          cgstPaise: taxed.cgstPaise,
          sgstPaise: taxed.sgstPaise,
          totalPaise: taxed.totalPaise,
          status,
          createdAt: at,
          paidAt: status === "paid" ? at : null,
        });
      }
    }

    const answer = await dashboard(ctx.db, NOW);

    const today = indiaDate(NOW);
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, back) =>
      indiaDate(new Date(NOW.getTime() - (DASHBOARD_DAYS - 1 - back) * DAY_MS)),
    );
    // The week began on the last Monday up to today.
    const monday = days.filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1).at(-1);
    const perDay = <T>(rows: T[], at: (row: T) => Date | null, value: (row: T) => number) =>
      days.map((day) => ({
        day,
        value: rows
          .filter((row) => at(row) !== null && indiaDate(at(row)!) === day)
          .reduce((sum, row) => sum + value(row), 0),
      }));
    const allUsers = await ctx.db.select().from(users);
    const paid = (await ctx.db.select().from(payments)).filter((row) => row.status === "paid");
    const revenueFrom = (first: string) =>
      paid
        .filter((row) => indiaDate(row.paidAt!) >= first)
        .reduce((sum, row) => sum + row.totalPaise, 0);

    expect(answer).toEqual({
      registrations_waiting: (await ctx.db.select().from(helpers)).filter(
        (row) => row.status === "pending",
      ).length,
      reports_waiting: (await ctx.db.select().from(contactReports)).filter(
        (row) => row.status === "pending",
      ).length,
      new_users_today: allUsers.filter((row) => indiaDate(row.createdAt) === today).length,
      new_users_this_week: allUsers.filter((row) => indiaDate(row.createdAt) >= monday!).length,
      revenue_this_week_paise: revenueFrom(monday!),
      revenue_this_month_paise: revenueFrom(`${today.slice(0, 8)}01`),
      reveals_per_day: perDay(
        await ctx.db.select().from(contactReveals),
        (row) => row.createdAt,
        () => 1,
      ),
      new_users_per_day: perDay(
        allUsers,
        (row) => row.createdAt,
        () => 1,
      ),
      revenue_per_day_paise: perDay(
        paid,
        (row) => row.paidAt,
        (row) => row.totalPaise,
      ),
    });
    // The moments were chosen so each figure has something to count, and something not to.
    expect(answer.new_users_today).toBe(2);
    expect(answer.new_users_this_week).toBe(4);
    expect(answer.reveals_per_day[0]).toEqual({ day: "2031-02-20", value: 1 });
    expect(answer.registrations_waiting).toBeGreaterThan(0);
  });

  it("answers the admin over HTTP with today's figures", async () => {
    const answer = await get(adminOversightPaths.dashboard);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const body = answer.json();
    expect(body.reveals_per_day.map((d: { day: string }) => d.day)).toEqual(
      indiaPeriods(new Date()).chartDays,
    );
  });
});

describe("the audit log", () => {
  it("pages every admin change, newest first, narrowed to one thing, with the admin's name", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const [me] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    for (const step of [1, 2, 3]) {
      await auditedChange(ctx.db, admin.id, async () => ({
        result: null,
        audit: {
          action: `step-${step}`,
          entity: "audit_log_test",
          entityId: "thing-1",
          before: { step: step - 1 },
          after: { step },
          reason: step === 2 ? "the second" : null,
        },
      }));
    }
    const query = `?entity=audit_log_test&entity_id=thing-1`;
    const answer = await ctx.app.inject({
      url: `${adminOversightPaths.auditLog}${query}&page_size=2`,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.items).toMatchObject([
      { action: "step-3", admin_name: me!.name, admin_user_id: admin.id, after: { step: 3 } },
      { action: "step-2", reason: "the second", before: { step: 1 } },
    ]);
    const second = await ctx.app.inject({
      url: `${adminOversightPaths.auditLog}${query}&page_size=2&page=2`,
      headers: admin.headers,
    });
    expect(second.json().items.map((item: { action: string }) => item.action)).toEqual(["step-1"]);
    const oldestFirst = await ctx.app.inject({
      url: `${adminOversightPaths.auditLog}${query}&order=asc`,
      headers: admin.headers,
    });
    expect(oldestFirst.json().items.map((item: { action: string }) => item.action)).toEqual([
      "step-1",
      "step-2",
      "step-3",
    ]);
    const stored = await ctx.db.select().from(adminAuditLog);
    const everything = await get(`${adminOversightPaths.auditLog}?page_size=100`);
    expect(everything.json().total).toBe(stored.length);
  });

  it("refuses a bad sort or page with 400 and its message", async () => {
    const answer = await get(`${adminOversightPaths.auditLog}?sort=password&page=0`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toMatchObject({
      sort: "Sort must be one of created_at, action, entity.",
      page: "Page must be a whole number from 1.",
    });
  });
});

describe("who revealed a helper's contact", () => {
  it("lists each reveal with the user's name and phone, newest first", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    const buyers = [];
    for (const _ of [1, 2]) {
      const who = await caller(ctx.app, ctx.db);
      await subscribe(ctx.db, who.id, { enquiries: 2 });
      expect((await purchase(ctx.app, who, helper.publicId)).statusCode).toBe(200);
      buyers.push(who);
    }
    // A second reveal by the first buyer costs nothing and is logged as such.
    expect((await purchase(ctx.app, buyers[0]!, helper.publicId)).statusCode).toBe(200);
    const answer = await get(adminOversightPaths.helperRevealsOf(helper.publicId));
    expect(answer.statusCode).toBe(200);
    const rows = await ctx.db
      .select({ reveal: contactReveals, name: users.name, phone: users.mobileNumber })
      .from(contactReveals)
      .innerJoin(users, eq(users.id, contactReveals.userId))
      .where(eq(contactReveals.helperId, helper.id));
    expect(answer.json()).toEqual({
      total: 3,
      page: 1,
      page_size: 20,
      items: rows
        .sort(
          (a, b) =>
            b.reveal.createdAt.getTime() - a.reveal.createdAt.getTime() ||
            b.reveal.id - a.reveal.id,
        )
        .map(({ reveal, name, phone }) => ({
          id: reveal.id,
          user_id: reveal.userId,
          user_name: name,
          user_phone: phone,
          spent_enquiry: reveal.spentEnquiry,
          created_at: reveal.createdAt.toISOString(),
        })),
    });
    expect(
      answer
        .json()
        .items.map((item: { user_id: number; spent_enquiry: boolean }) => [
          item.user_id,
          item.spent_enquiry,
        ]),
    ).toEqual([
      [buyers[0]!.id, false],
      [buyers[1]!.id, true],
      [buyers[0]!.id, true],
    ]);
  });

  it("answers 404 for an unknown helper and 400 for a malformed id", async () => {
    expect((await get(adminOversightPaths.helperRevealsOf("NoSuchHelper1"))).statusCode).toBe(404);
    expect((await get(adminOversightPaths.helperRevealsOf("no"))).statusCode).toBe(400);
  });
});
