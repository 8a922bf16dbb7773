import { z } from "zod";
import { optionalText } from "./optional-text.ts";

/** Where Amazon S3 is unless S3_ENDPOINT names another store; other stores ignore it or want it. */
const S3_REGION_DEFAULT = "us-east-1";

/** An S3-compatible bucket that holds the uploaded images instead of DATA_DIR/uploads. */
export interface S3Config {
  bucket: string;
  /** The store's address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO server. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
}

/** The database, Redis, the bucket for images and where backups go. */
export const storageSettings = {
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_PREPARE: optionalText.pipe(z.enum(["0", "1"], { error: "must be 0 or 1" }).optional()),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3 to 63 of a-z 0-9 . -)")
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as https://s3.example.com",
      })
      .optional(),
  ),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as us-east-1")
      .default(S3_REGION_DEFAULT),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  ),
  BACKUP_DIR: optionalText,
};
