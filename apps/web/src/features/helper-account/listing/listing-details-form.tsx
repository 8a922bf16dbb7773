import { zodResolver } from "@hookform/resolvers/zod";
import { HELPER_ABOUT_MAX_LENGTH } from "@sahayi/contract/constants";
import type {
  MaidListing,
  MaidListingRequest,
  MaidListingRequestInput,
} from "@sahayi/contract/helper-account/helper-listing";
import { maidListingRequestSchema } from "@sahayi/contract/helper-account/helper-listing";
import * as filters from "@sahayi/contract/i18n/en/filters";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { useId } from "react";
import { FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field } from "../../../components/fields/field.tsx";
import {
  HelperAboutField,
  HelperCategoriesField,
} from "../../../components/helper-form/helper-fields.tsx";
import type { HelperFieldsInput } from "../../../components/helper-form/helper-form-values.ts";
import { OptionSelect } from "../../../components/helper-form/option-select.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { t } from "../../../lib/i18n.ts";
import { useRegistrationData } from "../../../lib/queries/get-registration-data.ts";
import { useSaveListing } from "../api/listing.ts";

/** Her saved listing as the form's inputs hold it (selects hold ids as text). */
const formValues = (listing: MaidListing): MaidListingRequestInput => ({
  about: listing.about ?? "",
  shift: String(listing.shift),
  maid_language: String(listing.maid_language),
  category_ids: listing.category_ids,
});

const wire = {
  about: "about",
  shift: "shift",
  maid_language: "maid_language",
  category_ids: "category_ids",
} as const;

/**
 * Her about text, shift, language and jobs, with the registration form's fields, rules and
 * messages. A refused save puts the server's messages by the fields and keeps what she typed.
 */
export function ListingDetailsForm({ listing }: { listing: MaidListing }) {
  const save = useSaveListing();
  const lists = useRegistrationData();
  const headingId = useId();
  const form = useForm<MaidListingRequestInput, unknown, MaidListingRequest>({
    resolver: zodResolver(maidListingRequestSchema),
    mode: "onTouched",
    defaultValues: formValues(listing),
  });
  const { register, formState, handleSubmit, setError, watch } = form;
  const errors = formState.errors;
  const aboutLength = String(watch("about") ?? "").length;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      toast.success(t(words.listingSaved));
    } catch (error) {
      showServerFieldErrors(error, setError, wire);
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
        setError("root", { message: t(errorMessage(error)) });
      }
    }
  });

  const listSelect = (
    name: "maid_language" | "shift",
    label: string,
    placeholder: string,
    list: "language" | "shift",
  ) => (
    <Field label={label} required error={errors[name]?.message}>
      {(c) => (
        <OptionSelect
          {...c}
          {...register(name)}
          options={lists.data?.[list] ?? []}
          loading={lists.isPending}
          placeholder={placeholder}
        />
      )}
    </Field>
  );

  return (
    // The shared fields read the helper's form through this context; they use only its
    // about and category_ids, which this form has.
    <FormProvider {...(form as unknown as UseFormReturn<HelperFieldsInput>)}>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-5"
      >
        <h2 id={headingId} className="font-semibold text-ink text-xl">
          {t(words.detailsHeading)}
        </h2>
        <HelperAboutField
          hint={t(words.aboutCount, { count: aboutLength, max: HELPER_ABOUT_MAX_LENGTH })}
        />
        {listSelect("shift", t(filters.shift), t(registration.selectShift), "shift")}
        {listSelect(
          "maid_language",
          t(filters.language),
          t(registration.selectLanguage),
          "language",
        )}
        <HelperCategoriesField />
        {errors.root ? (
          <p role="alert" className="font-medium text-accent-700">
            {errors.root.message}
          </p>
        ) : null}
        <button type="submit" disabled={formState.isSubmitting} className="btn btn-primary w-full">
          {formState.isSubmitting ? t(words.savingListing) : t(words.saveListing)}
        </button>
      </form>
    </FormProvider>
  );
}
