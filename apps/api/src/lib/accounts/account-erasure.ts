import { adminMessages, privacyMessages } from "@sahayi/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  contactOutcomes,
  contactReports,
  payments,
  refreshTokens,
  shortlistedHelpers,
  users,
} from "../../db/schema.ts";
import { AppError, notFound } from "../errors.ts";
import { enqueueMessage } from "../outbox/enqueue.ts";

/** What a deleted account's row still says about itself. */
const deletedPhoneOf = (userId: number) => `deleted-${userId}`;

export interface ErasedAccount {
  /** The profile photo to remove from storage once the transaction has committed. */
  profileImage: string | null;
  /** The account as it was, for an admin's audit row (no password hash). */
  before: { name: string; mobile_number: string; email: string };
}

/**
 * Takes an account off at once, inside the caller's transaction (docs/decisions/025): the
 * buyer's name and address are copied onto its payments, so invoices keep them; its personal
 * fields are erased and its phone freed, so the number can sign up again as a new account;
 * its notes on contact reports and its shortlist are erased; every login of it is ended. A login or refresh
 * after this fails, and lib/accounts/auth.ts refuses its access tokens. The rest (reveals, reports,
 * subscriptions) goes 30 days later with the retention job.
 */
export async function eraseAccount(tx: Tx, userId: number, now: Date): Promise<ErasedAccount> {
  const [user] = await tx
    .select({
      name: users.name,
      mobileNumber: users.mobileNumber,
      email: users.email,
      address: users.address,
      pincode: users.pincode,
      profileImage: users.profileImage,
      deletedAt: users.deletedAt,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw notFound(adminMessages.userNotFound);
  if (user.deletedAt) throw new AppError(409, "CONFLICT", privacyMessages.alreadyDeleted);
  await tx
    .update(payments)
    .set({ buyerName: user.name, buyerAddress: user.address, buyerPincode: user.pincode })
    .where(and(eq(payments.userId, userId), isNull(payments.buyerName)));
  await tx
    .update(users)
    .set({
      name: privacyMessages.deletedAccountName,
      mobileNumber: deletedPhoneOf(userId),
      whatsappNumber: "",
      email: "",
      passwordHash: "",
      address: "",
      districtId: null,
      pincode: "",
      profileImage: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.update(contactReports).set({ note: null }).where(eq(contactReports.userId, userId));
  await tx.delete(shortlistedHelpers).where(eq(shortlistedHelpers.userId, userId));
  // Her count of hires stays: it names no household.
  await tx.delete(contactOutcomes).where(eq(contactOutcomes.userId, userId));
  // The person hears it is done, at the phone and address the account had (decision 029).
  await enqueueMessage(tx, {
    kind: "account_deleted",
    key: `account_deleted:user:${userId}`,
    values: {},
    phone: user.mobileNumber,
    email: user.email,
    userId,
    locale: user.locale,
  });
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return {
    profileImage: user.profileImage,
    before: { name: user.name, mobile_number: user.mobileNumber, email: user.email },
  };
}
