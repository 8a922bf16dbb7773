import { ageOn, todayInIndia } from "@sahayi/contract";
import { GENDERS, MAXIMUM_EXPERIENCE_YEARS } from "@sahayi/contract/constants";
import { digitsOnly } from "../../lib/form.ts";
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
    ? `Age ${ageOn(dateOfBirth)}`
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
    list: "caste" | "language" | "shift",
  ) => (
    <Field label={label} required error={errors[name]?.message}>
      {(c) => (
        <OptionSelect
          {...c}
          {...register(name)}
          options={lists.data?.[list] ?? []}
          loading={lists.isPending}
          placeholder={`Select ${label.toLowerCase()}`}
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
      <PincodeField
        register={register}
        name="pincode"
        error={errors.pincode?.message}
        ownAddress={ownDetails}
      />
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
            autoComplete={ownDetails ? "bday" : undefined}
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
      {listSelect("caste", "Religion", "caste")}
      {listSelect("maid_language", "Language", "language")}
      {listSelect("shift", "Shift", "shift")}
    </>
  );
}
