import type { VerificationCheck } from "@sahayi/contract";
import { type SQL, sql } from "drizzle-orm";
import { helpers, helperVerifications } from "../../db/schema.ts";

/**
 * The Verified badge in SQL, for the public helper queries and the search's `verified`
 * filter. A record counts while it is younger than VERIFICATION_VALID_DAYS; the database's
 * own date decides, so a prepared statement stays right past midnight.
 */
const isCurrent = (validDays: number) =>
  sql`${helperVerifications.helperId} = ${helpers.id} and ${helperVerifications.checkedOn} > current_date - ${validDays}::integer`;

/** True for a helper with at least one current record: one probe of (helper_id, checked_on). */
export function isVerified(validDays: number): SQL {
  return sql`exists (select 1 from ${helperVerifications} where ${isCurrent(validDays)})`;
}

/**
 * The helper's current checks, one per kind (in the kinds' order): how many records and the
 * month of the newest. Kinds and months only: the badge never carries a check's details.
 */
export function verificationBadge(validDays: number) {
  return sql<VerificationCheck[]>`(
    select coalesce(json_agg(json_build_object('kind', kind, 'count', n, 'month', month) order by kind), '[]'::json)
    from (
      select ${helperVerifications.kind} as kind, count(*)::integer as n,
        to_char(max(${helperVerifications.checkedOn}), 'YYYY-MM') as month
      from ${helperVerifications}
      where ${isCurrent(validDays)}
      group by ${helperVerifications.kind}
    ) as checks
  )`.mapWith((value: unknown) =>
    // PGlite and postgres.js parse json; a driver that hands back text is parsed here.
    typeof value === "string" ? JSON.parse(value) : value,
  );
}
