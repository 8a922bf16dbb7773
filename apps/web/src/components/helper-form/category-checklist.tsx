import type { Option } from "@sahayi/contract";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { useId } from "react";
import { optionName, t } from "../../lib/i18n.ts";
import { FieldError } from "../fields/field.tsx";

interface CategoryChecklistProps {
  options: readonly Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  error?: string;
  className?: string;
}

/**
 * Select Job Categories (product §2, a multi-select, required) as a group of checkboxes: every
 * option is in reach of the keyboard and a screen reader says which are chosen.
 */
export function CategoryChecklist({
  options,
  value,
  onChange,
  onBlur,
  error,
  className = "",
}: CategoryChecklistProps) {
  const errorId = useId();
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset
      className={`flex flex-col gap-1.5 ${className}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 font-medium text-ink">
        {t(registration.jobCategories)}
        <span aria-hidden="true" className="text-accent-700">
          {" "}
          *
        </span>
      </legend>
      <div
        className={`grid max-h-60 grid-cols-1 gap-1 overflow-y-auto rounded-lg border bg-white p-2 sm:grid-cols-2 ${error ? "border-accent-600" : "border-sand"}`}
      >
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-sand/40"
          >
            <input
              type="checkbox"
              name="category_ids"
              className="size-4 accent-brand-700"
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              onBlur={onBlur}
            />
            <span>{optionName(option)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
