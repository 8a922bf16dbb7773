import * as account from "@sahayi/contract/i18n/en/account";
import * as filters from "@sahayi/contract/i18n/en/filters";
import { emptyStates } from "@sahayi/contract/messages";
import type { ComponentProps } from "react";
import type { FieldValues, Path, RegisterOptions, UseFormRegister } from "react-hook-form";
import { optionName, t } from "../../lib/i18n.ts";
import { useRegistrationData } from "../../lib/queries/get-registration-data.ts";
import { Field, inputClass } from "./field.tsx";

/** The districts of Kerala as a plain select; its value is the district's id. */
export function DistrictSelect(props: ComponentProps<"select">) {
  const data = useRegistrationData();
  const districts = data.data?.location ?? [];
  return (
    <select {...props} className={inputClass} aria-busy={data.isPending || undefined}>
      <option value="">
        {data.isPending
          ? t(emptyStates.loading)
          : data.isError
            ? t(account.districtsFailed)
            : t(account.selectDistrict)}
      </option>
      {districts.map((district) => (
        <option key={district.id} value={String(district.id)}>
          {optionName(district)}
        </option>
      ))}
    </select>
  );
}

interface DistrictFieldProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  name: Path<Values>;
  /** What else happens on a change (the helper's form empties her constituency). */
  options?: RegisterOptions<Values, Path<Values>>;
  error?: string;
}

/**
 * District (product §5: required, one of the list) as sign-up, the helper's registration and
 * the admin's edit of a helper ask it. Registered as it renders, in the form's order, so a
 * refused submit focuses the first field with a problem.
 */
export function DistrictField<Values extends FieldValues>({
  register,
  name,
  options,
  error,
}: DistrictFieldProps<Values>) {
  return (
    <Field label={t(filters.district)} required error={error}>
      {(control) => <DistrictSelect {...control} {...register(name, options)} />}
    </Field>
  );
}
