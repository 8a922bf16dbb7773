import {
  fieldMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
  type MaidRegistrationFields,
  type MaidRegistrationResponse,
  maidRegistrationFieldsSchema,
  registrationMessages,
} from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { helpers } from "../../db/schema.ts";
import { consentValues } from "../../lib/accounts/consent.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { checkVerification, spendVerification } from "../../lib/accounts/verification.ts";
import { AppError, validationFailed } from "../../lib/errors.ts";
import { MAID_IMAGE_RULES, referenceProblems } from "../../lib/helper-fields.ts";
import { helperRowValues } from "../../lib/helper-row.ts";
import { newPublicId } from "../../lib/ids.ts";
import {
  type OrderDeps,
  openOrderOf,
  orderAnswer,
  recordOrder,
  requestOrder,
} from "../../lib/payments/orders.ts";
import { storeEncoded } from "../../lib/storage/images.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import { checkImage, type MultipartForm } from "../../lib/storage/uploads.ts";
import { getRegistrationPlan } from "./service.ts";

const phoneRegistered = () =>
  new AppError(409, "CONFLICT", registrationMessages.phoneRegistered, {
    mobile_number: registrationMessages.phoneRegistered,
  });

type Encoded = Extract<Awaited<ReturnType<typeof checkImage>>, { encoded: unknown }>["encoded"];

/**
 * Every problem of the form at once, as the page shows them: the contract's rules, ids that
 * name nothing, and each image through the pipeline (type by content, re-encoded to WebP,
 * metadata gone). Nothing is stored yet.
 */
async function checkForm(reference: CatalogReference, form: MultipartForm) {
  const fields: Record<string, string> = {};
  const parsed = maidRegistrationFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  } else {
    Object.assign(fields, referenceProblems(reference, parsed.data));
  }
  const [photo] = form.files[MAID_PHOTO_FIELD] ?? [];
  const gallery = form.files[MAID_GALLERY_FIELD] ?? [];
  if (gallery.length > MAID_ADDITIONAL_IMAGES_MAX) {
    throw validationFailed({ [MAID_GALLERY_FIELD]: fieldMessages.tooManyImages });
  }
  // One at a time: sharp already uses every core for one image, and six at once would hold
  // six decoded photos in memory.
  const images: Encoded[] = [];
  for (const [field, data] of [
    ...(photo ? [[MAID_PHOTO_FIELD, photo] as const] : []),
    ...gallery.map((data) => [MAID_GALLERY_FIELD, data] as const),
  ]) {
    const image = await checkImage(data, MAID_IMAGE_RULES);
    if ("problem" in image) fields[field] ??= image.problem;
    else images.push(image.encoded);
  }
  if (!photo) fields[MAID_PHOTO_FIELD] = fieldMessages.photoRequired;
  if (!parsed.success || Object.keys(fields).length > 0) throw validationFailed(fields);
  const [photoImage, ...galleryImages] = images;
  return { data: parsed.data, photo: photoImage!, gallery: galleryImages };
}

export interface RegisterDeps extends OrderDeps {
  storage: ImageStorage;
  tokens: Tokens;
  reference: CatalogReference;
}

/**
 * POST /api/maid/registration/: a helper lists herself. The form and every image are checked
 * first, then the images are stored, the provider's order is made, and one transaction spends
 * the verification token, writes the helper (status awaiting_payment) and records the order.
 * Anything that fails removes the images stored for it: a failed registration leaves no files.
 *
 * A phone already registered is a 409, except for a registration still waiting for its fee:
 * that helper may come back (a new verified code), her row takes the new form and images, and
 * she pays her open order (a new one only if the fee changed meanwhile). Her payment moves
 * her to review (features/payments/grant.ts).
 */
export async function registerMaid(
  deps: RegisterDeps,
  form: MultipartForm,
  locale: Locale,
): Promise<MaidRegistrationResponse> {
  const { db, storage, tokens } = deps;
  const { data, photo, gallery } = await checkForm(deps.reference, form);
  const verification = {
    token: data.verification_token,
    phone: data.mobile_number,
    purpose: "maid_registration" as const,
  };
  await checkVerification(tokens, verification);
  // Answered before any image is stored; checked again under the phone's lock below.
  const earlier = await existingHelper(db, data.mobile_number);
  if (earlier?.registered) throw phoneRegistered();
  const maidId = earlier?.publicId ?? newPublicId();
  const notes = {
    maid_id: maidId,
    plan_id: "",
    // Razorpay keeps 256 characters a note (product §7: notes carry the address).
    address: data.address.slice(0, 256),
  };
  const plan = await getRegistrationPlan({ db });

  const stored: string[] = [];
  try {
    for (const image of [photo, ...gallery]) stored.push(await storeEncoded(storage, image));
    const [photoKey, ...galleryKeys] = stored;
    notes.plan_id = String(plan.id);
    // She pays the order she was given before, when it is still open at today's fee.
    const open = earlier ? await openOrderOf(db, deps, { helperId: earlier.id }, plan) : undefined;
    const requested = open ?? (await requestOrder(deps, { plan, notes }));
    const { answer, replaced } = await db.transaction(async (tx) => {
      // Two registrations of one phone at once (two codes) wait for each other here.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`helper:${data.mobile_number}`}))`,
      );
      await spendVerification(tx, tokens, verification);
      const existing = await existingHelper(tx, data.mobile_number);
      if (existing?.registered) throw phoneRegistered();
      const values = { ...helperValues(data, photoKey!, galleryKeys), locale };
      const [helper] = existing
        ? await tx
            .update(helpers)
            .set(values)
            .where(eq(helpers.id, existing.id))
            .returning({ id: helpers.id, publicId: helpers.publicId })
        : await tx
            .insert(helpers)
            .values({ ...values, publicId: maidId })
            .returning({ id: helpers.id, publicId: helpers.publicId });
      const input = {
        plan,
        buyer: { helperId: helper!.id },
        prefill: { name: data.name, email: data.email, contact: data.mobile_number },
        notes,
      };
      const order = open
        ? orderAnswer(deps, open, input)
        : await recordOrder(tx, deps, requested, input);
      return {
        answer: { ...order, maid_id: helper!.publicId },
        replaced: existing ? existing.images : [],
      };
    });
    // The earlier attempt's images are no one's now.
    await Promise.allSettled(replaced.map((key) => storage.remove(key)));
    return answer;
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
}

/** The helper with this phone, if any; `registered` unless she is still to pay her fee. */
async function existingHelper(db: Db, phone: string) {
  const [row] = await db
    .select({
      id: helpers.id,
      publicId: helpers.publicId,
      status: helpers.status,
      profileImage: helpers.profileImage,
      gallery: helpers.gallery,
    })
    .from(helpers)
    .where(eq(helpers.mobileNumber, phone))
    // Should there be several (seeded data), one that paid decides.
    .orderBy(sql`${helpers.status} = 'awaiting_payment'`, helpers.id)
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    publicId: row.publicId,
    registered: row.status !== "awaiting_payment",
    images: [row.profileImage, ...row.gallery],
  };
}

function helperValues(data: MaidRegistrationFields, profileImage: string, gallery: string[]) {
  return {
    ...helperRowValues(data),
    accommodation: data.maid_accomodation,
    profileImage,
    gallery,
    status: "awaiting_payment" as const,
    ...consentValues(data.privacy_policy_version),
  };
}
