import { ageOn, todayInIndia } from "@sahayi/contract";
import { GENDERS, MAXIMUM_EXPERIENCE_YEARS } from "@sahayi/contract/constants";
import * as filters from "@sahayi/contract/i18n/en/filters";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { digitsOnly } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { useRegistrationData } from "../../lib/queries/get-registration-data.ts";
import { useSubLocations } from "../../lib/queries/get-sub-locations.ts";
import { DistrictField } from "../fields/district-field.tsx";
import { Field, inputClass } from "../fields/field.tsx";
import { PincodeField } from "../fields/pincode-field.tsx";
import { useHelperForm } from "./helper-form-values.ts";
import { OptionSelect } from "./option-select.tsx";

/** Whole years typed as digits: as many as the largest experience the contract allows. */
const EXPERIENCE_DIGITS = String(MAXIMUM_EXPERIENCE_YEARS).length;

/** The age households will see, counted from the date picked (the form asks no age). */
function ageHint(dateOfBirth: unknown) {
  return typeof dateOfBirth === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)
    ? t(registration.ageIs, { age: ageOn(dateOfBirth) })
    : undefined;
}

/**
 * Where the helper works and who she is, as fields of the form's grid: District, Constituency
 * (of that district), Pincode, Experience, Date of Birth, Gender, Religion, Language, Shift.
 */
export function HelperDetailsFields({ ownDetails = false }: { ownDetails?: boolean }) {
  const { register, formState, watch, setValue } = useHelperForm();
  const errors = formState.errors;
  const lists = useRegistrationData();
  const district = String(watch("location") ?? "");
  const districtId = /^\d+$/.test(district) ? Number(district) : undefined;
  const constituencies = useSubLocations(districtId);
  const listSelect = (
    name: "caste" | "maid_language" | "shift",
    label: string,
    placeholder: string,
    list: "caste" | "language" | "shift",
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
    <>
      <DistrictField
        register={register}
        name="location"
        // A constituency of the district left behind names nothing here.
        options={{ onChange: () => setValue("sub_location", "") }}
        error={errors.location?.message}
      />
      <Field label={t(filters.constituency)} required error={errors.sub_location?.message}>
        {(c) => (
          <OptionSelect
            {...c}
            {...register("sub_location")}
            disabled={districtId === undefined}
            options={constituencies.data ?? []}
            loading={districtId !== undefined && constituencies.isPending}
            placeholder={
              districtId === undefined
                ? t(filters.chooseDistrictFirst)
                : t(registration.selectConstituency)
            }
          />
        )}
      </Field>
      <PincodeField
        register={register}
        name="pincode"
        error={errors.pincode?.message}
        ownAddress={ownDetails}
      />
      <Field
        label={t(registration.experienceYears)}
        required
        error={errors.maid_experience?.message}
      >
        {(c) => (
          <input
            {...c}
            {...digitsOnly(register("maid_experience"), EXPERIENCE_DIGITS)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t(registration.dateOfBirth)}
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
            autoComplete={ownDetails ? "bday" : undefined}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t(filters.gender)} required error={errors.gender?.message}>
        {(c) => (
          <OptionSelect
            {...c}
            {...register("gender")}
            options={GENDERS}
            placeholder={t(registration.selectGender)}
          />
        )}
      </Field>
      {listSelect("caste", t(filters.religion), t(registration.selectReligion), "caste")}
      {listSelect("maid_language", t(filters.language), t(registration.selectLanguage), "language")}
      {listSelect("shift", t(filters.shift), t(registration.selectShift), "shift")}
    </>
  );
}
