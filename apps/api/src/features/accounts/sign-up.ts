import {
  accountMessages,
  fieldMessages,
  mustBeIdFromTheList,
  PROFILE_PHOTO_FIELD,
  PROFILE_PHOTO_MAX_BYTES,
  type SignUpFields,
  signUpFieldsSchema,
} from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { users } from "../../db/schema.ts";
import { consentValues } from "../../lib/accounts/consent.ts";
import { hashPassword } from "../../lib/accounts/passwords.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { checkVerification, spendVerification } from "../../lib/accounts/verification.ts";
import { AppError, isUniqueViolation, validationFailed } from "../../lib/errors.ts";
import { storeEncoded } from "../../lib/storage/images.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import { checkImage, type ImageRules, type MultipartForm } from "../../lib/storage/uploads.ts";

export const PROFILE_PHOTO_RULES: ImageRules = {
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  types: ["image/jpeg", "image/png", "image/gif"],
  tooLarge: fieldMessages.photoTooLarge,
  unsupported: fieldMessages.photoUnsupported,
};

const phoneRegistered = () =>
  new AppError(409, "CONFLICT", accountMessages.phoneRegistered, {
    mobile_number: accountMessages.phoneRegistered,
  });

/** Every field problem at once, photo included, as the form shows them. */
async function checkForm(reference: CatalogReference, form: MultipartForm) {
  const fields: Record<string, string> = {};
  const parsed = signUpFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  }
  const [photo] = form.files[PROFILE_PHOTO_FIELD] ?? [];
  const image = photo
    ? await checkImage(photo, PROFILE_PHOTO_RULES)
    : { problem: fieldMessages.photoRequired };
  if ("problem" in image) fields[PROFILE_PHOTO_FIELD] = image.problem;
  if (parsed.success && !reference.districts.has(parsed.data.location)) {
    fields.location = mustBeIdFromTheList("District");
  }
  if (!parsed.success || "problem" in image || Object.keys(fields).length > 0)
    throw validationFailed(fields);
  return { data: parsed.data, encoded: image.encoded };
}

/**
 * Creates an account from the sign-up form, all or nothing: the photo is stored first and
 * removed again if the user cannot be written, so there is never a file without a user or a
 * user without a file. The verification token is spent in the same transaction.
 */
export async function signUp(
  deps: { db: Db; storage: ImageStorage; tokens: Tokens; reference: CatalogReference },
  form: MultipartForm,
  locale: Locale,
): Promise<void> {
  const { db, storage, tokens, reference } = deps;
  const { data, encoded } = await checkForm(reference, form);
  const verification = {
    token: data.verification_token,
    phone: data.mobile_number,
    purpose: "signup" as const,
  };
  await checkVerification(tokens, verification);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, data.mobile_number));
  if (existing) throw phoneRegistered();
  const passwordHash = await hashPassword(data.password);
  const key = await storeEncoded(storage, encoded);
  try {
    await db.transaction(async (tx) => {
      await spendVerification(tx, tokens, verification);
      await tx.insert(users).values({ ...newUser(data, passwordHash, key), locale });
    });
  } catch (error) {
    await storage.remove(key);
    if (isUniqueViolation(error)) throw phoneRegistered();
    throw error;
  }
}

function newUser(data: SignUpFields, passwordHash: string, profileImage: string) {
  return {
    name: data.name,
    mobileNumber: data.mobile_number,
    whatsappNumber: data.whatsapp_number,
    email: data.email,
    passwordHash,
    address: data.address,
    districtId: data.location,
    pincode: data.pincode,
    profileImage,
    ...consentValues(data.privacy_policy_version),
  };
}
