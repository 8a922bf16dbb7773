import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { IMAGE_SIZES, type ImageSize } from "@sahayi/contract";
import { AwsClient } from "aws4fetch";
import type { S3Config } from "../../config.ts";
import { IMAGE_KEY_PATTERN } from "../ids.ts";
import { type ImageStorage, imageName } from "./storage.ts";

/**
 * Images in an S3-compatible bucket, signed with AWS Signature V4 over plain fetch
 * (docs/decisions/031). Every process sees every image, so any of them can serve it on /media.
 */
export interface S3Storage extends ImageStorage {
  /** The stored object's size in bytes, or null when there is none. */
  sizeOf(key: string, size: ImageSize): Promise<number | null>;
}

/** A store that has not answered in this long is treated as down: the upload or read fails. */
const REQUEST_TIMEOUT_MS = 10_000;
/** aws4fetch retries a 5xx or a 429 with backoff; twice is enough for a blip. */
const RETRIES = 2;

/**
 * One signed request to an object in the bucket, by its name (`key/full.webp`,
 * `backups/…`). Answers 2xx and 404 as they are; any other answer is an error saying why.
 * A request without a signal of its own gives up after REQUEST_TIMEOUT_MS.
 */
export type BucketRequest = (method: string, name: string, init?: RequestInit) => Promise<Response>;

export function bucketRequests(s3: S3Config): BucketRequest {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: "s3",
    region: s3.region,
    retries: RETRIES,
  });
  const endpoint = new URL(s3.endpoint);
  const base = s3.forcePathStyle
    ? `${endpoint.origin}/${s3.bucket}`
    : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;

  return async (method, name, init = {}) => {
    const response = await client.fetch(`${base}/${name}`, {
      ...init,
      method,
      signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return response;
    if (response.status === 404) {
      await response.body?.cancel();
      return response;
    }
    // S3 explains a refusal in XML: <Error><Code>…</Code><Message>…</Message></Error>.
    const body = await response.text().catch(() => "");
    const reason = ["Code", "Message"].map(
      (tag) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(body)?.[1],
    );
    throw new Error(
      `${method} ${name} in bucket ${s3.bucket}: ${response.status} ${reason.filter(Boolean).join(": ")}`,
    );
  };
}

export function createS3Storage(s3: S3Config): S3Storage {
  const send = bucketRequests(s3);

  return {
    async put(key, size, data) {
      const response = await send("PUT", imageName(key, size), {
        body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.length),
        headers: { "content-type": "image/webp" },
      });
      if (response.status === 404) throw new Error(`No bucket ${s3.bucket} at ${s3.endpoint}`);
    },
    async get(key, size) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      const response = await send("GET", imageName(key, size));
      if (response.status === 404 || !response.body) return null;
      return {
        stream: Readable.fromWeb(response.body as ReadableStream),
        length: Number(response.headers.get("content-length")),
      };
    },
    async sizeOf(key, size) {
      const response = await send("HEAD", imageName(key, size));
      return response.status === 404 ? null : Number(response.headers.get("content-length"));
    },
    async remove(key) {
      const sizes = Object.keys(IMAGE_SIZES) as ImageSize[];
      await Promise.all(sizes.map((size) => send("DELETE", imageName(key, size))));
    },
  };
}
