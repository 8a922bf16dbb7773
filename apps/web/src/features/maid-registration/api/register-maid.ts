import type { MaidRegistrationForm } from "@sahayi/contract";
import { MAID_GALLERY_FIELD, MAID_PHOTO_FIELD } from "@sahayi/contract/constants";
import { maidRegistrationPaths } from "@sahayi/contract/paths";
import { PRIVACY_POLICY_VERSION } from "@sahayi/contract/privacy/privacy-paths";
import {
  type CheckoutOrder,
  toCheckoutOrder,
} from "../../../components/checkout/checkout-order.ts";
import { apiUpload, type UploadProgress } from "../../../lib/api-client.ts";

/** Product §3: the payload's field names; maid_accomodation is always Yes. */
function registrationBody(form: MaidRegistrationForm, verificationToken: string): FormData {
  const body = new FormData();
  body.set("name", form.name);
  body.set("mobile_number", form.mobile_number);
  body.set("whatsapp_number", form.whatsapp_number);
  body.set("email", form.email);
  body.set("shift", String(form.shift));
  body.set("category_ids", JSON.stringify(form.category_ids));
  body.set("address", form.address);
  body.set("location", String(form.location));
  body.set("sub_location", String(form.sub_location));
  body.set("pincode", form.pincode);
  body.set("caste", String(form.caste));
  body.set("gender", form.gender);
  body.set("date_of_birth", form.date_of_birth);
  body.set("maid_language", String(form.maid_language));
  body.set("maid_accomodation", "Yes");
  body.set("maid_experience", String(form.maid_experience));
  // The age is counted from date_of_birth on the server; the form asks no age.
  if (form.about) body.set("about", form.about);
  body.set("verification_token", verificationToken);
  // The form cannot be sent without its tick box: the version it agreed to is recorded.
  body.set("privacy_policy_version", PRIVACY_POLICY_VERSION);
  // Files go last, so the server has every text field before the images stream in.
  body.set(MAID_PHOTO_FIELD, form[MAID_PHOTO_FIELD] as File);
  for (const image of form[MAID_GALLERY_FIELD]) body.append(MAID_GALLERY_FIELD, image as File);
  return body;
}

/**
 * POST /api/maid/registration/ (multipart): the helper is written, waiting for her fee, and
 * the answer is the fee's payment order, ready for the checkout.
 */
export async function registerMaid(
  form: MaidRegistrationForm,
  verificationToken: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<CheckoutOrder> {
  const order = await apiUpload(
    maidRegistrationPaths.registrationForm,
    registrationBody(form, verificationToken),
    onProgress,
  );
  return toCheckoutOrder(order);
}
