import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Throws when the database does not answer; the error handler makes that a 503. */
export async function checkDatabase(options: { db: Db }): Promise<void> {
  await options.db.execute(sql`select 1`);
}
