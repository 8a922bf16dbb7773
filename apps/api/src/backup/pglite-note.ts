import type { Config } from "../config.ts";

/**
 * What to do instead on the embedded database: pg_dump and pg_restore need a PostgreSQL
 * server, and PGlite's files are consistent only while no process has them open.
 */
export function embeddedDatabaseNote(command: string, config: Config): string {
  const data = config.dataDir;
  return [
    `npm run ${command} works on PostgreSQL only (DATABASE_URL), and DATABASE_URL is not set:`,
    `this server keeps its data in the embedded database in ${data}.`,
    "To back it up, stop the server, copy the whole folder (database and images), start again:",
    `    tar -czf sahayi-$(date +%F).tar.gz -C ${data} .`,
    "To restore, stop the server and unpack such a copy into an empty DATA_DIR:",
    `    tar -xzf sahayi-DATE.tar.gz -C ${data}`,
    "",
  ].join("\n");
}
