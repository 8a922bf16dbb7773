import type { Option } from "@sahayi/contract";
import { emptyStates } from "@sahayi/contract/messages";
import type { ComponentProps } from "react";
import { optionName, t } from "../../lib/i18n.ts";
import { inputClass } from "../fields/field.tsx";

interface OptionSelectProps extends Omit<ComponentProps<"select">, "children"> {
  options: readonly Option[] | readonly string[];
  placeholder: string;
  /** The list is on its way: the empty choice says Loading... meanwhile. */
  loading?: boolean;
}

/** A plain select of a registration list; its values are the options' ids (or the strings). */
export function OptionSelect({ options, placeholder, loading, ...props }: OptionSelectProps) {
  return (
    <select {...props} className={inputClass} aria-busy={loading || undefined}>
      <option value="">{loading ? t(emptyStates.loading) : placeholder}</option>
      {options.map((option) =>
        typeof option === "string" ? (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ) : (
          <option key={option.id} value={String(option.id)}>
            {optionName(option)}
          </option>
        ),
      )}
    </select>
  );
}
