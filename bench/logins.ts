/**
 * Logins against files benchmark (npm run bench:logins). Starts the API from source on a fresh
 * embedded database, on a free loopback port, with a small web build and one stored image.
 * It times BENCH_FILE_FETCHES fetches of a script under /assets and of the image under /media
 * while the server is idle, then fires BENCH_LOGINS logins at once for phones nobody
 * registered (each costs an argon2id check, as a wrong password does) from as many forwarded
 * addresses, and times the same fetches, one after another, while they run. Prints the logins'
 * answers by status and the fetch times (median, p90, max). One burst, loopback only, bounded
 * by BENCH_TIMEOUT_SECONDS; it exits with 1 on an error or a login answered other than
 * 401, 429 or 503.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { accountsPaths, mediaUrl } from "@sahayi/contract";
import { createLocalStorage, uploadsDir } from "../apps/api/src/lib/storage/storage.ts";

const loginCount = Number(process.env.BENCH_LOGINS ?? 200);
const fileFetches = Number(process.env.BENCH_FILE_FETCHES ?? 40);
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 240);
const root = path.resolve(import.meta.dirname, "..");
const SCRIPT = "assets/bench-0a1b2c3d.js";
const ALLOWED_LOGIN_ANSWERS = new Set([401, 429, 503]);

const dataDir = mkdtempSync(path.join(tmpdir(), "sahayi-bench-logins-"));
let server: ChildProcess | undefined;
function cleanUp() {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
/** What was measured so far: the time limit prints it too. */
const statuses: number[] = [];
const times = { idle: [[], []] as number[][], busy: [[], []] as number[][] };
let fileNames: string[] = [];
let burstStarted = 0;
let fetchStarted: number | undefined;

const deadline = setTimeout(() => {
  report(`stopped at the ${timeoutSeconds} s limit`);
  cleanUp();
  process.exit(1);
}, timeoutSeconds * 1000);

let failed = false;
try {
  const webDist = path.join(dataDir, "web");
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>bench</title>");
  // About the size of the web app's largest script.
  writeFileSync(path.join(webDist, SCRIPT), `//${"x".repeat(300 * 1024)}\n`);
  const imageKey = randomBytes(10).toString("hex");
  // The media route streams whatever is stored; the bytes need not be a real WebP.
  await createLocalStorage(uploadsDir(dataDir)).put(imageKey, "card", randomBytes(60 * 1024));

  const base = await startServer(webDist);
  const files = [`${base}/${SCRIPT}`, `${base}${mediaUrl(imageKey, "card")}`];
  fileNames = files.map((url) => new URL(url).pathname.split("/")[1]!);
  for (const url of files) await fetchOk(url);

  await timeFiles(files, times.idle, () => true);
  burstStarted = performance.now();
  const logins = Promise.all(
    Array.from({ length: loginCount }, async (_, i) => statuses.push(await login(base, i))),
  );
  await timeFiles(files, times.busy, () => statuses.length < loginCount);
  await logins;
  report(`all answered in ${((performance.now() - burstStarted) / 1000).toFixed(1)} s`);
  if (statuses.some((status) => !ALLOWED_LOGIN_ANSWERS.has(status))) {
    throw new Error("a login was answered with neither 401, 429 nor 503");
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  clearTimeout(deadline);
  cleanUp();
}
process.exit(failed ? 1 : 0);

function report(ending: string) {
  const byStatus = new Map<number, number>();
  for (const status of statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const answers = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  console.log(
    `\n${loginCount} logins for unknown phones at once: ${statuses.length} answered (${answers || "none"}); ${ending}`,
  );
  for (const [name, measured] of [
    ["idle", times.idle],
    ["during the logins", times.busy],
  ] as const) {
    for (const [i, file] of fileNames.entries()) {
      console.log(`  ${file} ${name}: ${describe(measured[i]!)}`);
    }
  }
  if (fetchStarted !== undefined) {
    const waited = (performance.now() - fetchStarted) / 1000;
    console.log(`  a file fetch still unanswered after ${waited.toFixed(1)} s`);
  }
}

/** The server from source, as the tests start it; resolves with its address once it listens. */
function startServer(webDist: string): Promise<string> {
  const child = spawn(
    "node",
    ["--conditions=@sahayi/source", "--import", "tsx", "apps/api/src/server.ts"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        // No payment is made here; production settings otherwise ask for Razorpay's keys.
        ALLOW_SANDBOX_PAYMENTS: "1",
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        WEB_DIST: webDist,
        SEED: "none",
        LOG_LEVEL: "info",
        RATE_LIMIT_PER_MINUTE: "0",
        // Each login comes from an address of its own, as a crowd of guessers' would.
        TRUST_PROXY: "true",
      },
    },
  );
  server = child;
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1];
      if (port) {
        text = "";
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

async function login(base: string, i: number): Promise<number> {
  const response = await fetch(`${base}${accountsPaths.login}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
    },
    body: JSON.stringify({ mobile_number: `70000${String(i).padStart(5, "0")}`, password: "x" }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function fetchOk(url: string) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** Up to `fileFetches` rounds, each fetching every file once, while `go()` says so. */
async function timeFiles(files: string[], into: number[][], go: () => boolean) {
  for (let round = 0; round < fileFetches && go(); round++) {
    for (const [i, url] of files.entries()) {
      fetchStarted = performance.now();
      await fetchOk(url);
      into[i]!.push(performance.now() - fetchStarted);
      fetchStarted = undefined;
    }
    // Spread over the burst rather than all in its first seconds.
    await sleep(100);
  }
}

function describe(times: number[]): string {
  if (times.length === 0) return "no fetch (the logins were over first)";
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  return `${times.length} fetches, median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, max ${ms(sorted.at(-1)!)}`;
}
