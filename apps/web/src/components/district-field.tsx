import type { ComponentProps } from "react";
import { useRegistrationData } from "../lib/queries/get-registration-data.ts";
import { Field, inputClass } from "./field.tsx";

/** The districts of Kerala as a plain select; its value is the district's id. */
function DistrictSelect(props: ComponentProps<"select">) {
  const data = useRegistrationData();
  const districts = data.data?.location ?? [];
  return (
    <select {...props} className={inputClass} aria-busy={data.isPending || undefined}>
      <option value="">
        {data.isPending
          ? "Loading..."
          : data.isError
            ? "Could not load the districts"
            : "Select a district"}
      </option>
      {districts.map((district) => (
        <option key={district.id} value={String(district.id)}>
          {district.name}
        </option>
      ))}
    </select>
  );
}

type DistrictFieldProps = Omit<ComponentProps<"select">, "className" | "children"> & {
  error?: string;
  className?: string;
};

/**
 * District (product §5: required, one of the list) as every form asks it: sign-up, the profile,
 * the helper's registration and the admin's edit of a helper. The rest goes to the select.
 */
export function DistrictField({ error, className, ...select }: DistrictFieldProps) {
  return (
    <Field label="District" required error={error} className={className}>
      {(control) => <DistrictSelect {...control} {...select} />}
    </Field>
  );
}
