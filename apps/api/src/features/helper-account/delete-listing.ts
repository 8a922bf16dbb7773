import { helperAccountMessages } from "@sahayi/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  helperListingChanges,
  helperRefreshTokens,
  helpers,
  helperVerifications,
  payments,
  shortlistedHelpers,
} from "../../db/schema.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { spendVerification } from "../../lib/accounts/verification.ts";
import { AppError } from "../../lib/errors.ts";
import { enqueueMessage } from "../../lib/outbox/enqueue.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import { removeUnusedImages } from "../../lib/storage/unused-images.ts";

export interface DeleteListingDeps {
  db: Db;
  tokens: Tokens;
  storage: ImageStorage;
  log: (details: object, message: string) => void;
}

/** What an erased registration's phone becomes: never a phone, so the number registers again. */
const deletedPhoneOf = (helperId: number) => `deleted-${helperId}`;

/**
 * Deletes her listing at once, with a fresh `maid_login` code (decision 044): her name,
 * numbers, e-mail, address, about text and photos are erased (the photos from storage too),
 * the admin's checks about her removed, households' shortlists let go of her, and every login
 * of hers ended. Her registration fee's payment keeps her name and address on the invoice, as
 * the tax law requires. Households' reveals and reports stay as their own records, naming no
 * one. Her phone may register again as a new helper.
 */
export async function deleteOwnListing(
  deps: DeleteListingDeps,
  helperId: number,
  verificationToken: string,
): Promise<void> {
  const { db, tokens } = deps;
  const images = await db.transaction(async (tx) => {
    const [helper] = await tx.select().from(helpers).where(eq(helpers.id, helperId)).for("update");
    if (!helper || helper.status === "deleted") {
      throw new AppError(401, "UNAUTHORIZED", helperAccountMessages.deleted);
    }
    await spendVerification(tx, tokens, {
      token: verificationToken,
      phone: helper.mobileNumber,
      purpose: "maid_login",
    });
    await tx
      .update(payments)
      .set({ buyerName: helper.name, buyerAddress: helper.address, buyerPincode: helper.pincode })
      .where(and(eq(payments.helperId, helperId), isNull(payments.buyerName)));
    await tx
      .update(helpers)
      .set({
        status: "deleted",
        name: helperAccountMessages.deletedName,
        mobileNumber: deletedPhoneOf(helperId),
        whatsappNumber: "",
        email: "",
        address: "",
        pincode: "",
        about: null,
        profileImage: "",
        gallery: [],
        rejectionReason: null,
        availableFrom: null,
        updatedAt: sql`${helpers.updatedAt}`,
      })
      .where(eq(helpers.id, helperId));
    await tx.delete(helperVerifications).where(eq(helperVerifications.helperId, helperId));
    await tx.delete(shortlistedHelpers).where(eq(shortlistedHelpers.helperId, helperId));
    // Her own edits go too: their before and after hold her words and her photos' keys.
    const changes = await tx
      .delete(helperListingChanges)
      .where(eq(helperListingChanges.helperId, helperId))
      .returning({ key: helperListingChanges.imageKey });
    await tx
      .update(helperRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(helperRefreshTokens.helperId, helperId), isNull(helperRefreshTokens.revokedAt)),
      );
    // She hears it is done, at the phone and address she had (decision 029).
    await enqueueMessage(tx, {
      kind: "account_deleted",
      key: `account_deleted:helper:${helperId}`,
      values: {},
      phone: helper.mobileNumber,
      email: helper.email,
      helperId,
      locale: helper.locale,
    });
    return [helper.profileImage, ...helper.gallery, ...changes.map((change) => change.key ?? "")];
  });
  await removeUnusedImages(deps, images, "a deleted helper's image");
}
