import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../../config.ts";
import { databaseTarget, openDatabase } from "../../db/client.ts";
import { FolderLockedError } from "../../db/folder-lock.ts";
import { adminAccountProblems, ensureAdmin, outcomeSentence } from "./admin-accounts.ts";

/**
 * `npm run admin:create -- --phone NNNNNNNNNN --password ...` (decision 036, stable interfaces):
 * creates an admin account or promotes the account with that phone. Migrates first, so it
 * works on a new data folder too.
 */
const usage = "Usage: npm run admin:create -- --phone NNNNNNNNNN --password PASSWORD";

function fail(lines: string[]): never {
  process.stderr.write(`${lines.join("\n")}\n`);
  process.exit(1);
}

let values: { phone?: string; password?: string };
try {
  ({ values } = parseArgs({
    options: { phone: { type: "string" }, password: { type: "string" } },
    strict: true,
  }));
} catch (error) {
  fail([(error as Error).message, usage]);
}

const problems = adminAccountProblems(values);
if (problems.length > 0) fail([...problems, usage]);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail([error.message]);
  throw error;
}
const database = await openDatabase(databaseTarget(config)).catch((error: unknown) => {
  // The embedded database is in use by a running server: ADMIN_PHONE at its start, or stop it.
  if (error instanceof FolderLockedError) fail([error.message]);
  throw error;
});
try {
  await database.withStartupLock(() => database.migrate());
  const phone = values.phone as string;
  const outcome = await ensureAdmin(database.db, { phone, password: values.password as string });
  process.stdout.write(`${outcomeSentence[outcome](phone)} Log in at /login, then open /admin.\n`);
} finally {
  await database.close();
}
