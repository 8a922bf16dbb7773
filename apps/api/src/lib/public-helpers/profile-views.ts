import { todayInIndia } from "@sahayi/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helperProfileViews, helpers } from "../../db/schema.ts";

/** How often a process writes the views it has counted: a crash loses at most these seconds. */
export const PROFILE_VIEWS_FLUSH_MS = 10_000;

/**
 * The visitors remembered per day, so a reload is not a second view. Past it a process counts
 * every open (a busy day over-counts a little rather than holding unbounded memory).
 */
const VISITORS_REMEMBERED = 200_000;

/** Link previews and crawlers open pages no person reads. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram/i;

export interface ProfileViews {
  /** A helper's page was answered to this visitor. */
  record(publicId: string, visitor: { address: string; userAgent: string | undefined }): void;
  /** Writes what was counted since the last write; kept for the next one if the write fails. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/**
 * Counts the opens of helpers' pages in memory and adds them to `helper_profile_views` every
 * few seconds, so a page view costs the page's read and no write. Each process remembers its
 * own visitors, so with several processes one visitor may count once in each.
 */
export function createProfileViews(
  db: Db,
  options: { flushEveryMs: number; log: (error: unknown) => void; now?: () => Date },
): ProfileViews {
  const now = options.now ?? (() => new Date());
  let pending = new Map<string, number>();
  let visitorsDay = "";
  const visitors = new Set<string>();

  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([key, views]) => {
      const [day, publicId] = key.split(" ");
      return sql`(${publicId}, ${day}::date, ${views}::integer)`;
    });
    try {
      await db.execute(sql`
        insert into ${helperProfileViews} (helper_id, day, views)
        select ${helpers.id}, v.day, v.views
        from (values ${sql.join(rows, sql`, `)}) as v(public_id, day, views)
        join ${helpers} on ${helpers.publicId} = v.public_id
        on conflict (helper_id, day)
        do update set views = ${helperProfileViews.views} + excluded.views`);
    } catch (error) {
      for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views);
      throw error;
    }
  };

  const timer =
    options.flushEveryMs > 0
      ? setInterval(() => void flush().catch(options.log), options.flushEveryMs).unref()
      : undefined;

  return {
    record(publicId, visitor) {
      if (visitor.userAgent && NOT_A_PERSON.test(visitor.userAgent)) return;
      const day = todayInIndia(now());
      if (day !== visitorsDay) {
        visitors.clear();
        visitorsDay = day;
      }
      const visitorKey = `${publicId} ${visitor.address}`;
      if (visitors.has(visitorKey)) return;
      if (visitors.size < VISITORS_REMEMBERED) visitors.add(visitorKey);
      const key = `${day} ${publicId}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
