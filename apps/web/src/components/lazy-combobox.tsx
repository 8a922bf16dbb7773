import * as filters from "@sahayi/contract/i18n/en/filters";
import { useId, useState, useSyncExternalStore } from "react";
import { t } from "../lib/i18n.ts";
import type { ComboboxProps, ComboboxStart } from "./combobox.tsx";
import { ChevronDownIcon } from "./icons.tsx";

type ComboboxModule = typeof import("./combobox.tsx");

let loaded: ComboboxModule | undefined;
let requested = false;
const waiting = new Set<() => void>();

/**
 * Fetches Downshift once; every field on the page turns into the real one when it arrives.
 * A failed fetch (no network) is tried again at the next press or key.
 */
function loadCombobox() {
  if (requested) return;
  requested = true;
  import("./combobox.tsx").then(
    (module) => {
      loaded = module;
      for (const notify of waiting) notify();
    },
    () => {
      requested = false;
    },
  );
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * The searchable dropdown, with Downshift loaded when a person first reaches for a field
 * (a press, focus or a key) rather than with the page (decision 037). Until then a field of
 * the same size, label and role stands in; what the visitor typed, whether they opened the
 * list and where the focus is carry over to the real one, which takes its place in one step.
 */
export function LazyCombobox(props: ComboboxProps) {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  const [start, setStart] = useState<ComboboxStart>({ search: "", open: false, focused: false });
  if (module) return <module.Combobox {...props} startWith={start} />;
  const change = (next: Partial<ComboboxStart>) => {
    loadCombobox();
    setStart((current) => ({ ...current, ...next }));
  };
  return <ComboboxStandIn {...props} start={start} onStart={change} />;
}

function ComboboxStandIn({
  label,
  options,
  value,
  placeholder,
  disabled = false,
  start,
  onStart,
}: ComboboxProps & { start: ComboboxStart; onStart: (next: Partial<ComboboxStart>) => void }) {
  const id = useId();
  const chosen = options.find((option) => option.value === value)?.label ?? "";
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div
        className={`flex items-center rounded-xl border focus-within:border-brand-600 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent-600 has-[input:focus-visible]:outline-offset-2 ${
          disabled ? "border-sand bg-sand/50 text-muted" : "border-stone-300 bg-white"
        }`}
      >
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          disabled={disabled}
          value={start.search || chosen}
          placeholder={placeholder}
          onPointerDown={() => onStart({})}
          onFocus={() => onStart({ focused: true })}
          onBlur={() => onStart({ focused: false })}
          onClick={() => onStart({ open: true })}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") onStart({ open: true });
          }}
          onChange={(event) => onStart({ search: event.target.value, open: true })}
          className="min-h-11 w-full min-w-0 rounded-xl bg-transparent px-3 text-base outline-none placeholder:text-muted disabled:cursor-not-allowed"
        />
        <button
          type="button"
          tabIndex={-1}
          disabled={disabled}
          aria-label={t(filters.fieldOptions, { label })}
          onPointerDown={() => onStart({})}
          onClick={() => onStart({ open: true, focused: true })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink disabled:cursor-not-allowed"
        >
          <ChevronDownIcon width={18} height={18} />
        </button>
      </div>
    </div>
  );
}
