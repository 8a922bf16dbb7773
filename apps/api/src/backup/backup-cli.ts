import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { type BackupDestination, backUp } from "./backup.ts";
import { embeddedDatabaseNote } from "./pglite-note.ts";

/**
 * `npm run db:backup [-- --to FOLDER]`: the database (pg_dump) and the images, into FOLDER,
 * else BACKUP_DIR, else the bucket S3_BUCKET names. The README's "Backups" says when and how.
 */
const { values } = parseArgs({ options: { to: { type: "string" } } });
const config = loadConfig();
if (!config.databaseUrl) {
  process.stderr.write(embeddedDatabaseNote("db:backup", config));
  process.exit(1);
}
const folder = values.to ?? config.backupDir;
const to: BackupDestination | undefined = folder ? { folder } : config.s3 && { bucket: config.s3 };
if (!to) {
  process.stderr.write(
    "Where to? Pass a folder (npm run db:backup -- --to /var/backups/sahayi), or set BACKUP_DIR, or S3_BUCKET for the bucket.\n",
  );
  process.exit(1);
}
const { location, manifest } = await backUp({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  s3: config.s3,
  to,
});
const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
const images =
  manifest.images.in === "backup"
    ? `${manifest.images.count} images copied from ${config.dataDir}/uploads`
    : `images not copied: they are in bucket ${manifest.images.bucket}, which keeps them (turn on its versioning)`;
process.stdout.write(
  [
    `Backup ${location}`,
    `  database: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.dump.bytes} bytes (PostgreSQL ${manifest.postgresMajor})`,
    `  ${images}`,
    `Restore it into an empty database with: npm run db:restore -- --from ${location} --into postgres://…`,
    "",
  ].join("\n"),
);
