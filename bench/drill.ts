/**
 * The production layout under fire (npm run drill; docs/decisions/033): nginx (deploy/nginx)
 * in front of two API processes on PostgreSQL (a database of its own on DATABASE_URL's
 * server), Redis and s3rver; a short load of the money flow through nginx; one process killed
 * with SIGKILL midway and started again, as systemd would. Then the rules: every acknowledged
 * write is in the database, no plan overspent or granted twice, every stored image served by
 * every process, the shared limit counted once. Prints its figures; exits 1 on a broken rule.
 * DRILL_HOUSEHOLDS (24) and DRILL_HELPERS (8) size the load.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { paymentsPaths } from "@sahayi/contract";
import postgres from "postgres";
import { mapLimit } from "../apps/api/src/lib/concurrency.ts";
import { checkDatabase, checkImages, checkSharedLimit } from "./drill/checks.ts";
import {
  ackCount,
  type Catalogue,
  Client,
  household,
  newTally,
  registration,
  runFlow,
} from "./drill/load.ts";
import {
  nginxConfig,
  type Service,
  startApi,
  startNginx,
  startRedis,
  startS3rver,
  untilHealthy,
  untilListening,
} from "./drill/services.ts";
import { freePort } from "./free-port.ts";

const HOUSEHOLDS = Number(process.env.DRILL_HOUSEHOLDS ?? 24);
const HELPERS = Number(process.env.DRILL_HELPERS ?? 8);
/** Flows at once: enough to keep both processes busy on two cores. */
const AT_ONCE = 8;
/** The general limit per client and minute; the load's clients each stay well under it. */
const LIMIT = 40;
/** The kill comes once this share of the writes the load will make has been acknowledged. */
const KILL_AFTER = 0.4;
const BUCKET = "sahayi-drill";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  process.stderr.write(
    "The drill runs on PostgreSQL: DATABASE_URL=$(scripts/postgres-throwaway.sh) npm run drill\n",
  );
  process.exit(2);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const work = await mkdtemp(path.join(tmpdir(), "sahayi-drill-"));
const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const database = `sahayi_drill_${randomBytes(4).toString("hex")}`;
const services: Service[] = [];
let exitCode = 1;

try {
  exitCode = await drill();
} catch (error) {
  process.stderr.write(
    `The drill could not run: ${error instanceof Error ? error.stack : error}\n`,
  );
} finally {
  for (const service of services.reverse()) await service.stop();
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
  await admin.end();
  await rm(work, { recursive: true, force: true });
}
process.exit(exitCode);

async function drill(): Promise<number> {
  await admin.unsafe(`create database "${database}"`);
  const url = new URL(databaseUrl!);
  url.pathname = `/${database}`;
  const [redisPort, s3Port, nginxPort, ...apiPorts] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  const redis = startRedis(redisPort!);
  const s3 = startS3rver(s3Port!, path.join(work, "s3"), BUCKET);
  services.push(redis, s3);
  await untilListening(redisPort!, redis);
  await untilListening(s3Port!, s3);

  const authSecret = randomBytes(32).toString("hex");
  // Each process a DATA_DIR of its own: nothing is shared through this machine's disk.
  const apiEnv = (index: number): Record<string, string> => ({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(apiPorts[index]),
    DATA_DIR: path.join(work, `api-${index + 1}`),
    WEB_DIST: path.join(work, "no-web-build"),
    LOG_LEVEL: "warn",
    DATABASE_URL: url.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
    TRUST_PROXY: "loopback",
    AUTH_SECRET: authSecret,
    SEED: "demo",
    SEED_HELPERS: "16",
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
  for (const index of apiPorts.keys()) await mkdir(apiEnv(index).DATA_DIR!, { recursive: true });
  const apis = apiPorts.map((_, index) => startApi(`api-${index + 1}`, apiEnv(index)));
  services.push(...apis);
  const healthy = (index: number) =>
    untilHealthy(`http://127.0.0.1:${apiPorts[index]}/api/health`, apis[index]!, 240_000);
  await Promise.all(apis.map((_, index) => healthy(index)));

  const nginxFolder = path.join(work, "nginx");
  const nginx = startNginx(await nginxConfig(nginxFolder, nginxPort!, apiPorts), nginxFolder);
  services.push(nginx);
  await untilHealthy(`http://127.0.0.1:${nginxPort}/api/health`, nginx, 30_000);
  const ready = seconds();

  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  try {
    const catalogue = await readCatalogue(sql, nginxPort!, apiPorts);
    const tally = newTally();
    const expectedAcks = HOUSEHOLDS * (2 + catalogue.plan.enquiries) + HELPERS;
    let killedAt = 0;
    // The kill and the restart, while the flows run: SIGKILL, then back 2 s later as systemd's
    // Restart=always with RestartSec=2 would start it.
    const killing = (async () => {
      while (ackCount(tally) < expectedAcks * KILL_AFTER) await sleep(50);
      killedAt = ackCount(tally);
      apis[0]!.child.kill("SIGKILL");
      await apis[0]!.exited;
      await sleep(2000);
      apis[0] = startApi("api-1", apiEnv(0));
      services.push(apis[0]);
      await healthy(0);
    })();
    const base = Date.now() % 100_000;
    const flows = [
      ...Array.from({ length: HOUSEHOLDS }, (_, i) => ({ kind: "household" as const, i })),
      ...Array.from({ length: HELPERS }, (_, i) => ({
        kind: "helper" as const,
        i: HOUSEHOLDS + i,
      })),
    ].sort((a, b) => (a.i % 4) - (b.i % 4) || a.i - b.i);
    const loadStarted = performance.now();
    await mapLimit(
      flows,
      async ({ kind, i }) => {
        // One loopback address per client, so nginx tells the API a different client each.
        const client = new Client(nginxPort!, `127.0.${1 + (i >> 8)}.${1 + (i & 255)}`, tally);
        const phone = `9${String(base * 10_000 + i).padStart(9, "0")}`;
        await runFlow(tally, async () => {
          if (kind === "household") await household(client, phone, catalogue, tally);
          else
            tally.acks.registrations.push({
              phone,
              orderId: await registration(client, phone, catalogue),
            });
        });
      },
      AT_ONCE,
    );
    const loadSeconds = ((performance.now() - loadStarted) / 1000).toFixed(1);
    if (!killedAt)
      throw new Error(`The load ended before ${KILL_AFTER * 100} % of its writes: no kill.`);
    await killing;

    const database = await checkDatabase(sql, tally);
    const images = await checkImages(database.keys, apiPorts);
    const limit = await checkSharedLimit(LIMIT, apiPorts);
    const problems = [
      ...tally.problems,
      ...database.problems,
      ...images.problems,
      ...limit.problems,
    ];
    const { acks } = tally;
    const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    process.stdout.write(
      [
        `Drill: nginx in front of ${apiPorts.length} API processes on PostgreSQL, Redis and s3rver (ready in ${ready} s)`,
        `  load: ${flows.length} clients (${HOUSEHOLDS} households, ${HELPERS} helpers), ${tally.requests} requests through nginx in ${loadSeconds} s (${statuses.join(", ")})`,
        `  acknowledged writes: ${ackCount(tally)} (${acks.signUps.length} sign-ups with a photo, ${acks.payments.length} plans paid, ${acks.reveals.length} reveals, ${acks.registrations.length} helper registrations paid)`,
        `  kills: 1 (SIGKILL to api-1 after ${killedAt} acknowledged writes), restarts: 1; flows cut by the kill: ${tally.interrupted.length}${tally.interrupted.length ? ` (${tally.interrupted.join("; ")})` : ""}`,
        `  reveals past the plan's ${catalogue.plan.enquiries} enquiries: ${tally.overQuota.sent} sent, ${tally.overQuota.refused} refused`,
        `  checked: ${database.rows} rows; ${images.images} stored images read through each of ${apiPorts.length} processes`,
        `  shared limit ${LIMIT}/min for one client across the processes: ${limit.sent} requests, ${limit.allowed} allowed, ${limit.refused} refused`,
        `  run time: ${seconds()} s`,
        problems.length === 0
          ? "Every rule held."
          : `BROKEN (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
        "",
      ].join("\n"),
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await sql.end();
  }
}

/** The cheapest plan (through nginx, as a buyer sees it) and ids the forms need. */
async function readCatalogue(
  sql: postgres.Sql,
  nginxPort: number,
  apiPorts: number[],
): Promise<Catalogue> {
  const answer = await fetch(`http://127.0.0.1:${nginxPort}${paymentsPaths.plans}`);
  const plans = (await answer.json()) as { id: number; enquiry: number; plan_type: string }[];
  const [plan] = plans.sort((a, b) => a.enquiry - b.enquiry);
  const helpers = await sql<{ id: string }[]>`
    select public_id as id from helpers where status = 'approved' order by id limit ${plan!.enquiry + 1}`;
  const [reference] = await sql<Catalogue["reference"][]>`
    select c.district_id as district, c.id as constituency,
      (select min(id) from castes) as caste, (select min(id) from shifts) as shift,
      (select min(id) from languages) as language,
      array(select id from categories order by id limit 2) as categories
    from constituencies c order by c.id limit 1`;
  return {
    apiPorts,
    plan: { id: plan!.id, enquiries: plan!.enquiry },
    helpers: helpers.map((h) => h.id),
    reference: reference!,
  };
}
