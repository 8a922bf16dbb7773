import { HELPER_ABOUT_MAX_LENGTH } from "@sahayi/contract/constants";
import * as account from "@sahayi/contract/i18n/en/account";
import * as registration from "@sahayi/contract/i18n/en/registration";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { t } from "../../lib/i18n.ts";
import { useRegistrationData } from "../../lib/queries/get-registration-data.ts";
import { EmailField } from "../fields/email-field.tsx";
import { Field, inputClass } from "../fields/field.tsx";
import { WhatsAppField } from "../fields/whatsapp-field.tsx";
import { CategoryChecklist } from "./category-checklist.tsx";
import { useHelperForm } from "./helper-form-values.ts";

// The helper's fields that registration and the admin's edit share, each placed by its form.

interface PlacedField {
  className?: string;
  /**
   * The helper types her own details, so the browser may offer what it keeps for her; an admin
   * typing someone else's gets no such offers.
   */
  ownDetails?: boolean;
}

export function HelperNameField({ ownDetails }: PlacedField) {
  const { register, formState } = useHelperForm();
  return (
    <Field label={t(account.nameLabel)} required error={formState.errors.name?.message}>
      {(c) => (
        <input
          {...c}
          {...register("name")}
          autoComplete={ownDetails ? "name" : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** WhatsApp No. and Email Address. */
export function HelperReachFields({ ownDetails = false }: PlacedField) {
  const { register, formState } = useHelperForm();
  return (
    <>
      <WhatsAppField
        register={register}
        name="whatsapp_number"
        error={formState.errors.whatsapp_number?.message}
      />
      <EmailField
        register={register}
        name="email"
        error={formState.errors.email?.message}
        ownAddress={ownDetails}
      />
    </>
  );
}

export function HelperCategoriesField({ className }: PlacedField) {
  const { control } = useHelperForm();
  const lists = useRegistrationData();
  return (
    <Controller
      control={control}
      name="category_ids"
      render={({ field, fieldState }) => (
        <CategoryChecklist
          options={lists.data?.categories ?? []}
          value={Array.isArray(field.value) ? (field.value as number[]) : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          className={className}
        />
      )}
    />
  );
}

export function HelperAddressField({ className, ownDetails }: PlacedField) {
  const { register, formState } = useHelperForm();
  return (
    <Field
      label={t(account.addressLabel)}
      required
      error={formState.errors.address?.message}
      className={className}
    >
      {(c) => (
        <textarea
          {...c}
          {...register("address")}
          rows={3}
          autoComplete={ownDetails ? "street-address" : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** About Me, optional, at most the contract's length. */
export function HelperAboutField({ className, hint }: PlacedField & { hint?: ReactNode }) {
  const { register, formState } = useHelperForm();
  return (
    <Field
      label={t(registration.aboutMe)}
      error={formState.errors.about?.message}
      hint={hint}
      className={className}
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
  );
}
