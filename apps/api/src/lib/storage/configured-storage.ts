import type { Config } from "../../config.ts";
import { createS3Storage } from "./s3-storage.ts";
import { createLocalStorage, type ImageStorage, uploadsDir } from "./storage.ts";

/** The bucket S3_BUCKET names, or DATA_DIR/uploads on this machine's disk. */
export function configuredStorage(config: Config): ImageStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDir(config.dataDir));
}
