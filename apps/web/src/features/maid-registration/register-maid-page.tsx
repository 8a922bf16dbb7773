import { zodResolver } from "@hookform/resolvers/zod";
import {
  type MaidRegistrationForm,
  type MaidRegistrationFormInput,
  maidRegistrationFormSchema,
} from "@sahayi/contract";
import { MAID_GALLERY_FIELD, MAID_PHOTO_FIELD } from "@sahayi/contract/constants";
import * as registerPage from "@sahayi/contract/i18n/en/registration";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { useEffect, useState } from "react";
import { Controller, type DefaultValues, FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CheckoutOrder } from "../../components/checkout/checkout-order.ts";
import { useCheckout } from "../../components/checkout/use-checkout.tsx";
import { PrivacyConsentField } from "../../components/fields/privacy-consent-field.tsx";
import { HelperDetailsFields } from "../../components/helper-form/helper-details-fields.tsx";
import {
  HelperAboutField,
  HelperAddressField,
  HelperCategoriesField,
  HelperNameField,
  HelperReachFields,
} from "../../components/helper-form/helper-fields.tsx";
import { PhoneVerification } from "../../components/one-time-code/phone-verification.tsx";
import { UploadProgressBar } from "../../components/upload-progress-bar.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { ApiError } from "../../lib/api-client.ts";
import { showServerFieldErrors } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useRegistrationData } from "../../lib/queries/get-registration-data.ts";
import { registerMaid } from "./api/register-maid.ts";
import { PaymentSummary } from "./components/payment-summary.tsx";
import { RegisterBanner } from "./components/register-banner.tsx";
import { GalleryField, ProfilePhotoField } from "./components/registration-images.tsx";
import type { UnderReviewState } from "./under-review-state.ts";

const defaultValues: DefaultValues<MaidRegistrationFormInput> = {
  name: "",
  mobile_number: "",
  whatsapp_number: "",
  email: "",
  category_ids: [],
  address: "",
  location: "",
  sub_location: "",
  pincode: "",
  maid_experience: "",
  date_of_birth: "",
  gender: undefined,
  caste: "",
  maid_language: "",
  shift: "",
  about: "",
  [MAID_PHOTO_FIELD]: undefined,
  [MAID_GALLERY_FIELD]: [],
  privacy_policy_accepted: false,
};

/**
 * The wire's field names are the form's, so the server's messages land where they belong; the
 * policy version sent for the tick box lands on the tick box.
 */
const wireFields: Record<string, keyof MaidRegistrationFormInput> = {
  ...Object.fromEntries(
    Object.keys(defaultValues).map((name) => [name, name as keyof MaidRegistrationFormInput]),
  ),
  privacy_policy_version: "privacy_policy_accepted",
};

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : toastMessages.registrationFailed;

/**
 * Product §2 /register-maid and §4 "Maid registration": the two-column form with phone
 * verification and a Payment Summary. Register (Registering... with a spinner) uploads the
 * form with a progress bar, opens the checkout for the fee's order, and on a verified payment
 * resets the form and goes to /registration-under-review. A failed upload or a dismissed
 * checkout keeps everything typed and picked; an unchanged form pays the same order again.
 */
export function RegisterMaidPage() {
  useDocumentTitle(registerPage.registerTitle);
  const navigate = useNavigate();
  const registration = useRegistrationData();
  const { pay, checkout } = useCheckout();
  const [token, setToken] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The fee's order of the form as it was sent; any change to the form makes a new one.
  const [order, setOrder] = useState<CheckoutOrder | null>(null);
  const form = useForm<MaidRegistrationFormInput, unknown, MaidRegistrationForm>({
    resolver: zodResolver(maidRegistrationFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { register, control, formState, handleSubmit, setError, watch } = form;
  const errors = formState.errors;
  const lists = registration.data;

  useEffect(() => {
    const subscription = watch(() => setOrder(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!token) {
      setFailure(fieldMessages.verifyPhoneFirst);
      toast.error(t(fieldMessages.verifyPhoneFirst));
      return;
    }
    let placed = order;
    if (!placed) {
      setProgress(0);
      try {
        placed = await registerMaid(values, token, ({ sent, total }) => setProgress(sent / total));
        setOrder(placed);
      } catch (error) {
        // A spent or expired code: the phone block asks for a new one.
        if (error instanceof ApiError && error.code === "VERIFICATION_REQUIRED") setToken(null);
        const onFields = showServerFieldErrors(error, setError, wireFields);
        const message = serverMessage(error);
        if (!onFields || (error instanceof ApiError && error.status === 409)) setFailure(message);
        toast.error(t(message));
        return;
      } finally {
        setProgress(null);
      }
    }
    const outcome = await pay(placed);
    if (outcome.status === "left") return;
    if (outcome.status === "paid") {
      form.reset(defaultValues);
      setToken(null);
      setOrder(null);
      toast.success(t(toastMessages.maidRegistered));
      navigate(paths.registrationUnderReview.href(), {
        state: { email: values.email } satisfies UnderReviewState,
      });
    } else if (outcome.status === "dismissed") {
      setFailure(toastMessages.paymentCancelled);
      toast.error(t(toastMessages.paymentCancelled));
    } else {
      setFailure(outcome.message);
      toast.error(t(outcome.message));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <>
      <RegisterBanner />
      <div className="container-page py-10 md:py-14">
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={submit}
            aria-labelledby="register-maid-heading"
            className="mx-auto max-w-5xl rounded-2xl bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id="register-maid-heading" className="mb-6 font-bold text-2xl text-brand-900">
              {t(registerPage.formTitle)}
            </h2>
            <div className="grid gap-6 md:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-5">
                <HelperNameField ownDetails />
                <Controller
                  control={control}
                  name="mobile_number"
                  render={({ field, fieldState }) => (
                    <PhoneVerification
                      purpose="maid_registration"
                      phone={field.value ?? ""}
                      onPhoneChange={field.onChange}
                      onPhoneBlur={field.onBlur}
                      phoneRef={field.ref}
                      phoneError={fieldState.error?.message}
                      verificationToken={token}
                      onVerificationChange={setToken}
                    />
                  )}
                />
                <HelperReachFields ownDetails />
                <HelperCategoriesField />
                <HelperAddressField ownDetails />
                <HelperAboutField hint={t(registerPage.aboutHint)} />
                <ProfilePhotoField />
              </div>

              <div className="grid min-w-0 content-start gap-5 sm:grid-cols-2">
                <HelperDetailsFields ownDetails />
                <GalleryField className="sm:col-span-2" />
              </div>
            </div>

            <PrivacyConsentField
              registration={register("privacy_policy_accepted")}
              error={errors.privacy_policy_accepted?.message}
              className="mt-6"
            />

            <PaymentSummary fee={lists?.maid_registration_plan} />

            {failure ? (
              <p
                role="alert"
                className="mt-6 rounded-lg bg-accent-50 px-4 py-3 font-medium text-accent-800"
              >
                {t(failure)}
              </p>
            ) : null}
            {progress !== null ? <UploadProgressBar fraction={progress} /> : null}

            <div className="mt-8 flex flex-col items-start gap-3">
              <button type="submit" className="btn btn-accent min-w-48" disabled={busy}>
                {busy ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                    />
                    {t(registerPage.registering)}
                  </>
                ) : (
                  t(registerPage.registerTitle)
                )}
              </button>
              {token ? null : (
                <p className="text-muted text-sm">{t(fieldMessages.verifyPhoneFirst)}</p>
              )}
            </div>
          </form>
        </FormProvider>
      </div>
      {checkout}
    </>
  );
}
