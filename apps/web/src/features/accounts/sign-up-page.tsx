import { zodResolver } from "@hookform/resolvers/zod";
import {
  PROFILE_PHOTO_FIELD,
  type SignUpForm,
  type SignUpFormInput,
  signUpFormSchema,
} from "@sahayi/contract";
import { PROFILE_PHOTO_TYPES } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { useState } from "react";
import { Controller, type DefaultValues, useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { DistrictField } from "../../components/fields/district-field.tsx";
import { EmailField } from "../../components/fields/email-field.tsx";
import { Field, inputClass } from "../../components/fields/field.tsx";
import { NewPasswordFields } from "../../components/fields/password-field.tsx";
import { PhotoPicker } from "../../components/fields/photo-picker.tsx";
import { PincodeField } from "../../components/fields/pincode-field.tsx";
import { PrivacyConsentField } from "../../components/fields/privacy-consent-field.tsx";
import { WhatsAppField } from "../../components/fields/whatsapp-field.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { PhoneVerification } from "../../components/one-time-code/phone-verification.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { showServerFieldErrors } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useSignUp } from "./api/sign-up.ts";

const defaultValues: DefaultValues<SignUpFormInput> = {
  name: "",
  mobile_number: "",
  whatsapp_number: "",
  email: "",
  password: "",
  confirm_password: "",
  address: "",
  location: "",
  pincode: "",
  [PROFILE_PHOTO_FIELD]: undefined,
  privacy_policy_accepted: false,
};

/**
 * The wire's field names are the form's, so the server's messages land where they belong; the
 * policy version sent for the tick box lands on the tick box.
 */
const wireFields: Record<string, keyof SignUpFormInput> = {
  ...Object.fromEntries(
    Object.keys(defaultValues).map((name) => [name, name as keyof SignUpFormInput]),
  ),
  privacy_policy_version: "privacy_policy_accepted",
};

/**
 * Product §2 sign-up: a two-column form with phone verification, every §5 rule checked when a
 * field loses focus, Create Profile (Creating Profile... while it runs), then the login page.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  // The guard's return address, kept through sign-up so login still goes back there.
  const { state } = useLocation();
  const signUp = useSignUp();
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; registered: boolean } | null>(null);
  const form = useForm<SignUpFormInput, unknown, SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { register, control, formState, handleSubmit, setError } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      await signUp.mutateAsync({ form: values, token });
      toast.success(t(toastMessages.registrationSuccess));
      navigate(paths.login.href(), {
        state: { ...(state as object | null), phone: values.mobile_number },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "VERIFICATION_REQUIRED") setToken(null);
      // A registered phone is said under the phone and, with a way to log in, under the form.
      const registered = error instanceof ApiError && error.status === 409;
      if (showServerFieldErrors(error, setError, wireFields) && !registered) return;
      const message =
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : toastMessages.registrationFailed;
      setFailure({ message, registered });
      toast.error(t(message));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <>
      <PageHeader title={t(account.signUp)}>{t(account.signUpIntro)}</PageHeader>
      <div className="container-page py-10 md:py-14">
        <form
          noValidate
          onSubmit={submit}
          aria-label={t(account.signUp)}
          className="mx-auto max-w-4xl rounded-2xl bg-white p-5 shadow-card sm:p-8"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <Field label={t(account.nameLabel)} required error={errors.name?.message}>
              {(c) => (
                <input {...c} {...register("name")} autoComplete="name" className={inputClass} />
              )}
            </Field>
            <Controller
              control={control}
              name="mobile_number"
              render={({ field, fieldState }) => (
                <PhoneVerification
                  purpose="signup"
                  phone={field.value}
                  onPhoneChange={field.onChange}
                  onPhoneBlur={field.onBlur}
                  phoneRef={field.ref}
                  phoneError={fieldState.error?.message}
                  verificationToken={token}
                  onVerificationChange={setToken}
                />
              )}
            />
            <WhatsAppField
              register={register}
              name="whatsapp_number"
              error={errors.whatsapp_number?.message}
            />
            <EmailField register={register} name="email" error={errors.email?.message} />
            <NewPasswordFields
              register={register}
              password="password"
              confirm="confirm_password"
              errors={{
                password: errors.password?.message,
                confirm: errors.confirm_password?.message,
              }}
            />
            <DistrictField register={register} name="location" error={errors.location?.message} />
            <PincodeField register={register} name="pincode" error={errors.pincode?.message} />
            <Field
              label={t(account.addressLabel)}
              required
              error={errors.address?.message}
              className="md:col-span-2"
            >
              {(c) => (
                <textarea
                  {...c}
                  {...register("address")}
                  rows={3}
                  autoComplete="street-address"
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              label={t(account.photoLabel)}
              required
              error={errors[PROFILE_PHOTO_FIELD]?.message}
              hint={t(account.photoHint)}
              className="md:col-span-2"
            >
              {(c) => (
                <Controller
                  control={control}
                  name={PROFILE_PHOTO_FIELD}
                  render={({ field }) => (
                    <PhotoPicker
                      control={c}
                      file={field.value instanceof File ? field.value : null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      accept={PROFILE_PHOTO_TYPES.join(",")}
                    />
                  )}
                />
              )}
            </Field>
            <PrivacyConsentField
              registration={register("privacy_policy_accepted")}
              error={errors.privacy_policy_accepted?.message}
              className="md:col-span-2"
            />
          </div>

          {failure ? (
            <FormAlert className="mt-6">
              {t(failure.message)}{" "}
              {failure.registered ? (
                <Link to={paths.login.href()} className="font-semibold underline">
                  {t(account.goToLogin)}
                </Link>
              ) : null}
            </FormAlert>
          ) : null}

          <div className="mt-8 flex flex-col items-start gap-3">
            <button type="submit" className="btn btn-accent min-w-48" disabled={!token || busy}>
              {busy ? t(account.creatingProfile) : t(account.createProfile)}
            </button>
            {token ? null : (
              <p className="text-muted text-sm">{t(fieldMessages.verifyPhoneFirst)}</p>
            )}
            <p className="text-muted">
              {t(account.haveAccount)}{" "}
              <Link
                to={paths.login.href()}
                state={state}
                className="font-semibold text-brand-700 underline"
              >
                {t(account.login)}
              </Link>
            </p>
          </div>
        </form>
      </div>
    </>
  );
}
