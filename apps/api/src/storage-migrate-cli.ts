import { loadConfig } from "./config.ts";
import { createS3Storage } from "./lib/storage/s3-storage.ts";
import { uploadsDir } from "./lib/storage/storage.ts";
import { copyImagesToStore } from "./lib/storage/storage-migrate.ts";

/** `npm run storage:migrate`: DATA_DIR/uploads into the bucket S3_BUCKET names. */
const config = loadConfig();
if (!config.s3) {
  process.stderr.write("S3_BUCKET is not set: there is no bucket to copy the images to.\n");
  process.exit(1);
}
const from = uploadsDir(config.dataDir);
const { copied, present } = await copyImagesToStore(from, createS3Storage(config.s3));
process.stdout.write(
  `Images from ${from} to bucket ${config.s3.bucket}: ${copied} copied, ${present} already there.\n`,
);
