/**
 * Page benchmark (npm run bench:web). Builds the app, starts the production server on a fresh
 * demo database, and runs Lighthouse (mobile emulation, its default) in Debian's Chromium on
 * the home page, /search, one helper's page, /ml/ and /ml/search, BENCH_WEB_RUNS times each (default 3; other
 * work on the same cores moves the scores, so it reports the median and the spread).
 * Any failed run makes it exit with 1; a missed target does not.
 *
 *   npm run bench:web                       (BENCH_WEB_SKIP_BUILD=1 reuses the last build)
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SAMPLE_GSTIN } from "../apps/api/src/lib/billing/gstin.ts";
import { freePort } from "./free-port.ts";

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
/**
 * Lighthouse slows the CPU 4 times, calibrated for a high-end desktop (benchmarkIndex
 * 1500-2000). A busier or weaker host can set what Lighthouse's throttling guide suggests for
 * its benchmarkIndex, which every run prints; the report says which multiplier was used.
 */
const cpuMultiplier = Number(process.env.BENCH_WEB_CPU_MULTIPLIER ?? 4);
if (!(cpuMultiplier >= 1)) throw new Error("BENCH_WEB_CPU_MULTIPLIER must be a number >= 1");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = path.resolve(import.meta.dirname, "..");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/** Targets, as Lighthouse's 0-100 category scores. */
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const METRICS = {
  "first-contentful-paint": "FCP ms",
  "largest-contentful-paint": "LCP ms",
  "total-blocking-time": "TBT ms",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI ms",
} as const;
type Metric = keyof typeof METRICS;

interface Run {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** The audits that cost points outside performance, so a lost point says where it went. */
  failed: string[];
  /** Lighthouse's own performance findings that fall short, with what each measured. */
  findings: string[];
  /** How fast the host's CPU ran during the run (Lighthouse's benchmarkIndex). */
  benchmarkIndex: number;
}

if (process.env.BENCH_WEB_SKIP_BUILD !== "1") {
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "sahayi-bench-web-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn("node", ["apps/api/dist/server.js"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    // The benchmark's demo data is bought through the sandbox, invoiced by the sample seller.
    ALLOW_SANDBOX_PAYMENTS: "1",
    INVOICE_SELLER_GSTIN: SAMPLE_GSTIN,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED: "demo",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "0",
  },
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

let failed = false;
try {
  await waitForHealth();
  const pages = {
    "/": "/",
    "/search": "/search",
    helper: `/maid/${await someHelperId()}`,
    // The Malayalam pages have their own words, font and head: the same targets hold.
    "/ml/": "/ml/",
    "/ml/search": "/ml/search",
  };
  const results: Record<string, Run[]> = {};
  for (let round = 1; round <= runs; round++) {
    for (const [name, pagePath] of Object.entries(pages)) {
      const run = await audit(`${base}${pagePath}`);
      results[name] = [...(results[name] ?? []), run];
      console.log(
        `run ${round} ${name}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(", ")}` +
          `; ${describeMetrics(run.metrics)}; benchmarkIndex ${Math.round(run.benchmarkIndex)}` +
          (run.failed.length > 0 ? `; failed: ${run.failed.join(", ")}` : "") +
          (run.findings.length > 0 ? `; performance findings: ${run.findings.join(", ")}` : ""),
      );
    }
  }
  report(results);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stop();
}
process.exit(failed ? 1 : 0);

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: cpuMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, lhr.audits[m]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>;
    const failed = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}/${ref.id}`),
    );
    const findings = (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.scoreDisplayMode !== "informative" && a.score !== null && a.score < 0.9)
      .map((a) => (a?.displayValue ? `${a.id} (${a.displayValue})` : (a?.id ?? "")));
    return { scores, metrics, failed, findings, benchmarkIndex: lhr.environment.benchmarkIndex };
  } finally {
    chrome.kill();
  }
}

function report(results: Record<string, Run[]>) {
  const [one, five] = loadavg();
  console.log(
    `\nLighthouse ${runs} run(s) per page, mobile emulation, CPU slowed ${cpuMultiplier}x; ` +
      `load average ${one?.toFixed(1)} / ${five?.toFixed(1)}; median benchmarkIndex ` +
      `${Math.round(median(Object.values(results).flatMap((r) => r.map((run) => run.benchmarkIndex))))}`,
  );
  console.log("page      category          median  min-max  target");
  for (const [name, pageRuns] of Object.entries(results)) {
    for (const category of CATEGORIES) {
      const values = pageRuns.map((run) => run.scores[category]);
      const mid = median(values);
      const verdict = mid >= TARGETS[category] ? "ok" : "MISSED";
      const spread = `${Math.min(...values)}-${Math.max(...values)}`;
      console.log(
        `${name.padEnd(9)} ${category.padEnd(16)} ${String(mid).padStart(6)}  ${spread.padEnd(8)}  >= ${TARGETS[category]} ${verdict}`,
      );
    }
    const medians = Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, median(pageRuns.map((r) => r.metrics[m]))]),
    ) as Record<Metric, number>;
    console.log(`${"".padEnd(9)} median ${describeMetrics(medians)}`);
  }
}

function describeMetrics(metrics: Record<Metric, number>): string {
  return (Object.keys(METRICS) as Metric[])
    .map(
      (m) =>
        `${METRICS[m]} ${m === "cumulative-layout-shift" ? metrics[m].toFixed(3) : Math.round(metrics[m])}`,
    )
    .join(", ");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function someHelperId(): Promise<number> {
  const response = await fetch(`${base}/api/user/search-maids?page_size=1`);
  const body = (await response.json()) as { maids: { id: number }[] };
  const id = body.maids[0]?.id;
  if (!id) throw new Error("The demo database has no helper to audit");
  return id;
}

async function waitForHealth() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not become healthy within 3 minutes");
}
