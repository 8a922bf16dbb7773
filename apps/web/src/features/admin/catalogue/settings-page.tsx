import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminSettingsForm, adminSettingsFormSchema } from "@sahayi/contract/admin/catalogue";
import { adminMessages } from "@sahayi/contract/admin/messages";
import type { SiteSettings } from "@sahayi/contract/content";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { EmailField } from "../../../components/fields/email-field.tsx";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { WhatsAppField } from "../../../components/fields/whatsapp-field.tsx";
import { QueryStatus } from "../admin-states.tsx";
import { showSaveError } from "../save-error.ts";
import { useAdminSettings, useSaveSettings } from "./catalogue-api.ts";
import { SaveButton } from "./catalogue-layout.tsx";

const fieldNames = [
  "whatsapp_number",
  "address",
  "email",
  "fb_link",
  "insta_link",
  "x_link",
] as const;

/** The WhatsApp number, address, email and social links the footer and contact page show. */
export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="settings-heading" className="flex max-w-xl flex-col gap-4">
      <h1 id="settings-heading" className="font-bold text-2xl">
        Site settings
      </h1>
      <QueryStatus query={settings} />
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const form = useForm<AdminSettingsForm>({
    resolver: zodResolver(adminSettingsFormSchema),
    mode: "onTouched",
    defaultValues: {
      ...settings,
      fb_link: settings.fb_link ?? "",
      insta_link: settings.insta_link ?? "",
      x_link: settings.x_link ?? "",
    },
  });
  const { register, formState, handleSubmit, setError } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(adminMessages.settingsSaved);
    } catch (error) {
      showSaveError(error, setError, fieldNames);
    }
  });

  const link = (name: "fb_link" | "insta_link" | "x_link", label: string) => (
    <Field label={label} error={errors[name]?.message} hint="An https:// address, or empty">
      {(c) => <input {...c} {...register(name)} type="url" className={inputClass} />}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="settings-heading"
      className="flex flex-col gap-4"
    >
      <WhatsAppField
        label="WhatsApp number"
        register={register}
        name="whatsapp_number"
        error={errors.whatsapp_number?.message}
      />
      <Field label="Address" required error={errors.address?.message}>
        {(c) => <textarea {...c} {...register("address")} rows={3} className={inputClass} />}
      </Field>
      <EmailField
        label="Email"
        register={register}
        name="email"
        error={errors.email?.message}
        ownAddress={false}
      />
      {link("fb_link", "Facebook link")}
      {link("insta_link", "Instagram link")}
      {link("x_link", "X link")}
      <SaveButton submitting={formState.isSubmitting} />
    </form>
  );
}
