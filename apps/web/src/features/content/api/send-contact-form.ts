import type { ContactForm } from "@sahayi/contract";
import { CONTACT_HONEYPOT_FIELD } from "@sahayi/contract/constants";
import { contentPaths } from "@sahayi/contract/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface ContactSubmission {
  form: ContactForm;
  /** What the hidden field holds: empty from a person. */
  honeypot: string;
}

/** POST /api/user/contact-form (product §7): name, mobile_number, email, message. */
export function sendContactForm({ form, honeypot }: ContactSubmission) {
  return api.post(contentPaths.contactForm, {
    ...form,
    [CONTACT_HONEYPOT_FIELD]: honeypot,
  });
}

export function useSendContactForm() {
  return useMutation({ mutationFn: sendContactForm });
}
