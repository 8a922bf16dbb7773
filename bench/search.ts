/**
 * Search benchmark (npm run bench:search). For each database (PGlite, and PostgreSQL when
 * DATABASE_URL is set or a local PostgreSQL can be started), it starts bench/server.ts on a
 * fresh database with BENCH_HELPERS helpers, then drives three routes on loopback with
 * BENCH_CONNECTIONS connections for BENCH_SECONDS each (in BENCH_ROUNDS turns), after
 * BENCH_WARMUP_SECONDS of search: a trivial JSON route, one helper by primary key,
 * /api/user/search-maids with a fixed mix of filters (its counts come from the cache), and
 * the same route with a new random filter combination, order and page on every request
 * (cold counts); then, for a few broad filters, pages 1, 100 and 500 and the uncached count
 * (docs/decisions/035). Helpers past the first 100,000 are copied in SQL (bench/server.ts),
 * so BENCH_HELPERS=1000000 seeds in minutes. Any error or non-2xx answer makes it exit with 1; a missed target does not.
 *
 *   npm run bench -- --db=pglite|postgres|both   (or BENCH_DB=...)
 */
import { execFileSync, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { freePort } from "./free-port.ts";
import { randomSearch, searchLists, searchMix } from "./search-mix.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const helperCount = Number(process.env.BENCH_HELPERS ?? 100_000);
const which =
  process.argv.find((arg) => arg.startsWith("--db="))?.slice(5) ?? process.env.BENCH_DB ?? "both";
const root = path.resolve(import.meta.dirname, "..");
/** Targets of the catalogue issue, against PostgreSQL at 50 connections. */
const TARGET_P99_MS = 50;
const TARGET_RATIO_TO_ONE_ROW = 0.5;
/** Random searches: p99 at most this many times the one-row read's, in the same run. */
const TARGET_RANDOM_P99_TO_ONE_ROW = 2;

interface Scenario {
  name: string;
  requests: { method: "GET"; path: string }[];
  /** Draws each request's path anew (autocannon's setupRequest). */
  drawPath?: () => string;
}

interface Figures {
  name: string;
  rps: number;
  /** Lowest and highest req/s of the rounds. */
  spread: [number, number];
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

if (!["pglite", "postgres", "both"].includes(which)) {
  console.error(`--db=${which}: expected pglite, postgres or both`);
  process.exit(2);
}

/** Whatever must be undone if the run stops half-way (Ctrl-C or a thrown error). */
const cleanups: (() => void)[] = [];
function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      undo();
    } catch {
      // Best effort: the rest must still run.
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

let failed = false;
try {
  if (which !== "postgres") await runOn("PGlite", undefined);
  if (which !== "pglite") {
    const url = await postgresForBench();
    if (url) await runOn("PostgreSQL", url);
    else console.log("\nPostgreSQL: skipped (set DATABASE_URL or install postgresql)");
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  cleanUp();
}
process.exit(failed ? 1 : 0);

async function runOn(label: string, databaseUrl: string | undefined) {
  console.log(`\n== ${label}: ${helperCount.toLocaleString("en")} helpers ==`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahayi-bench-"));
  const server = fork(path.join(root, "bench/server.ts"), {
    // The same TypeScript loader and contract source as this process.
    execArgv: process.execArgv,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = () => {
    if (server.connected) server.disconnect();
    else server.kill();
  };
  // Both are harmless to repeat, so they stay registered after the finally below.
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), stop);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.on(
        "message",
        (message: { seeded?: Record<string, number>; ready?: number; rssMb?: number }) => {
          if (message.seeded) {
            const { seconds: s = 0, vacuumSeconds = 0, rssMb = 0 } = message.seeded;
            console.log(
              `  seeded in ${s.toFixed(1)} s, vacuum analyze ${vacuumSeconds.toFixed(1)} s; ` +
                `seeding process RSS ${rssMb.toFixed(0)} MB`,
            );
          }
          if (message.ready) {
            console.log(`  server RSS when ready to serve ${(message.rssMb ?? 0).toFixed(0)} MB`);
            resolve(message.ready);
          }
        },
      );
      server.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const mix = await searchMix(base);
    const lists = await searchLists(base);
    const scenarios: Scenario[] = [
      { name: "trivial JSON", requests: [{ method: "GET", path: "/bench/json" }] },
      {
        name: "one helper by id",
        requests: Array.from({ length: 200 }, (_, i) => ({
          method: "GET" as const,
          path: `/bench/helper/${1 + ((i * 7919) % helperCount)}`,
        })),
      },
      {
        name: `search mix (${mix.length})`,
        requests: mix.map((p) => ({ method: "GET" as const, path: p })),
      },
      {
        name: "search random (cold)",
        // A sample to check before the load; under load every request draws its own.
        requests: Array.from({ length: 100 }, () => ({
          method: "GET" as const,
          path: randomSearch(lists),
        })),
        drawPath: () => randomSearch(lists),
      },
      ...broadScenarios(),
    ];
    for (const scenario of scenarios) await expectOk(base, scenario);
    // Warm-up: JIT, connection pool, database caches and the search count cache.
    if (warmupSeconds > 0) await load(base, scenarios[2]!, warmupSeconds);
    // Scenarios take turns in short rounds, so a burst of other work on the machine falls on
    // all three rather than on one, and the ratios stay meaningful.
    const rounds: Figures[][] = scenarios.map(() => []);
    for (let round = 0; round < roundCount; round++) {
      for (const [i, scenario] of scenarios.entries()) {
        rounds[i]!.push(await load(base, scenario, seconds / roundCount));
      }
    }
    report(label, rounds.map(median));
    await slowestSearches(base, mix);
    await broadAlone(base, scenarios.slice(4));
    // Other work on the machine skews every figure; this says how busy it was meanwhile.
    console.log(
      `  load average after the run (1/5 min): ${loadavg()
        .slice(0, 2)
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
  } finally {
    stop();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Filters that match most helpers, where deep pages and counts cost the most: pages 1, 100
 * and 500 of each (counts cached, as for a visitor paging on), and each one's count uncached.
 */
function broadScenarios(): Scenario[] {
  const broad: Record<string, string>[] = [
    {},
    { sort: "experience" },
    { gender: "female" },
    { gender: "female", sort: "experience" },
    { age: "30-40" },
    { experience: "3-5", sort: "experience" },
  ];
  const paths = (route: string, extra: Record<string, string>) =>
    broad.map((filters) => ({
      method: "GET" as const,
      path: `${route}?${new URLSearchParams({ ...filters, ...extra })}`,
    }));
  return [
    { name: "broad, page 1", requests: paths("/api/user/search-maids", { page: "1" }) },
    { name: "broad, page 100", requests: paths("/api/user/search-maids", { page: "100" }) },
    // The last page the pager offers when the total is capped (docs/decisions/035).
    { name: "broad, page 500", requests: paths("/api/user/search-maids", { page: "500" }) },
    { name: "broad, cold count", requests: paths("/bench/count", {}) },
  ];
}

/** Every path answers 200 once before the load, so a broken filter fails with its URL. */
async function expectOk(base: string, scenario: Scenario) {
  for (const { path: p } of scenario.requests) {
    const response = await fetch(base + p);
    if (!response.ok) {
      throw new Error(
        `${scenario.name}: ${p} answered ${response.status} ${await response.text()}`,
      );
    }
  }
}

async function load(base: string, scenario: Scenario, duration: number): Promise<Figures> {
  const { drawPath } = scenario;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: drawPath
      ? [
          {
            method: "GET",
            setupRequest: (request) => ({ ...request, path: drawPath() }),
          },
        ]
      : scenario.requests,
  });
  return {
    name: scenario.name,
    rps: result.requests.average,
    spread: [result.requests.average, result.requests.average],
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Median of each figure over the rounds; errors are summed, since any one counts. */
function median(rounds: Figures[]): Figures {
  const middle = (pick: (f: Figures) => number) =>
    rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  const sum = (pick: (f: Figures) => number) => rounds.reduce((total, f) => total + pick(f), 0);
  const rps = rounds.map((f) => f.rps);
  return {
    name: rounds[0]!.name,
    rps: middle((f) => f.rps),
    spread: [Math.min(...rps), Math.max(...rps)],
    p50: middle((f) => f.p50),
    p99: middle((f) => f.p99),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
  };
}

function report(label: string, results: Figures[]) {
  console.log(
    `\n  ${label}, ${connections} connections, ${roundCount} rounds of ${seconds / roundCount} s ` +
      "per scenario (medians; req/s range over the rounds)",
  );
  console.log("  scenario                req/s      range   p50 ms   p99 ms   errors   non-2xx");
  for (const r of results) {
    const range = `${r.spread[0].toFixed(0)}-${r.spread[1].toFixed(0)}`;
    console.log(
      `  ${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(8)} ${range.padStart(10)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(9)}`,
    );
  }
  const [json, oneRow, search, random, ...broad] = results as [
    Figures,
    Figures,
    Figures,
    Figures,
    ...Figures[],
  ];
  const ratio = search.rps / oneRow.rps;
  const randomRatio = random.rps / oneRow.rps;
  const randomP99Ratio = random.p99 / oneRow.p99;
  console.log(
    `  search / one row: ${ratio.toFixed(2)}   search / JSON: ${(search.rps / json.rps).toFixed(2)}   ` +
      `random / one row: ${randomRatio.toFixed(2)} (p99 ${randomP99Ratio.toFixed(2)} x)`,
  );
  for (const figures of broad) {
    console.log(
      `  ${figures.name} / one row: ${(figures.rps / oneRow.rps).toFixed(2)} ` +
        `(p99 ${(figures.p99 / oneRow.p99).toFixed(2)} x)`,
    );
  }
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  const forPostgres = label === "PostgreSQL" ? "" : " (the targets are set for PostgreSQL)";
  console.log(
    `  target search p99 < ${TARGET_P99_MS} ms: ${verdict(search.p99 < TARGET_P99_MS)}; ` +
      `target search >= ${TARGET_RATIO_TO_ONE_ROW} x one row: ${verdict(ratio >= TARGET_RATIO_TO_ONE_ROW)}` +
      forPostgres,
  );
  console.log(
    `  target random >= ${TARGET_RATIO_TO_ONE_ROW} x one row: ${verdict(randomRatio >= TARGET_RATIO_TO_ONE_ROW)}; ` +
      `target random p99 <= ${TARGET_RANDOM_P99_TO_ONE_ROW} x one row's: ${verdict(randomP99Ratio <= TARGET_RANDOM_P99_TO_ONE_ROW)}` +
      forPostgres,
  );
  if (results.some((r) => r.errors + r.non2xx > 0)) {
    failed = true;
    console.log("  ERROR: some requests failed or did not answer 2xx; the figures do not count");
  }
}

/**
 * A fresh `sahayi_bench` database next to DATABASE_URL's, or on a throwaway cluster of our
 * own (scripts/postgres-throwaway.sh in a temp directory, so a cluster someone else started
 * in the default /tmp/sahayi-pg is left alone) when DATABASE_URL is not set.
 */
async function postgresForBench(): Promise<string | undefined> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const script = path.join(root, "scripts/postgres-throwaway.sh");
    const env = {
      ...process.env,
      SAHAYI_PG_ROOT: mkdtempSync(path.join(tmpdir(), "sahayi-bench-pg-")),
    };
    cleanups.push(() => rmSync(env.SAHAYI_PG_ROOT, { recursive: true, force: true }));
    try {
      const port = String(await freePort());
      serverUrl = execFileSync(script, [port], { encoding: "utf8", env }).trim();
    } catch {
      return undefined;
    }
    cleanups.push(() => execFileSync(script, ["stop"], { stdio: "ignore", env }));
    console.log(`\nStarted a throwaway PostgreSQL cluster in ${env.SAHAYI_PG_ROOT}`);
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe("drop database if exists sahayi_bench with (force)");
    await admin.unsafe("create database sahayi_bench");
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = "/sahayi_bench";
  return url.toString();
}

/**
 * The broad scenarios one request at a time, so the figures hold when other work loads the
 * machine: the median and the slowest of each path's median of 15.
 */
async function broadAlone(base: string, scenarios: Scenario[]) {
  console.log("  broad scenarios alone (median / slowest of the paths' medians of 15, ms):");
  for (const scenario of scenarios) {
    const medians = [];
    for (const { path: p } of scenario.requests) medians.push(await medianMs(base + p));
    medians.sort((a, b) => a - b);
    console.log(
      `    ${scenario.name.padEnd(20)} ${medians[Math.floor(medians.length / 2)]!.toFixed(2).padStart(7)} ${medians.at(-1)!.toFixed(2).padStart(7)}`,
    );
  }
}

async function medianMs(url: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** Each search alone, one at a time: the tail of the mix usually comes from a few of them. */
async function slowestSearches(base: string, paths: string[]) {
  const timings: { path: string; ms: number }[] = [];
  for (const searchPath of paths) {
    timings.push({ path: searchPath, ms: await medianMs(base + searchPath) });
  }
  timings.sort((a, b) => b.ms - a.ms);
  console.log("  slowest searches alone (median of 15, ms):");
  for (const { path: searchPath, ms } of timings.slice(0, 6)) {
    console.log(
      `    ${ms.toFixed(2).padStart(7)}  ${searchPath.replace("/api/user/search-maids", "")}`,
    );
  }
}
