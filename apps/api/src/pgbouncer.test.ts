import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { accountsPaths } from "@sahayi/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { multipartBody, pngWithGps, signUpForm } from "../test/helpers/accounts.ts";
import { caller, purchase } from "../test/helpers/contacts.ts";
import { orderPlan, planOnSale, sandboxPay, verify } from "../test/helpers/payments.ts";
import { type Pgbouncer, startPgbouncer } from "../test/helpers/servers/pgbouncer.ts";
import { type Cluster, createCluster } from "../test/helpers/servers/postgres-cluster.ts";
import { beforeAllOrFail, testConfig } from "../test/helpers/test-app.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { type Database, databaseTarget, openDatabase } from "./db/client.ts";
import { subscriptions, users } from "./db/schema.ts";
import { createLocalStorage, type ImageStorage, uploadsDir } from "./lib/storage/storage.ts";
import { createHelpers } from "./seed/factories/helper.ts";
import { seedDatabase } from "./seed/index.ts";

/** Buyers at once: more than the pooler's two server connections, so they take turns. */
const BUYERS = 8;

let cluster: Cluster;
let bouncer: Pgbouncer;
let dataDir: string;
let storage: ImageStorage;
let database: Database;
let app: FastifyInstance;
const opened: Database[] = [];

/** The database through pgbouncer, as DATABASE_URL and DATABASE_PREPARE make it. */
async function throughPooler(prepare: "0" | "1") {
  const config = loadConfig({ DATABASE_URL: bouncer.url, DATABASE_PREPARE: prepare });
  const opening = await openDatabase(databaseTarget(config));
  opened.push(opening);
  return opening;
}

beforeAllOrFail(async () => {
  cluster = await createCluster();
  await cluster.start();
  bouncer = await startPgbouncer(cluster.url);
  dataDir = await mkdtemp(path.join(tmpdir(), "sahayi-pgbouncer-"));
  storage = createLocalStorage(uploadsDir(dataDir));
  // Two processes starting at once: the start-up lock lets one migrate and seed, through the pooler.
  const starting = [await throughPooler("0"), await throughPooler("0")];
  await Promise.all(
    starting.map((each) =>
      each.withStartupLock(async () => {
        await each.migrate();
        await seedDatabase(each.db, storage);
      }),
    ),
  );
  database = starting[0]!;
  app = await buildApp({ config: testConfig({ dataDir }), db: database.db, storage });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const each of opened) await each.close();
  await bouncer?.stop();
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("PostgreSQL behind pgbouncer in transaction mode, DATABASE_PREPARE=0", () => {
  it("signs a user up with a photo", async () => {
    const { caller: who, fields } = await signUpForm(app);
    const body = multipartBody(fields, { name: "profile_picture", data: await pngWithGps() });
    const answer = await app.inject({ method: "POST", url: accountsPaths.signUp, ...body });
    expect(answer.statusCode, answer.body).toBe(201);
    const rows = await database.db.select().from(users).where(eq(users.mobileNumber, who.phone));
    expect(rows).toHaveLength(1);
  });

  it("finds helpers, and lets buyers pay for a plan and reveal a number, many at once", async () => {
    const helpers = await createHelpers({ db: database.db, storage }, { count: 3, seed: 9_031 });
    const [helper] = helpers;
    const search = await app.inject({
      url: `/api/user/search-maids?location=${helper!.districtId}&sub_location=${helper!.constituencyId}&page_size=100`,
    });
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json().maids.map((maid: { id: string }) => maid.id);
    const expected = helpers.filter((h) => h.constituencyId === helper!.constituencyId);
    for (const each of expected) expect(found).toContain(each.publicId);

    const plan = await planOnSale(database.db);
    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const who = await caller(app, database.db);
        const order = await orderPlan(app, { ...who, phone: "" }, plan.id);
        const paid = await verify(app, await sandboxPay(app, order.razorpay_order_id), who.headers);
        expect(paid.statusCode, paid.body).toBe(200);
        const revealed = await purchase(app, who, helper!.publicId);
        expect(revealed.statusCode, revealed.body).toBe(200);
        expect(revealed.json().mobile_number).toBe(helper!.mobileNumber);
        return who.id;
      }),
    );
    // Each buyer has the plan, granted once, with one enquiry spent.
    const rows = await database.db
      .select({ userId: subscriptions.userId, used: subscriptions.enquiriesUsed })
      .from(subscriptions)
      .where(sql`${subscriptions.userId} in ${outcomes}`);
    expect(rows.sort((a, b) => a.userId - b.userId)).toEqual(
      outcomes.sort((a, b) => a - b).map((userId) => ({ userId, used: 1 })),
    );
  }, 60_000);
});
