import { zodResolver } from "@hookform/resolvers/zod";
import {
  ageOn,
  type MaidRegistrationForm,
  type MaidRegistrationFormInput,
  maidRegistrationFormSchema,
  todayInIndia,
} from "@sahayi/contract";
import {
  GENDERS,
  HELPER_ABOUT_MAX_LENGTH,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
  MAXIMUM_EXPERIENCE_YEARS,
  PINCODE_DIGITS,
} from "@sahayi/contract/constants";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { useEffect, useState } from "react";
import { Controller, type DefaultValues, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CheckoutOrder } from "../../components/checkout/checkout-order.ts";
import { useCheckout } from "../../components/checkout/use-checkout.tsx";
import { Field, inputClass, PhoneInput } from "../../components/field.tsx";
import { PhoneVerification } from "../../components/one-time-code/phone-verification.tsx";
import { PrivacyConsentField } from "../../components/privacy-consent-field.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { ApiError } from "../../lib/api-client.ts";
import { digitsOnly, showServerFieldErrors } from "../../lib/form.ts";
import { paths } from "../../lib/paths.ts";
import { useRegistrationData } from "../../lib/queries/get-registration-data.ts";
import { useSubLocations } from "../../lib/queries/get-sub-locations.ts";
import { registerMaid } from "./api/register-maid.ts";
import bannerNarrow from "./assets/banner-narrow.svg";
import bannerWide from "./assets/banner-wide.svg";
import { CategoryChecklist } from "./components/category-checklist.tsx";
import { ImageDropZone } from "./components/image-drop-zone.tsx";
import { OptionSelect } from "./components/option-select.tsx";
import { PaymentSummary } from "./components/payment-summary.tsx";
import { UploadProgressBar } from "./components/upload-progress-bar.tsx";
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

/** The age households will see, counted from the date picked (the form asks no age). */
function ageHint(dateOfBirth: unknown) {
  return typeof dateOfBirth === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)
    ? `Age ${ageOn(dateOfBirth)}`
    : undefined;
}

/** Whole years typed as digits: as many as the largest experience the contract allows. */
const EXPERIENCE_DIGITS = String(MAXIMUM_EXPERIENCE_YEARS).length;
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
  useDocumentTitle("Register");
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
  const { register, control, formState, handleSubmit, setError, watch, setValue } = form;
  const errors = formState.errors;
  const district = watch("location");
  const districtId = /^\d+$/.test(String(district ?? "")) ? Number(district) : undefined;
  const constituencies = useSubLocations(districtId);
  const lists = registration.data;

  useEffect(() => {
    const subscription = watch(() => setOrder(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!token) {
      setFailure(fieldMessages.verifyPhoneFirst);
      toast.error(fieldMessages.verifyPhoneFirst);
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
        toast.error(message);
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
      toast.success(toastMessages.maidRegistered);
      navigate(paths.registrationUnderReview.href(), {
        state: { email: values.email } satisfies UnderReviewState,
      });
    } else if (outcome.status === "dismissed") {
      setFailure(toastMessages.paymentCancelled);
      toast.error(toastMessages.paymentCancelled);
    } else {
      setFailure(outcome.message);
      toast.error(outcome.message);
    }
  });

  const busy = formState.isSubmitting;
  return (
    <>
      <div className="on-dark relative bg-brand-800 text-white">
        <picture>
          <source media="(min-width: 768px)" srcSet={bannerWide} />
          <img
            src={bannerNarrow}
            alt=""
            className="absolute inset-0 size-full object-cover"
            decoding="async"
          />
        </picture>
        <div className="container-page relative py-12 md:py-16">
          <h1 className="font-bold text-3xl tracking-tight md:text-4xl">Register</h1>
          <p className="mt-3 max-w-2xl text-brand-100">
            List yourself as a helper: households across Kerala find you after our review.
          </p>
        </div>
      </div>
      <div className="container-page py-10 md:py-14">
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="register-maid-heading"
          className="mx-auto max-w-5xl rounded-2xl bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="register-maid-heading" className="mb-6 font-bold text-2xl text-brand-900">
            Register to Get Listed as a Maid
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-5">
              <Field label="Name" required error={errors.name?.message}>
                {(c) => (
                  <input {...c} {...register("name")} autoComplete="name" className={inputClass} />
                )}
              </Field>
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
              <Field label="WhatsApp No." required error={errors.whatsapp_number?.message}>
                {(c) => <PhoneInput {...c} registration={register("whatsapp_number")} />}
              </Field>
              <Field label="Email Address" required error={errors.email?.message}>
                {(c) => (
                  <input
                    {...c}
                    {...register("email")}
                    type="email"
                    autoComplete="email"
                    className={inputClass}
                  />
                )}
              </Field>
              <Controller
                control={control}
                name="category_ids"
                render={({ field, fieldState }) => (
                  <CategoryChecklist
                    options={lists?.categories ?? []}
                    value={Array.isArray(field.value) ? (field.value as number[]) : []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Field label="Address" required error={errors.address?.message}>
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
                label="About Me"
                error={errors.about?.message}
                hint="Your work, your skills and the homes you have worked in. Households read this first."
              >
                {(c) => (
                  <textarea
                    {...c}
                    {...register("about")}
                    rows={4}
                    maxLength={HELPER_ABOUT_MAX_LENGTH}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field
                label="Upload Profile Photo"
                required
                error={errors[MAID_PHOTO_FIELD]?.message}
              >
                {(c) => (
                  <Controller
                    control={control}
                    name={MAID_PHOTO_FIELD}
                    render={({ field }) => (
                      <ImageDropZone
                        control={c}
                        name={MAID_PHOTO_FIELD}
                        files={field.value instanceof File ? [field.value] : []}
                        onChange={(files) => field.onChange(files[0])}
                        onBlur={field.onBlur}
                        max={1}
                        camera="user"
                        itemLabel="Profile photo"
                      />
                    )}
                  />
                )}
              </Field>
            </div>

            <div className="grid min-w-0 content-start gap-5 sm:grid-cols-2">
              <Field label="District" required error={errors.location?.message}>
                {(c) => (
                  <OptionSelect
                    {...c}
                    {...register("location", {
                      // A constituency of the district left behind names nothing here.
                      onChange: () => setValue("sub_location", ""),
                    })}
                    options={lists?.location ?? []}
                    loading={registration.isPending}
                    placeholder="Select a district"
                  />
                )}
              </Field>
              <Field label="Constituency" required error={errors.sub_location?.message}>
                {(c) => (
                  <OptionSelect
                    {...c}
                    {...register("sub_location")}
                    disabled={districtId === undefined}
                    options={constituencies.data ?? []}
                    loading={districtId !== undefined && constituencies.isPending}
                    placeholder={
                      districtId === undefined ? "Choose a district first" : "Select a constituency"
                    }
                  />
                )}
              </Field>
              <Field label="Pincode" required error={errors.pincode?.message}>
                {(c) => (
                  <input
                    {...c}
                    {...digitsOnly(register("pincode"), PINCODE_DIGITS)}
                    autoComplete="postal-code"
                    className={inputClass}
                  />
                )}
              </Field>
              <Field label="Experience (in years)" required error={errors.maid_experience?.message}>
                {(c) => (
                  <input
                    {...c}
                    {...digitsOnly(register("maid_experience"), EXPERIENCE_DIGITS)}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field
                label="Date of Birth"
                required
                error={errors.date_of_birth?.message}
                hint={ageHint(watch("date_of_birth"))}
              >
                {(c) => (
                  <input
                    {...c}
                    {...register("date_of_birth")}
                    type="date"
                    max={todayInIndia()}
                    autoComplete="bday"
                    className={inputClass}
                  />
                )}
              </Field>
              <Field label="Gender" required error={errors.gender?.message}>
                {(c) => (
                  <OptionSelect
                    {...c}
                    {...register("gender")}
                    options={GENDERS}
                    placeholder="Select gender"
                  />
                )}
              </Field>
              <Field label="Religion" required error={errors.caste?.message}>
                {(c) => (
                  <OptionSelect
                    {...c}
                    {...register("caste")}
                    options={lists?.caste ?? []}
                    loading={registration.isPending}
                    placeholder="Select religion"
                  />
                )}
              </Field>
              <Field label="Language" required error={errors.maid_language?.message}>
                {(c) => (
                  <OptionSelect
                    {...c}
                    {...register("maid_language")}
                    options={lists?.language ?? []}
                    loading={registration.isPending}
                    placeholder="Select language"
                  />
                )}
              </Field>
              <Field label="Shift" required error={errors.shift?.message}>
                {(c) => (
                  <OptionSelect
                    {...c}
                    {...register("shift")}
                    options={lists?.shift ?? []}
                    loading={registration.isPending}
                    placeholder="Select shift"
                  />
                )}
              </Field>
              <Field
                label="Additional Images"
                required
                error={
                  errors[MAID_GALLERY_FIELD]?.message ??
                  galleryItemError(errors[MAID_GALLERY_FIELD])
                }
                className="sm:col-span-2"
              >
                {(c) => (
                  <Controller
                    control={control}
                    name={MAID_GALLERY_FIELD}
                    render={({ field }) => (
                      <ImageDropZone
                        control={c}
                        name={MAID_GALLERY_FIELD}
                        files={Array.isArray(field.value) ? (field.value as File[]) : []}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        max={MAID_ADDITIONAL_IMAGES_MAX}
                        camera="environment"
                        itemLabel="Additional image"
                      />
                    )}
                  />
                )}
              </Field>
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
              {failure}
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
                  Registering...
                </>
              ) : (
                "Register"
              )}
            </button>
            {token ? null : <p className="text-muted text-sm">{fieldMessages.verifyPhoneFirst}</p>}
          </div>
        </form>
      </div>
      {checkout}
    </>
  );
}

/** The first message of one gallery image (react-hook-form keeps them by index). */
function galleryItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((item) => item?.message)?.message;
}
