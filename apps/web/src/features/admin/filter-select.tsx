import { useId } from "react";

/**
 * A select above a list that narrows it to one value; "" shows every row. Most lists filter
 * by status, hence the default words.
 */
export function FilterSelect<Value extends string>({
  label = "Status",
  anyLabel = "Any",
  ...props
}: {
  label?: string;
  /** The name of "" (every row). */
  anyLabel?: string;
  options: Record<Value, string>;
  value: Value | "";
  onChange: (value: Value | "") => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="mb-3 flex flex-col font-medium text-sm">
      {label}
      <select
        id={id}
        className="mt-1 w-64 max-w-full rounded border border-stone-400 px-2 py-1"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value | "")}
      >
        <option value="">{anyLabel}</option>
        {Object.entries<string>(props.options).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
