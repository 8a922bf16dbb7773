/**
 * The server the search benchmark drives, in its own process so the load generator does not
 * share its event loop. It first runs itself with BENCH_PHASE=seed, which seeds BENCH_HELPERS
 * helpers into a fresh database and prints the plans of a few searches; then, like a
 * production server started on an existing database (without the seeding's garbage in its
 * heap), it adds the two baseline routes and an uncached count and listens on a free loopback port.
 * It reports to the parent over IPC: { seeded }, then { ready: port }.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { searchFiltersSchema, searchMaidsQuerySchema } from "@sahayi/contract";
import { eq, fillPlaceholders, max, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { type Database, type Db, databaseTarget, openDatabase } from "../apps/api/src/db/client.ts";
import { helpers } from "../apps/api/src/db/schema.ts";
import {
  createSearch,
  searchStatements,
  searchValues,
  type Walk,
} from "../apps/api/src/features/catalog/search.ts";
import { SAMPLE_GSTIN } from "../apps/api/src/lib/billing/gstin.ts";
import { createCache } from "../apps/api/src/lib/cache.ts";
import { createLocalStorage, uploadsDir } from "../apps/api/src/lib/storage/storage.ts";
import { createHelpers } from "../apps/api/src/seed/factories/helper.ts";
import { loadReferenceIds } from "../apps/api/src/seed/factories/reference-ids.ts";
import { seedDatabase } from "../apps/api/src/seed/index.ts";

const helperCount = Number(process.env.BENCH_HELPERS ?? 100_000);
/** The factory makes up to this many helpers; copyHelpers makes the rest. */
const FACTORY_HELPERS_MAX = 100_000;
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  // The benchmark's demo data is bought through the sandbox, invoiced by the sample seller.
  ALLOW_SANDBOX_PAYMENTS: "1",
  INVOICE_SELLER_GSTIN: SAMPLE_GSTIN,
  LOG_LEVEL: "warn",
  SEED: "none",
  RATE_LIMIT_PER_MINUTE: "0",
  WEB_DIST: path.join(process.env.DATA_DIR ?? "", "no-web-build"),
});

// PostgreSQL runs one query per backend on one core, and this machine has two cores shared
// with Node and the load generator. The pool only needs enough connections to keep both cores
// busy while others wait on the network or on Node: the 50 HTTP connections queue inside
// postgres.js rather than as 50 backends fighting over two cores. 20 leaves room for the page
// and count queries a search runs side by side. Measured at 100,000 helpers, pools of 10, 20
// and 40 gave the same search throughput within noise (the run is CPU-bound), so 20 is not
// a bottleneck; BENCH_POOL tries other sizes.
const poolSize = Number(process.env.BENCH_POOL ?? 20);
const target = databaseTarget(config);
const openBenchDatabase = () =>
  openDatabase(target.kind === "postgres" ? { ...target, maxConnections: poolSize } : target);
const storage = createLocalStorage(uploadsDir(config.dataDir));

if (process.env.BENCH_PHASE === "seed") {
  await seed();
  process.exit(0);
}
await seedInAnotherProcess();
const database = await openBenchDatabase();

const app = await buildApp({ config, db: database.db, storage });
app.get("/bench/json", () => ({ ok: true }));
// The count a search runs when its filters' count is not cached, always uncached here.
const { countMaids } = createSearch(database.db, config.verificationValidDays);
const uncached = createCache<Walk>({ ttlMs: 0 });
app.get<{ Querystring: Record<string, string> }>("/bench/count", async (request) => ({
  total: await countMaids(searchFiltersSchema.parse(request.query), uncached),
}));
app.get<{ Params: { id: string } }>("/bench/helper/:id", async (request, reply) => {
  const [row] = await oneHelper(database.db, Number(request.params.id));
  return row ?? reply.code(404).send({ error: "no such helper", code: "NOT_FOUND" });
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.send?.({
  ready: typeof address === "object" && address ? address.port : 0,
  rssMb: process.memoryUsage().rss / 2 ** 20,
});

process.on("disconnect", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

async function seed() {
  const database = await openBenchDatabase();
  await database.migrate();
  await seedDatabase(database.db, storage, {});

  const seedStart = performance.now();
  await createHelpers(
    { db: database.db, storage },
    {
      count: Math.min(helperCount, FACTORY_HELPERS_MAX),
      images: "pool",
      batchSize: 1000,
      maxGallery: 3,
      seed: 1,
      spacingMs: 60_000,
    },
  );
  await copyHelpers(database.db, helperCount - FACTORY_HELPERS_MAX);
  // Confirmations spread over the last 75 days, as a live catalogue's would be (decision 045):
  // about a fifth past the drop-out, and many helpers sharing each day.
  await database.db.execute(
    sql`update helpers set availability_confirmed_on = (now() at time zone 'Asia/Kolkata')::date - (id * 13) % 75`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // A live PostgreSQL database has been vacuumed by autovacuum; right after a bulk load the
  // visibility map is empty, index-only scans read the heap, and autovacuum would wake in the
  // middle of a measured run. (PGlite has no autovacuum: a PGlite deployment is only in this
  // state if something runs VACUUM.)
  const vacuumStart = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  process.send?.({
    seeded: {
      helpers: helperCount,
      seconds: seedSeconds,
      vacuumSeconds: (performance.now() - vacuumStart) / 1000,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    },
  });

  await printPlans(database);
  await database.close();
}

/**
 * Helpers beyond FACTORY_HELPERS_MAX are copies of the ones the factory made, written by one
 * INSERT … SELECT inside the database: a million helpers through the factory would take most
 * of an hour, and the copies keep the factory's mix of districts, ages, categories ... Each
 * copy gets its own public id and phone number and comes after (is newer than) the originals.
 */
async function copyHelpers(db: Db, copies: number) {
  if (copies <= 0) return;
  await db.execute(sql`
    insert into helpers (public_id, name, mobile_number, whatsapp_number, email, address,
      district_id, constituency_id, pincode, date_of_birth, gender, caste_id, language_id,
      shift_id, experience_years, about, accommodation, profile_image, category_ids, gallery,
      status, privacy_policy_version, privacy_policy_accepted_at, created_at, reviewed_at,
      updated_at)
    select 'B' || lpad(n::text, 11, '0'), h.name, (7000000000 + n)::text,
      (7000000000 + n)::text, h.email, h.address, h.district_id, h.constituency_id, h.pincode,
      h.date_of_birth, h.gender, h.caste_id, h.language_id, h.shift_id, h.experience_years,
      h.about, h.accommodation, h.profile_image, h.category_ids, h.gallery, h.status,
      h.privacy_policy_version, h.privacy_policy_accepted_at,
      now() + n * interval '1 second', h.reviewed_at, h.updated_at
    from generate_series(1, ${copies}::integer) as n
    join helpers h on h.id = (select min(id) from helpers) + (n - 1) % ${FACTORY_HELPERS_MAX}::integer
    order by n`);
}

function seedInAnotherProcess() {
  const child = fork(import.meta.filename, {
    // The same TypeScript loader and contract source as this process.
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_PHASE: "seed" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.on("message", (message) => process.send?.(message));
  return new Promise<void>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding exited with ${code}`)),
    ),
  );
}

function oneHelper(db: Db, id: number) {
  return db
    .select({
      id: helpers.id,
      publicId: helpers.publicId,
      name: helpers.name,
      dateOfBirth: helpers.dateOfBirth,
    })
    .from(helpers)
    .where(eq(helpers.id, id));
}

/** EXPLAIN ANALYZE of the exact statements search runs, for a few typical filter sets. */
async function printPlans({ db, kind }: Database) {
  const reference = await loadReferenceIds(db);
  const district = reference.districts[0]!;
  const examples: Record<string, Record<string, unknown>> = {
    "no filters, page 1": {},
    "district + gender": { location: district.id, gender: "female" },
    "constituency + age, page 3": {
      location: district.id,
      sub_location: district.constituencies[0]!.id,
      age: "30-40",
      page: 3,
    },
    "expertise + shift": { category: reference.categories[1]!.id, shift: reference.shifts[0]!.id },
    "most experienced, page 2": { sort: "experience", page: 2 },
    "district + age, most experienced": {
      location: district.id,
      age: "40-50",
      sort: "experience",
    },
    "verified, district": { verified: "1", location: district.id },
    "recently confirmed, page 2": { sort: "confirmed", page: 2 },
    "district + gender, recently confirmed": {
      location: district.id,
      gender: "female",
      sort: "confirmed",
    },
    "not confirmed lately too": { include_unconfirmed: "1" },
  };
  // Far pages start after an anchor (docs/decisions/035): these two start after the 1,800th
  // newest helper and skip 180 more, as page 100 does with an anchor every 200 matches.
  const [last] = await db.select({ id: max(helpers.id) }).from(helpers);
  const anchorId = (last?.id ?? 0) - 1800;
  const anchored: Record<string, Record<string, unknown>> = {
    "no filters, page 100 after its anchor": { page: 10, after_id: anchorId },
    "female, most experienced, page 100 after its anchor": {
      gender: "female",
      sort: "experience",
      page: 10,
      after_id: anchorId,
      after_years: 5,
    },
  };
  const client = (db as unknown as { $client: ExplainClient }).$client;
  for (const [name, raw] of Object.entries({ ...examples, ...anchored })) {
    const { after_id: afterId, after_years: afterYears, ...query } = raw;
    const parsed = searchMaidsQuerySchema.parse(query);
    const filters = searchValues(parsed);
    const after: Record<string, number> = {};
    if (afterId !== undefined) after.after_id = Number(afterId);
    if (afterYears !== undefined) after.after_years = Number(afterYears);
    const paged = {
      ...filters,
      ...after,
      limit: parsed.page_size,
      offset: (parsed.page - 1) * parsed.page_size,
    };
    const statements = searchStatements(db, paged, parsed.sort, config.verificationValidDays);
    for (const [part, query] of Object.entries(statements)) {
      // An anchored page's walk is the one of the same filters, shown above.
      if (part === "walk" && afterId !== undefined) continue;
      const values = part === "page" ? paged : filters;
      const { sql: text, params: placeholders } = query.toSQL();
      const params = fillPlaceholders(placeholders, values);
      const plan = await explain(
        client,
        kind,
        `explain (analyze, buffers off, costs off) ${text}`,
        params,
      );
      const indexes = [...new Set(plan.match(/\w+_idx|\w+_pkey/g) ?? [])];
      const partial = indexes.some((i) => /^helpers_(approved_\w+|status)_idx$/.test(i));
      const seqScans = [...new Set(plan.match(/Seq Scan on \w+/g) ?? [])];
      const time = plan.match(/Execution Time: ([\d.]+ ms)/)?.[1] ?? "?";
      console.log(
        `\n  plan: ${name} (${part}) ${time}; helpers partial/status index used: ${partial ? "yes" : "NO"}` +
          `\n    indexes: ${indexes.join(", ") || "none"}; ${seqScans.join(", ") || "no seq scans"}`,
      );
      if (process.env.BENCH_PLANS !== "short") console.log(plan.replace(/^/gm, "    | "));
    }
  }
}

interface ExplainClient {
  unsafe?: (text: string, params: unknown[]) => Promise<Record<string, string>[]>;
  query?: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }>;
}

async function explain(client: ExplainClient, kind: string, text: string, params: unknown[]) {
  const rows =
    kind === "postgres"
      ? await client.unsafe!(text, params)
      : (await client.query!(text, params)).rows;
  return rows.map((row) => Object.values(row)[0]).join("\n");
}
