import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactForm as ContactValues, contactFormSchema } from "@sahayi/contract";
import { CONTACT_HONEYPOT_FIELD } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import * as contact from "@sahayi/contract/i18n/en/contact";
import { toastMessages } from "@sahayi/contract/messages";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { EmailField } from "../../../components/fields/email-field.tsx";
import { Field, inputClass, PhoneInput } from "../../../components/fields/field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { t } from "../../../lib/i18n.ts";
import { useSendContactForm } from "../api/send-contact-form.ts";

const EMPTY: ContactValues = { name: "", mobile_number: "", email: "", message: "" };

/**
 * Product §2 contact form and §4 "Contact form": idle, submitting (the button disabled and
 * reading Submitting...), then a success toast and an empty form, or a failure toast with
 * everything typed still there.
 */
export function ContactForm() {
  const send = useSendContactForm();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { register, formState, handleSubmit, setError, reset } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ form: values, honeypot: honeypot.current?.value ?? "" });
      toast.success(t(toastMessages.contactSuccess));
      reset(EMPTY);
    } catch (error) {
      showServerFieldErrors(error, setError, {
        name: "name",
        mobile_number: "mobile_number",
        email: "email",
        message: "message",
      });
      // Past the hourly limit the server's words say when to try again; otherwise product §8's.
      toast.error(
        error instanceof ApiError && error.status === 429
          ? t(error.message)
          : t(toastMessages.contactFailed),
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(contact.contactForm)}
      className="flex flex-col gap-5"
    >
      <Field label={t(account.nameLabel)} required error={errors.name?.message}>
        {(c) => (
          <input
            {...c}
            {...register("name")}
            type="text"
            autoComplete="name"
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t(contact.phoneNumberLabel)} required error={errors.mobile_number?.message}>
        {(c) => (
          <PhoneInput {...c} registration={register("mobile_number")} autoComplete="tel-national" />
        )}
      </Field>
      <EmailField
        label={t(contact.emailLabel)}
        register={register}
        name="email"
        error={errors.email?.message}
      />
      <Field label={t(contact.messageLabel)} required error={errors.message?.message}>
        {(c) => <textarea {...c} {...register("message")} rows={5} className={inputClass} />}
      </Field>
      {/* Off screen and out of the tab order: people leave it empty, form-filling bots do not. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t(contact.leaveEmpty)}
          <input
            ref={honeypot}
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <button type="submit" className="btn btn-accent self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t(contact.submitting) : t(contact.submit)}
      </button>
    </form>
  );
}
