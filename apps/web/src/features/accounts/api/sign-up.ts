import { PROFILE_PHOTO_FIELD, type SignUpForm } from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { PRIVACY_POLICY_VERSION } from "@sahayi/contract/privacy/privacy-paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/user/registration (multipart, product §3): the form less the confirmation, plus the token. */
export function signUp(form: SignUpForm, verificationToken: string) {
  const body = new FormData();
  body.set("name", form.name);
  body.set("mobile_number", form.mobile_number);
  body.set("whatsapp_number", form.whatsapp_number);
  body.set("email", form.email);
  body.set("password", form.password);
  body.set("address", form.address);
  body.set("location", String(form.location));
  body.set("pincode", form.pincode);
  body.set("verification_token", verificationToken);
  // The form cannot be sent without its tick box: the version it agreed to is recorded.
  body.set("privacy_policy_version", PRIVACY_POLICY_VERSION);
  // The photo goes last, so the server has read every text field before the file streams in.
  body.set(PROFILE_PHOTO_FIELD, form[PROFILE_PHOTO_FIELD] as File);
  return api.post(accountsPaths.signUp, body);
}

export function useSignUp() {
  return useMutation({
    mutationFn: ({ form, token }: { form: SignUpForm; token: string }) => signUp(form, token),
  });
}
