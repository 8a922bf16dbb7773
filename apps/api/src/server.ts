import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { databaseTarget, openDatabase } from "./db/client.ts";
import { FolderLockedError } from "./db/folder-lock.ts";
import { ensureAdmin, outcomeSentence } from "./features/admin/admin-accounts.ts";
import { exitOnSignals } from "./lib/shutdown.ts";
import { configuredStorage } from "./lib/storage/configured-storage.ts";
import { seedDatabase, seedOptions } from "./seed/index.ts";

const startedAt = performance.now();

const config = await orExit(async () => loadConfig());
const database = await orExit(() => openDatabase(databaseTarget(config)));
const storage = configuredStorage(config);
const app = await buildApp({ config, db: database.db, storage });
const log = app.log;

// Containers start in any order: a database that is not up yet is waited for, not fatal.
await database
  .waitUntilReachable({
    timeoutSeconds: config.databaseConnectTimeoutSeconds,
    onWait: ({ code, retryInMs, giveUpInMs }) =>
      log.warn(
        `waiting for the database at ${database.location} (${code}); ` +
          `retrying in ${retryInMs} ms, giving up in ${Math.ceil(giveUpInMs / 1000)} s`,
      ),
  })
  .catch((error: unknown) => {
    log.error(
      { err: error },
      `the database at ${database.location} is not reachable; stopping ` +
        `(DATABASE_CONNECT_TIMEOUT_SECONDS=${config.databaseConnectTimeoutSeconds})`,
    );
    process.exit(1);
  });

log.info(
  { database: database.kind, dataDir: config.dataDir, seed: config.seed },
  "migrating and seeding",
);
const seeded = await database.withStartupLock(async () => {
  await database.migrate();
  return seedDatabase(database.db, storage, seedOptions(config));
});
if (seeded.demoHelpers > 0) log.info(`seeded ${seeded.demoHelpers} demo helpers`);
if (config.admin) {
  // ADMIN_PHONE / ADMIN_PASSWORD (decision 036, stable interfaces): the phone, never the password.
  const outcome = await ensureAdmin(database.db, config.admin);
  log.info(outcomeSentence[outcome](config.admin.phone));
}

exitOnSignals({
  log,
  timeoutSeconds: config.shutdownTimeoutSeconds,
  async close() {
    // Node closes the connections idle when closing starts; a keep-alive connection whose
    // answer goes out later would hold the shutdown until the timeout, so those go too.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().finally(() => clearInterval(sweep));
    await database.close();
  },
});

await app.listen({ host: config.host, port: config.port });
log.info(`ready in ${Math.round(performance.now() - startedAt)} ms`);

/** Mistakes an operator must fix (bad settings, a folder in use) stop with one sentence. */
async function orExit<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof FolderLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
