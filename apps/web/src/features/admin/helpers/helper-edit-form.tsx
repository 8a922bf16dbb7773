import { zodResolver } from "@hookform/resolvers/zod";
import type { Option } from "@sahayi/contract";
import {
  type AdminHelperEdit,
  type AdminHelperEditForm,
  type AdminHelperEditInput,
  adminHelperEditSchema,
} from "@sahayi/contract/admin/helpers";
import { adminHelperEditMessages } from "@sahayi/contract/admin/messages";
import { GENDERS, HELPER_ABOUT_MAX_LENGTH, PINCODE_DIGITS } from "@sahayi/contract/constants";
import { type ComponentProps, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, inputClass, PhoneInput } from "../../../components/field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { digitsOnly, showServerFieldErrors } from "../../../lib/form.ts";
import { useRegistrationData } from "../../../lib/queries/get-registration-data.ts";
import { useSubLocations } from "../../../lib/queries/get-sub-locations.ts";
import { useSaveHelper } from "./helper-edit-api.ts";

/** A select of a reference list; its values are the options' ids (or the strings). */
function Select({
  options,
  placeholder,
  ...props
}: Omit<ComponentProps<"select">, "children"> & {
  options: readonly Option[] | readonly string[];
  placeholder: string;
}) {
  return (
    <select {...props} className={inputClass}>
      <option value="">{placeholder}</option>
      {options.map((option) =>
        typeof option === "string" ? (
          <option key={option} value={option}>
            {option}
          </option>
        ) : (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ),
      )}
    </select>
  );
}

/** The saved helper as the form's text inputs hold it (selects hold ids as text). */
function formDefaults(helper: AdminHelperEditForm): AdminHelperEditInput {
  const { profile_picture: _, gallery: __, ...fields } = helper;
  return {
    ...fields,
    location: String(fields.location),
    sub_location: String(fields.sub_location),
    caste: String(fields.caste),
    maid_language: String(fields.maid_language),
    shift: String(fields.shift),
    maid_experience: String(fields.maid_experience),
    about: fields.about ?? "",
  };
}

/**
 * Every field of a helper, with the registration form's rules and messages (the contract's
 * schema). A refused save puts the server's messages on the fields and keeps what was typed.
 */
export function HelperEditForm({ id, helper }: { id: string; helper: AdminHelperEditForm }) {
  const lists = useRegistrationData();
  const categoriesErrorId = useId();
  const save = useSaveHelper(id);
  const form = useForm<AdminHelperEditInput, unknown, AdminHelperEdit>({
    resolver: zodResolver(adminHelperEditSchema),
    mode: "onTouched",
    defaultValues: formDefaults(helper),
  });
  const { register, control, formState, handleSubmit, setError, watch, setValue } = form;
  const errors = formState.errors;
  const district = String(watch("location") ?? "");
  const districtId = /^\d+$/.test(district) ? Number(district) : undefined;
  const constituencies = useSubLocations(districtId);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formDefaults(saved));
      toast.success(adminHelperEditMessages.saved);
    } catch (error) {
      const wire = Object.fromEntries(
        Object.keys(formDefaults(helper)).map((name) => [name, name as keyof AdminHelperEditInput]),
      );
      showServerFieldErrors(error, setError, wire);
      const message = errorMessage(error);
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
        setError("root", { message });
      }
      toast.error(message);
    }
  });

  const text = (name: keyof AdminHelperEditInput, label: string, type = "text") => (
    <Field label={label} required error={errors[name]?.message}>
      {(c) => <input {...c} {...register(name)} type={type} className={inputClass} />}
    </Field>
  );
  const select = (
    name: "caste" | "maid_language" | "shift" | "gender",
    label: string,
    options: readonly Option[] | readonly string[],
  ) => (
    <Field label={label} required error={errors[name]?.message}>
      {(c) => (
        <Select {...c} {...register(name)} options={options} placeholder={`Select ${label}`} />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="edit-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="edit-heading" className="font-semibold text-xl">
        Edit details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("name", "Name")}
        <Field label="Mobile number" required error={errors.mobile_number?.message}>
          {(c) => <PhoneInput {...c} registration={register("mobile_number")} />}
        </Field>
        <Field label="WhatsApp number" required error={errors.whatsapp_number?.message}>
          {(c) => <PhoneInput {...c} registration={register("whatsapp_number")} />}
        </Field>
        {text("email", "Email", "email")}
        <Field label="Address" required error={errors.address?.message} className="sm:col-span-2">
          {(c) => <textarea {...c} {...register("address")} rows={3} className={inputClass} />}
        </Field>
        <Field label="District" required error={errors.location?.message}>
          {(c) => (
            <Select
              {...c}
              {...register("location", { onChange: () => setValue("sub_location", "") })}
              options={lists.data?.location ?? []}
              placeholder="Select a district"
            />
          )}
        </Field>
        <Field label="Constituency" required error={errors.sub_location?.message}>
          {(c) => (
            <Select
              {...c}
              {...register("sub_location")}
              disabled={districtId === undefined}
              options={constituencies.data ?? []}
              placeholder={constituencies.isPending ? "Loading..." : "Select a constituency"}
            />
          )}
        </Field>
        <Field label="Pincode" required error={errors.pincode?.message}>
          {(c) => (
            <input
              {...c}
              {...digitsOnly(register("pincode"), PINCODE_DIGITS)}
              className={inputClass}
            />
          )}
        </Field>
        {/* The age shown anywhere is counted from the date of birth. */}
        {text("date_of_birth", "Date of birth", "date")}
        {select("gender", "Gender", GENDERS)}
        {select("caste", "Religion", lists.data?.caste ?? [])}
        {select("maid_language", "Language", lists.data?.language ?? [])}
        {select("shift", "Shift", lists.data?.shift ?? [])}
        {text("maid_experience", "Experience (in years)", "number")}
        <Controller
          control={control}
          name="category_ids"
          render={({ field, fieldState }) => (
            <fieldset
              className="flex flex-col gap-1.5 sm:col-span-2"
              aria-describedby={fieldState.error ? categoriesErrorId : undefined}
            >
              <legend className="mb-1.5 font-medium">Job categories *</legend>
              <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                {(lists.data?.categories ?? []).map((option) => {
                  const chosen = Array.isArray(field.value) ? (field.value as number[]) : [];
                  return (
                    <label key={option.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={chosen.includes(option.id)}
                        onBlur={field.onBlur}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...chosen, option.id]
                              : chosen.filter((one) => one !== option.id),
                          )
                        }
                      />
                      {option.name}
                    </label>
                  );
                })}
              </div>
              {fieldState.error ? (
                <p id={categoriesErrorId} className="font-medium text-accent-700 text-sm">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <Field label="About me" error={errors.about?.message} className="sm:col-span-2">
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
      </div>
      {errors.root ? (
        <p role="alert" className="font-medium text-accent-700">
          {errors.root.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="self-start rounded bg-green-800 px-4 py-2 font-semibold text-white"
      >
        {formState.isSubmitting ? "Saving…" : "Save changes"}
      </button>
    </form>
  );
}
