import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../../../src/config.ts";
import { freePort } from "./postgres-cluster.ts";

/** s3rver's one account; it checks every request's signature against this secret. */
const ACCESS_KEY = "S3RVER";

export interface S3Server {
  /** What S3_* settings pointing at this server and its bucket become in the config. */
  config: S3Config;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with one empty bucket, on disk in a temporary folder. */
export async function startS3(bucket = "sahayi-test"): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "sahayi-s3-"));
  const port = await freePort();
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
