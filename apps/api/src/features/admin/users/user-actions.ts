import { adminMessages, adminUserMessages } from "@sahayi/contract";
import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { plans, subscriptions, users } from "../../../db/schema.ts";
import { revokeAllSessions } from "../../../lib/accounts/sessions.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { auditedChange } from "../audit.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  db: Db;
  adminUserId: number;
}

const conflict = (message: string) => new AppError(409, "CONFLICT", message);

/**
 * The user's row, locked until the transaction ends: a check of it and the change that
 * follows are one step, so two admins acting at once act one after the other.
 */
async function lockUser(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw notFound(adminMessages.userNotFound);
  return user;
}

/**
 * The plan a grant subscription is filed under when none runs: the plan of the user's latest
 * subscription, or else the first plan on sale. (A subscription names a plan; the grant's
 * own enquiries and days are what count, and the profile shows it as a grant.)
 */
async function planForGrant(tx: Tx, userId: number): Promise<number> {
  const [latest] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  if (latest) return latest.planId;
  const [first] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.kind, "subscription"))
    .orderBy(desc(plans.active), asc(plans.position), asc(plans.id))
    .limit(1);
  if (!first) throw conflict(adminUserMessages.noGrantPlan);
  return first.id;
}

/**
 * Adds enquiries to the running subscription that ends last (so they last longest), or, when
 * none runs, makes a grant subscription of `days` days. The profile and the contact reveal
 * count running subscriptions' enquiries_total - enquiries_used (lib/billing/quota.ts), so either
 * shows at once.
 */
export async function grantEnquiries(
  deps: Deps,
  input: { userId: number; enquiries: number; days: number; reason: string },
): Promise<void> {
  await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    await lockUser(tx, input.userId);
    const now = new Date();
    const [running] = await tx
      .select({
        id: subscriptions.id,
        total: subscriptions.enquiriesTotal,
        endsAt: subscriptions.endsAt,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, input.userId),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(subscriptions.endsAt), desc(subscriptions.id))
      .limit(1)
      .for("update");
    if (running) {
      // Locked above, so it still runs.
      const [after] = await tx
        .update(subscriptions)
        .set({ enquiriesTotal: sql`${subscriptions.enquiriesTotal} + ${input.enquiries}` })
        .where(eq(subscriptions.id, running.id))
        .returning({ total: subscriptions.enquiriesTotal });
      return {
        result: undefined,
        audit: {
          action: "grant-enquiries",
          entity: "subscription",
          entityId: running.id,
          before: { user_id: input.userId, enquiries_total: running.total },
          after: { user_id: input.userId, enquiries_total: after!.total },
          reason: input.reason,
        },
      };
    }
    const endsAt = new Date(now.getTime() + input.days * DAY_MS);
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: input.userId,
        planId: await planForGrant(tx, input.userId),
        grantedBy: deps.adminUserId,
        enquiriesTotal: input.enquiries,
        startsAt: now,
        endsAt,
      })
      .returning({ id: subscriptions.id });
    return {
      result: undefined,
      audit: {
        action: "grant-enquiries",
        entity: "subscription",
        entityId: created!.id,
        before: null,
        after: {
          user_id: input.userId,
          enquiries_total: input.enquiries,
          starts_at: now.toISOString(),
          ends_at: endsAt.toISOString(),
        },
        reason: input.reason,
      },
    };
  });
}

/**
 * Moves a subscription's end `days` later; returns its user. Extensions add up: two admins
 * extending at once both count (the row lock orders them), as two grants do. The end is
 * moved in SQL, so an end with microseconds (set by now() in SQL) moves exactly too.
 */
export async function extendSubscription(
  deps: Deps,
  input: { subscriptionId: number; days: number; reason: string },
): Promise<number> {
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [before] = await tx
      .select({ userId: subscriptions.userId, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, input.subscriptionId))
      .for("update");
    if (!before) throw notFound(adminUserMessages.subscriptionNotFound);
    // The row is locked: it is still there to update.
    const [after] = await tx
      .update(subscriptions)
      .set({ endsAt: sql`${subscriptions.endsAt} + make_interval(days => ${input.days}::int)` })
      .where(eq(subscriptions.id, input.subscriptionId))
      .returning({ endsAt: subscriptions.endsAt });
    return {
      result: before.userId,
      audit: {
        action: "extend-subscription",
        entity: "subscription",
        entityId: input.subscriptionId,
        before: { user_id: before.userId, ends_at: before.endsAt.toISOString() },
        after: { user_id: before.userId, ends_at: after!.endsAt.toISOString() },
        reason: input.reason,
      },
    };
  });
}

/**
 * Disables an account and ends its sessions in the same transaction: every refresh token is
 * revoked, and an access token still valid is refused from now on (lib/accounts/auth.ts reads
 * disabled_at and the login on each request). An admin cannot disable their own account.
 */
export async function disableUser(
  deps: Deps,
  input: { userId: number; reason: string },
): Promise<void> {
  await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const before = await lockUser(tx, input.userId);
    if (input.userId === deps.adminUserId) throw conflict(adminUserMessages.notYourself);
    if (before.disabledAt) throw conflict(adminUserMessages.alreadyDisabled);
    const now = new Date();
    await tx.update(users).set({ disabledAt: now }).where(eq(users.id, input.userId));
    await revokeAllSessions(tx, input.userId);
    return {
      result: undefined,
      audit: {
        action: "disable",
        entity: "user",
        entityId: input.userId,
        before: { disabled_at: null },
        after: { disabled_at: now.toISOString() },
        reason: input.reason,
      },
    };
  });
}

/** Lets a disabled account log in again (its old sessions stay ended). */
export async function enableUser(
  deps: Deps,
  input: { userId: number; reason: string },
): Promise<void> {
  await auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const before = await lockUser(tx, input.userId);
    if (!before.disabledAt) throw conflict(adminUserMessages.notDisabled);
    await tx.update(users).set({ disabledAt: null }).where(eq(users.id, input.userId));
    return {
      result: undefined,
      audit: {
        action: "enable",
        entity: "user",
        entityId: input.userId,
        before: { disabled_at: before.disabledAt.toISOString() },
        after: { disabled_at: null },
        reason: input.reason,
      },
    };
  });
}
