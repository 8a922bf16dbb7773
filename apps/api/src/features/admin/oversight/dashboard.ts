import { type AdminDashboard, DASHBOARD_DAYS, type DashboardDay } from "@sahayi/contract";
import { and, count, eq, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { contactReports, contactReveals, helpers, payments, users } from "../../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * India's clock, UTC+05:30 all year (no daylight saving), fixed here rather than read from
 * the database's time-zone files: an operator's "today" and "this week" are Kerala's, whatever
 * zone the server or the database session runs in.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The instants where India's day, week (from Monday) and month began, for `now`. */
export function indiaPeriods(now: Date) {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const dayStartLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return {
    today: new Date(dayStartLocal - IST_OFFSET_MS),
    week: new Date(dayStartLocal - sinceMonday * DAY_MS - IST_OFFSET_MS),
    month: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS),
    /** The first of the charts' days. */
    chartStart: new Date(dayStartLocal - (DASHBOARD_DAYS - 1) * DAY_MS - IST_OFFSET_MS),
    /** The charts' days as India names them (YYYY-MM-DD), oldest first. */
    chartDays: Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
      new Date(dayStartLocal - (DASHBOARD_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
    ),
  };
}

/** The day in India of a timestamp column, as text (YYYY-MM-DD). */
const indiaDay = (column: PgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** Every chart day with its figure, 0 where the query found nothing. */
function fillDays(days: string[], rows: { day: string; value: number }[]): DashboardDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

const paidSince = (since: Date): SQL =>
  and(eq(payments.status, "paid"), gte(payments.paidAt, since)) as SQL;
const revenue = sql<number>`coalesce(sum(${payments.totalPaise}), 0)`.mapWith(Number);

/** What an operator checks every morning, in one answer. */
export async function dashboard(db: Db, now: Date = new Date()): Promise<AdminDashboard> {
  const period = indiaPeriods(now);
  // An aggregate without GROUP BY always answers one row.
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const perDay = async (query: Promise<{ day: string; value: number }[]>) =>
    fillDays(period.chartDays, await query);

  const [
    registrationsWaiting,
    reportsWaiting,
    newUsersToday,
    newUsersThisWeek,
    [week],
    [month],
    revealsPerDay,
    newUsersPerDay,
    revenuePerDay,
  ] = await Promise.all([
    countOf(db.select({ n: count() }).from(helpers).where(eq(helpers.status, "pending"))),
    countOf(
      db.select({ n: count() }).from(contactReports).where(eq(contactReports.status, "pending")),
    ),
    countOf(db.select({ n: count() }).from(users).where(gte(users.createdAt, period.today))),
    countOf(db.select({ n: count() }).from(users).where(gte(users.createdAt, period.week))),
    db.select({ paise: revenue }).from(payments).where(paidSince(period.week)),
    db.select({ paise: revenue }).from(payments).where(paidSince(period.month)),
    perDay(
      db
        .select({ day: indiaDay(contactReveals.createdAt), value: count() })
        .from(contactReveals)
        .where(gte(contactReveals.createdAt, period.chartStart))
        .groupBy(indiaDay(contactReveals.createdAt)),
    ),
    perDay(
      db
        .select({ day: indiaDay(users.createdAt), value: count() })
        .from(users)
        .where(gte(users.createdAt, period.chartStart))
        .groupBy(indiaDay(users.createdAt)),
    ),
    perDay(
      db
        .select({ day: indiaDay(payments.paidAt), value: revenue })
        .from(payments)
        .where(paidSince(period.chartStart))
        .groupBy(indiaDay(payments.paidAt)),
    ),
  ]);
  return {
    registrations_waiting: registrationsWaiting,
    reports_waiting: reportsWaiting,
    new_users_today: newUsersToday,
    new_users_this_week: newUsersThisWeek,
    revenue_this_week_paise: week!.paise,
    revenue_this_month_paise: month!.paise,
    reveals_per_day: revealsPerDay,
    new_users_per_day: newUsersPerDay,
    revenue_per_day_paise: revenuePerDay,
  };
}
