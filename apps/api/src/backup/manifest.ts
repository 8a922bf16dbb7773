import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { z } from "zod";

/** The files of one backup, in its folder or under its name in the bucket. */
export const DUMP_FILE = "database.dump";
export const MANIFEST_FILE = "manifest.json";
/** A copy of DATA_DIR/uploads, when the images were on the machine's disk. */
export const IMAGES_FOLDER = "uploads";
/** Where backups go in the bucket: `backups/sahayi-<time>/…`. */
export const BUCKET_PREFIX = "backups";

/**
 * What a backup holds, written last: a backup without its manifest is not complete. The
 * tables' figures were read in the very snapshot pg_dump dumped, so a restore can be checked
 * against them row for row.
 */
export const manifestSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  postgresMajor: z.number().int(),
  dump: z.object({ bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  tables: z.record(z.string(), z.object({ rows: z.number().int(), checksum: z.string() })),
  images: z.discriminatedUnion("in", [
    /** Copied into the backup's uploads folder. */
    z.object({ in: z.literal("backup"), count: z.number().int() }),
    /** Left in the bucket the server used, which keeps them itself (versioning). */
    z.object({ in: z.literal("bucket"), bucket: z.string() }),
  ]),
});
export type Manifest = z.infer<typeof manifestSchema>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** `sahayi-2026-11-26T150400Z`: sorts by time, and is a file name on every system. */
export function backupName(at: Date): string {
  return `sahayi-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "")}`;
}
