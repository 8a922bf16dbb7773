import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ProfileUpdate,
  type ProfileUpdateInput,
  type ProfileUser,
  profileUpdateSchema,
} from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import * as panels from "@sahayi/contract/i18n/en/panels";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { accountMessages, toastMessages } from "@sahayi/contract/messages";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { DistrictSelect } from "../../../components/fields/district-field.tsx";
import { EmailField } from "../../../components/fields/email-field.tsx";
import { Field, inputClass, PhoneInput } from "../../../components/fields/field.tsx";
import { PincodeField } from "../../../components/fields/pincode-field.tsx";
import { WhatsAppField } from "../../../components/fields/whatsapp-field.tsx";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { t } from "../../../lib/i18n.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { SectionHeading } from "./section-heading.tsx";

const formValues = (user: ProfileUser): ProfileUpdateInput => ({
  name: user.name,
  email: user.email,
  mobile_number: user.mobile_number,
  whatsapp_number: user.whatsapp_number,
  address: user.address,
  location: user.location_id === null ? "" : String(user.location_id),
  pincode: user.pincode,
});

const wireFields = {
  name: "name",
  email: "email",
  mobile_number: "mobile_number",
  whatsapp_number: "whatsapp_number",
  address: "address",
  location: "location",
  pincode: "pincode",
} as const;

/**
 * Product §4 "Profile form": read-only until Update; Cancel puts the saved values back and clears
 * the messages; Save checks the profile rules (product §5), sends, fetches the profile again and returns
 * to read-only. The phone number is the login, so it is shown but cannot be changed here.
 */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: "onTouched",
    defaultValues: formValues(user),
  });
  const { register, formState, handleSubmit, reset, setError } = form;
  const errors = formState.errors;

  // Fresh data from the server shows as soon as it arrives, unless the user is typing.
  useEffect(() => {
    if (!editing) reset(formValues(user));
  }, [user, editing, reset]);

  const cancel = () => {
    reset(formValues(user));
    setEditing(false);
  };

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t(toastMessages.profileUpdated));
      setEditing(false);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, wireFields)) {
        toast.error(t(toastMessages.profileUpdateFailed));
      }
    }
  });

  const readOnly = !editing;
  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={save} aria-labelledby="profile-section-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionHeading>{t(panels.profile)}</SectionHeading>
        <div className="flex gap-2">
          {editing ? (
            <>
              <button type="button" className="btn btn-outline" onClick={cancel} disabled={busy}>
                {t(profile.cancel)}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t(busy ? profile.saving : profile.save)}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
              {t(profile.update)}
            </button>
          )}
        </div>
      </div>
      <fieldset className="mt-6 grid gap-5 md:grid-cols-2" aria-label={t(profile.yourDetails)}>
        <Field label={t(account.nameLabel)} required error={errors.name?.message}>
          {(c) => (
            <input
              {...c}
              {...register("name")}
              readOnly={readOnly}
              autoComplete="name"
              className={inputClass}
            />
          )}
        </Field>
        <EmailField
          register={register}
          name="email"
          error={errors.email?.message}
          readOnly={readOnly}
        />
        <Field
          label={t(account.phoneLabel)}
          required
          error={errors.mobile_number?.message}
          hint={editing ? t(accountMessages.phoneNotChangeable) : undefined}
        >
          {(c) => <PhoneInput {...c} registration={register("mobile_number")} readOnly />}
        </Field>
        <WhatsAppField
          register={register}
          name="whatsapp_number"
          error={errors.whatsapp_number?.message}
          readOnly={readOnly}
        />
        <Field label={t(profile.districtLabel)} required error={errors.location?.message}>
          {(c) => (
            // Controlled: the saved district is chosen once the list of districts arrives,
            // which may be after the profile (an uncontrolled select drops a value it has no
            // option for yet).
            <Controller
              control={form.control}
              name="location"
              render={({ field }) => (
                <DistrictSelect
                  {...c}
                  {...field}
                  value={String(field.value ?? "")}
                  disabled={readOnly}
                />
              )}
            />
          )}
        </Field>
        <PincodeField
          register={register}
          name="pincode"
          error={errors.pincode?.message}
          readOnly={readOnly}
        />
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
              readOnly={readOnly}
              autoComplete="street-address"
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>
    </form>
  );
}
