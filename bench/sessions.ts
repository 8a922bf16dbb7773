/**
 * What checking the session on every request costs (npm run bench:sessions). A server process
 * on DATABASE_URL's PostgreSQL (or a fresh PGlite when it is unset) adds two routes: one that
 * answers without a login, and one behind the API's own `authenticate`, which verifies the
 * access token and reads the account and its session (decision 024). One user logs in through
 * `POST /api/user/login`; autocannon then drives each route on loopback with
 * BENCH_CONNECTIONS connections for BENCH_SECONDS, and prints req/s, p50 and p99 of both.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { accountsPaths } from "@sahayi/contract";
import autocannon from "autocannon";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { databaseTarget, openDatabase } from "../apps/api/src/db/client.ts";
import { users } from "../apps/api/src/db/schema.ts";
import { authenticate, currentUser } from "../apps/api/src/lib/accounts/auth.ts";
import { hashPassword } from "../apps/api/src/lib/accounts/passwords.ts";
import { createLocalStorage, uploadsDir } from "../apps/api/src/lib/storage/storage.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PHONE = "9000000001";
const PASSWORD = "benchmark password";

if (process.env.BENCH_PHASE === "serve") await serve();
else await drive();

async function serve() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    ALLOW_SANDBOX_PAYMENTS: "1",
    LOG_LEVEL: "warn",
    SEED: "none",
    RATE_LIMIT_PER_MINUTE: "0",
    WEB_DIST: path.join(process.env.DATA_DIR ?? "", "no-web-build"),
  });
  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  await database.db
    .insert(users)
    .values({
      name: "Bench",
      mobileNumber: PHONE,
      whatsappNumber: PHONE,
      email: "bench@example.in",
      passwordHash: await hashPassword(PASSWORD),
      address: "Kochi",
      pincode: "682001",
    })
    .onConflictDoNothing();
  const app = await buildApp({
    config,
    db: database.db,
    storage: createLocalStorage(uploadsDir(config.dataDir)),
  });
  app.get("/bench/open", () => ({ ok: true }));
  app.get("/bench/logged-in", { onRequest: authenticate }, (request) => ({
    id: currentUser(request).id,
  }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  process.on("disconnect", async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

async function drive() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahayi-bench-sessions-"));
  const server = fork(import.meta.filename, {
    env: { ...process.env, BENCH_PHASE: "serve", DATA_DIR: dataDir },
    execArgv: process.execArgv,
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.once("message", (message) => resolve((message as { port: number }).port));
      server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}${accountsPaths.login}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile_number: PHONE, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    console.log(
      `${connections} connections, ${seconds} s each, on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    for (const route of ["/bench/open", "/bench/logged-in"]) {
      // A short warm-up, so the first route is not measured while the JIT still works.
      await autocannon({ url: `${base}${route}`, headers, connections, duration: 2 });
      const result = await autocannon({
        url: `${base}${route}`,
        headers,
        connections,
        duration: seconds,
      });
      if (result.errors || result.non2xx) {
        throw new Error(`${route}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      }
      console.log(
        `${route.padEnd(18)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    server.disconnect();
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
