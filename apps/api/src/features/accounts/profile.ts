import {
  accountMessages,
  adminUserMessages,
  type Maid,
  mustBeIdFromTheList,
  type ProfileDetails,
  type ProfileUpdate,
  paiseToRupees,
  paymentsPaths,
  type Transaction,
  type UserData,
  type UserSubscription,
} from "@sahayi/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import {
  helpers,
  payments,
  plans,
  purchasedHelpers,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { formatInvoiceNumber } from "../../lib/billing/invoice-number.ts";
import { isRunning, remainingOf, sumQuota } from "../../lib/billing/quota.ts";
import { AppError, validationFailed } from "../../lib/errors.ts";
import { selectPublicHelpers, toPublicMaids } from "../../lib/public-helpers/public-maids.ts";
import { readUserData } from "./users.ts";

const planSubtitle = (plan: { subtitle: string | null; title: string }) => ({
  subtitle: plan.subtitle ?? plan.title,
  title: plan.title,
});

/** The profile area in one answer (product §3 "User profile details"). */
export async function getProfileDetails(
  deps: { db: Db; reference: CatalogReference; verificationValidDays: number },
  userId: number,
): Promise<ProfileDetails> {
  const { db, reference, verificationValidDays } = deps;
  const now = new Date();
  const [user, subscriptionRows, paymentRows, maids] = await Promise.all([
    readUserData(db, userId),
    db
      .select({
        id: subscriptions.id,
        planId: subscriptions.planId,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        total: subscriptions.enquiriesTotal,
        used: subscriptions.enquiriesUsed,
        // Null for a grant an admin made: it cost nothing.
        totalPaise: payments.totalPaise,
        paymentId: subscriptions.paymentId,
        title: plans.title,
        subtitle: plans.subtitle,
      })
      .from(subscriptions)
      .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.endsAt)),
    db
      .select({
        id: payments.id,
        amountPaise: payments.amountPaise,
        cgstPaise: payments.cgstPaise,
        sgstPaise: payments.sgstPaise,
        totalPaise: payments.totalPaise,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
        invoiceNumber: payments.invoiceNumber,
        invoiceYear: payments.invoiceYear,
        paymentMethod: payments.paymentMethod,
        kind: plans.kind,
        title: plans.title,
        subtitle: plans.subtitle,
      })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .where(and(eq(payments.userId, userId), eq(payments.status, "paid")))
      .orderBy(desc(payments.paidAt), desc(payments.id)),
    purchasedMaids(db, reference, userId, verificationValidDays),
  ]);
  const active = subscriptionRows.filter((s) => isRunning(s, now));
  const quota = sumQuota(active);
  const ended = subscriptionRows.filter((s) => s.endsAt <= now);
  const user_subscription: UserSubscription[] = active.map((s) => ({
    maid_registration_plan:
      s.totalPaise === null
        ? { subtitle: adminUserMessages.grantPlanTitle, title: adminUserMessages.grantPlanTitle }
        : planSubtitle(s),
    total_amount: paiseToRupees(s.totalPaise ?? 0),
    start_date: s.startsAt.toISOString(),
    end_date: s.endsAt.toISOString(),
    id: s.id,
    plan_id: s.planId,
    enquiry: s.total,
    remaining_enquiry: remainingOf(s),
    order_id: s.paymentId,
  }));
  const transactions: Transaction[] = paymentRows.map((p) => ({
    subscription: { maid_registration_plan: planSubtitle(p) },
    amount: paiseToRupees(p.amountPaise),
    created_at: p.createdAt.toISOString(),
    payment_method: p.paymentMethod,
    id: p.id,
    purpose: p.kind === "subscription" ? ("plan" as const) : ("maid_registration" as const),
    cgst: paiseToRupees(p.cgstPaise),
    sgst: paiseToRupees(p.sgstPaise),
    total_amount: paiseToRupees(p.totalPaise),
    paid_at: (p.paidAt ?? p.createdAt).toISOString(),
    invoice_number: formatInvoiceNumber(p.invoiceYear ?? 0, p.invoiceNumber ?? 0),
    invoice_url: paymentsPaths.invoice(p.id),
  }));
  const { role: _, ...profile } = user;
  return {
    user: {
      ...profile,
      is_active_plan: quota.active,
      user_remaining_enquiry: quota.remaining,
      user_total_enquiry: quota.total,
    },
    transactions,
    user_subscription,
    maids,
    expired_subscription_date:
      active.length === 0 && ended[0] ? ended[0].endsAt.toISOString() : null,
  };
}

/** Helpers this user bought that are still listed, newest purchase first. */
async function purchasedMaids(
  db: Db,
  reference: CatalogReference,
  userId: number,
  verificationValidDays: number,
): Promise<Maid[]> {
  const bought = await db
    .select({ helperId: purchasedHelpers.helperId })
    .from(purchasedHelpers)
    .where(eq(purchasedHelpers.userId, userId))
    .orderBy(desc(purchasedHelpers.createdAt));
  if (bought.length === 0) return [];
  const ids = bought.map((b) => b.helperId);
  const rows = await selectPublicHelpers(db, verificationValidDays).where(
    and(inArray(helpers.id, ids), inArray(helpers.status, ["approved", "paused"])),
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return toPublicMaids(rows, reference, { purchasedHelperIds: new Set(ids) });
}

/** Saves the profile form. The phone number is the login and changes only through support. */
export async function updateProfile(
  deps: { db: Db; reference: CatalogReference },
  userId: number,
  input: ProfileUpdate,
): Promise<UserData> {
  const { db, reference } = deps;
  const current = await readUserData(db, userId);
  const fields: Record<string, string> = {};
  if (input.mobile_number !== current.mobile_number)
    fields.mobile_number = accountMessages.phoneNotChangeable;
  if (!reference.districts.has(input.location)) fields.location = mustBeIdFromTheList("District");
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const [updated] = await db
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      whatsappNumber: input.whatsapp_number,
      address: input.address,
      districtId: input.location,
      pincode: input.pincode,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) throw new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);
  return readUserData(db, userId);
}
