import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpers, users } from "../../db/schema.ts";
import type { ImageStorage } from "./storage.ts";

/**
 * Removes from storage the images among `keys` that no remaining helper or user shows, once
 * the rows that named them are gone or erased: an image stored once may be named by more than
 * one row (test and benchmark helpers share a few pictures), and those stay. A failed removal
 * is logged, not thrown: the rows' change has committed already.
 */
export async function removeUnusedImages(
  deps: { db: Db; storage: ImageStorage; log: (details: object, message: string) => void },
  keys: readonly string[],
  why: string,
): Promise<void> {
  const { db } = deps;
  for (const key of new Set(keys.filter((key) => key !== ""))) {
    const [helper] = await db
      .select({ id: helpers.id })
      .from(helpers)
      .where(or(eq(helpers.profileImage, key), sql`${key} = any(${helpers.gallery})`))
      .limit(1);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.profileImage, key))
      .limit(1);
    if (helper || user) continue;
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log({ err: error, key }, `could not remove ${why}`);
    });
  }
}
