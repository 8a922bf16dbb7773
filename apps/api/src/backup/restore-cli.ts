import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { embeddedDatabaseNote } from "./pglite-note.ts";
import { RestoreRefused, restore } from "./restore.ts";

/**
 * `npm run db:restore -- --from BACKUP [--into URL]`: a backup of `db:backup` into an empty
 * database (DATABASE_URL unless --into), checked table by table; its images into the bucket
 * of S3_*, or else DATA_DIR/uploads.
 */
const { values } = parseArgs({ options: { from: { type: "string" }, into: { type: "string" } } });
const config = loadConfig();
const into = values.into ?? config.databaseUrl;
if (!into) {
  process.stderr.write(embeddedDatabaseNote("db:restore", config));
  process.exit(1);
}
if (!values.from) {
  process.stderr.write(
    "Which backup? npm run db:restore -- --from /var/backups/sahayi/sahayi-… (or s3://bucket/backups/sahayi-…)\n",
  );
  process.exit(1);
}
try {
  const { manifest, imagesRestored } = await restore({
    from: values.from,
    into,
    dataDir: config.dataDir,
    s3: config.s3,
  });
  const tables = Object.values(manifest.tables);
  const images =
    manifest.images.in === "bucket"
      ? `images: not in the backup, they stayed in bucket ${manifest.images.bucket}; point S3_* at it`
      : `${imagesRestored} images restored to ${config.s3 ? `bucket ${config.s3.bucket}` : `${config.dataDir}/uploads`}`;
  process.stdout.write(
    [
      `Restored ${manifest.name} (made ${manifest.createdAt})`,
      `  database: ${tables.length} tables, ${tables.reduce((sum, t) => sum + t.rows, 0)} rows, every count and checksum as in the backup`,
      `  ${images}`,
      "",
    ].join("\n"),
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
