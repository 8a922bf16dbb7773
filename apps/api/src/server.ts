import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { databaseTarget, openDatabase } from "./db/client.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { createLocalStorage, uploadsDir } from "./lib/storage.ts";

const startedAt = performance.now();

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const database = await openDatabase(databaseTarget(config));
const storage = createLocalStorage(uploadsDir(config.dataDir));
const app = await buildApp({ config, db: database.db, storage });
const log = app.log;

log.info(
  { database: database.kind, dataDir: config.dataDir, seed: config.seed },
  "migrating and seeding",
);
const seeded = await database.withStartupLock(async () => {
  await database.migrate();
  return seedDatabase(database.db, storage, {
    demo: config.seed === "demo" ? { helpers: config.seedHelpers } : undefined,
  });
});
if (seeded.demoHelpers > 0) log.info(`seeded ${seeded.demoHelpers} demo helpers`);
if (config.redisUrl) {
  log.info("REDIS_URL is set; rate limits are still counted per process in this version");
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`${signal} received, closing`);
  // Stop taking requests, let the ones in flight finish, then release the database.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: config.host, port: config.port });
log.info(`ready in ${Math.round(performance.now() - startedAt)} ms`);
