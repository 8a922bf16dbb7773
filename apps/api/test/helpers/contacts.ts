import { contactsPaths, contentPaths, type Maid, withTaxes } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/db/client.ts";
import { payments, subscriptions, users } from "../../src/db/schema.ts";
import type { ImageStorage } from "../../src/lib/storage/storage.ts";
import { type CreatedHelper, createHelpers } from "../../src/seed/factories/helper.ts";
import { uniqueCaller } from "./accounts.ts";
import { planOnSale } from "./payments.ts";
import { accessTokenFor, createUser } from "./users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let orders = 0;

export interface Caller {
  id: number;
  headers: { authorization: string };
  /** A client address of its own, so per-address route limits count this caller alone. */
  remoteAddress: string;
}

/** A user (or an admin) of its own with the Authorization header of a fresh login. */
export async function caller(
  app: FastifyInstance,
  db: Db,
  role: "user" | "admin" = "user",
): Promise<Caller> {
  const { phone, address } = uniqueCaller();
  const { id } = await createUser(db, { phone });
  if (role === "admin") await db.update(users).set({ role }).where(eq(users.id, id));
  const token = await accessTokenFor(app, db, { id, role });
  return { id, headers: { authorization: `Bearer ${token}` }, remoteAddress: address };
}

/**
 * A paid subscription written straight to the database: `enquiries` in all, `used` of them
 * spent, running from `startDaysAgo` days ago for `days` days (a negative end is in the past).
 */
export async function subscribe(
  db: Db,
  userId: number,
  options: { enquiries: number; used?: number; days?: number; startDaysAgo?: number },
) {
  const plan = await planOnSale(db);
  const taxed = withTaxes(plan.pricePaise);
  const startsAt = new Date(Date.now() - (options.startDaysAgo ?? 0) * DAY_MS - 1000);
  orders += 1;
  const tag = `${process.pid}_${Date.now()}_${orders}`;
  const [payment] = await db
    .insert(payments)
    .values({
      receipt: `rcpt_contacts_${tag}`,
      providerOrderId: `order_contacts_${tag}`,
      planId: plan.id,
      userId,
      amountPaise: taxed.amountPaise,
      cgstPaise: taxed.cgstPaise,
      sgstPaise: taxed.sgstPaise,
      totalPaise: taxed.totalPaise,
      enquiries: options.enquiries,
      tenureDays: options.days ?? 30,
      status: "paid",
      paidAt: startsAt,
    })
    .returning({ id: payments.id });
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      paymentId: payment!.id,
      enquiriesTotal: options.enquiries,
      enquiriesUsed: options.used ?? 0,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.days ?? 30) * DAY_MS),
    })
    .returning();
  return subscription!;
}

export function purchase(app: FastifyInstance, who: Caller | null, maidId: string) {
  return app.inject({
    method: "POST",
    url: contactsPaths.purchaseMaid,
    payload: { maid_id: maidId },
    ...(who && { headers: who.headers, remoteAddress: who.remoteAddress }),
  });
}

/** A household says whether it hired a helper it bought. */
export function answerOutcome(
  app: FastifyInstance,
  who: Pick<Caller, "headers">,
  body: { maid_id: string; outcome: string },
) {
  return app.inject({
    method: "POST",
    url: contactsPaths.contactOutcome,
    payload: body,
    headers: who.headers,
  });
}

export function report(
  app: FastifyInstance,
  who: Caller,
  body: { maid_id: string; reason: string; note?: string },
) {
  return app.inject({
    method: "POST",
    url: contactsPaths.contactReport,
    payload: body,
    headers: who.headers,
    remoteAddress: who.remoteAddress,
  });
}

export function decide(
  app: FastifyInstance,
  who: Caller | null,
  reportId: number,
  decision: "accepted" | "declined",
  reason?: string,
) {
  return app.inject({
    method: "POST",
    url: contactsPaths.adminContactReportDecisionOf(reportId),
    payload: reason === undefined ? { decision } : { decision, reason },
    ...(who && { headers: who.headers, remoteAddress: who.remoteAddress }),
  });
}

export async function usedOf(db: Db, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ used: subscriptions.enquiriesUsed })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row!.used;
}

/** Every answer that shows this helper to `who` (null: a visitor), with its cache header. */
export async function viewsOf(app: FastifyInstance, helper: CreatedHelper, who: Caller | null) {
  const headers = who ? who.headers : {};
  const search = `/api/user/search-maids?location=${helper.districtId}&sub_location=${helper.constituencyId}&page_size=100`;
  const answers = {
    details: await app.inject({
      method: "POST",
      url: "/api/user/maid-details",
      payload: { maid_id: helper.publicId },
      headers,
    }),
    search: await app.inject({ url: search, headers }),
    home: await app.inject({ url: contentPaths.homepage, headers }),
  };
  const find = (maids: Maid[]) => maids.find((m) => m.id === helper.publicId);
  return {
    details: {
      maid: answers.details.json() as Maid,
      cache: answers.details.headers["cache-control"],
    },
    search: {
      maid: find(answers.search.json().maids),
      cache: answers.search.headers["cache-control"],
    },
    home: { maid: find(answers.home.json().maids), cache: answers.home.headers["cache-control"] },
  };
}

export async function boughtHelper(
  app: FastifyInstance,
  context: { db: Db; storage: ImageStorage },
  seed: number,
) {
  const [helper] = await createHelpers(
    { db: context.db, storage: context.storage },
    { count: 1, seed },
  );
  const buyer = await caller(app, context.db);
  await subscribe(context.db, buyer.id, { enquiries: 2 });
  const answer = await purchase(app, buyer, helper!.publicId);
  expect(answer.statusCode, answer.body).toBe(200);
  return { helper: helper!, buyer };
}
