import { lazy, Suspense, useId } from "react";
import type { ComboboxProps } from "./combobox.tsx";

const Combobox = lazy(() =>
  import("./combobox.tsx").then((module) => ({ default: module.Combobox })),
);

/**
 * The searchable dropdown, with Downshift loaded once a form shows one rather than in the
 * first download. Until it arrives, a disabled field of the same size and label holds its
 * place, so the form does not move.
 */
export function LazyCombobox(props: ComboboxProps) {
  return (
    <Suspense fallback={<ComboboxPlaceholder {...props} />}>
      <Combobox {...props} />
    </Suspense>
  );
}

function ComboboxPlaceholder({ label, options, value, placeholder }: ComboboxProps) {
  const id = useId();
  const chosen = options.find((option) => option.value === value)?.label ?? "";
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div className="flex items-center rounded-xl border border-stone-300 bg-white">
        <input
          id={id}
          disabled
          readOnly
          value={chosen}
          placeholder={placeholder}
          className="min-h-11 w-full min-w-0 rounded-xl bg-transparent px-3 text-base placeholder:text-muted"
        />
        <span aria-hidden="true" className="size-9 shrink-0" />
      </div>
    </div>
  );
}
