import { appendFile, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { banners, categories, helpers, plans, users } from "../db/schema.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";

/**
 * The images a seed writes, listed in a file before each is stored (docs/decisions/006). The
 * rows go in one transaction; if the process dies before the file is cleared, the next seed
 * removes the listed images that no row references, which are exactly the dead seed's.
 */
export interface ImageJournal {
  /** Storage that lists every key in the journal before writing it. */
  storage: ImageStorage;
  clear(): Promise<void>;
}

/** Removes what an interrupted seed left behind, then starts a new journal in `file`. */
export async function openImageJournal(
  db: Db,
  storage: ImageStorage,
  file: string,
): Promise<ImageJournal> {
  const left = await readFile(file, "utf8").catch(() => "");
  const listed = new Set(left.split("\n").filter(Boolean));
  if (listed.size > 0) {
    const referenced = await referencedImageKeys(db);
    for (const key of listed) {
      if (!referenced.has(key)) await storage.remove(key);
    }
  }
  await rm(file, { force: true });
  // On PostgreSQL with images in a bucket nothing else makes DATA_DIR.
  await mkdir(path.dirname(file), { recursive: true });

  // The sizes of one image are stored at once; each waits until its key is in the file.
  const listedNow = new Map<string, Promise<void>>();
  return {
    storage: {
      ...storage,
      async put(key, size, data) {
        let listing = listedNow.get(key);
        if (!listing) {
          listing = appendFile(file, `${key}\n`);
          listedNow.set(key, listing);
        }
        await listing;
        await storage.put(key, size, data);
      },
    },
    clear: () => rm(file, { force: true }),
  };
}

/** Every image key a row points at. */
export async function referencedImageKeys(db: Db): Promise<Set<string>> {
  const [categoryRows, planRows, bannerRows, helperRows, userRows] = await Promise.all([
    db.select({ a: categories.image, b: categories.bannerImage }).from(categories),
    db.select({ a: plans.badgeIcon }).from(plans),
    db.select({ a: banners.desktopImage, b: banners.mobileImage }).from(banners),
    db.select({ a: helpers.profileImage, gallery: helpers.gallery }).from(helpers),
    db.select({ a: users.profileImage }).from(users),
  ]);
  const keys = [
    ...categoryRows.flatMap((r) => [r.a, r.b]),
    ...planRows.map((r) => r.a),
    ...bannerRows.flatMap((r) => [r.a, r.b]),
    ...helperRows.flatMap((r) => [r.a, ...r.gallery]),
    ...userRows.map((r) => r.a),
  ];
  return new Set(keys.filter((key): key is string => typeof key === "string"));
}
