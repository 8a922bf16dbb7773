import { loadConfig } from "../config.ts";
import { databaseTarget, openDatabase } from "../db/client.ts";
import { configuredStorage } from "../lib/storage/configured-storage.ts";
import { seedDatabase, seedOptions } from "./index.ts";

/** `npm run db:seed`: migrate, then fill what is empty, demo helpers included unless SEED=none. */
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
const storage = configuredStorage(config);
const result = await database.withStartupLock(async () => {
  await database.migrate();
  return seedDatabase(database.db, storage, seedOptions(config));
});
await database.close();
process.stdout.write(`Seed done; ${result.demoHelpers} demo helpers added.\n`);
