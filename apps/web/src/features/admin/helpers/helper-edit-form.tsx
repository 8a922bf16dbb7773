import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminHelperEdit,
  type AdminHelperEditForm,
  type AdminHelperEditInput,
  adminHelperEditSchema,
} from "@sahayi/contract/admin/helpers";
import { adminHelperEditMessages } from "@sahayi/contract/admin/messages";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, PhoneInput } from "../../../components/fields/field.tsx";
import { HelperDetailsFields } from "../../../components/helper-form/helper-details-fields.tsx";
import {
  HelperAboutField,
  HelperAddressField,
  HelperCategoriesField,
  HelperNameField,
  HelperReachFields,
} from "../../../components/helper-form/helper-fields.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { useSaveHelper } from "./helper-edit-api.ts";

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
  const save = useSaveHelper(id);
  const form = useForm<AdminHelperEditInput, unknown, AdminHelperEdit>({
    resolver: zodResolver(adminHelperEditSchema),
    mode: "onTouched",
    defaultValues: formDefaults(helper),
  });
  const { register, formState, handleSubmit, setError } = form;
  const errors = formState.errors;

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

  return (
    <FormProvider {...form}>
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
          <HelperNameField />
          <Field label="Mobile number" required error={errors.mobile_number?.message}>
            {(c) => <PhoneInput {...c} registration={register("mobile_number")} />}
          </Field>
          <HelperReachFields />
          <HelperAddressField className="sm:col-span-2" />
          <HelperDetailsFields />
          <HelperCategoriesField className="sm:col-span-2" />
          <HelperAboutField className="sm:col-span-2" />
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
    </FormProvider>
  );
}
