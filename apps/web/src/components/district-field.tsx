import type { ComponentProps } from "react";
import { inputClass } from "../../../components/field.tsx";
import { useRegistrationData } from "../../../lib/queries/get-registration-data.ts";

/** The districts of Kerala as a plain select; its value is the district's id. */
export function DistrictSelect(props: ComponentProps<"select">) {
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
