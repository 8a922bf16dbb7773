import * as filters from "@sahayi/contract/i18n/en/filters";
import { emptyStates } from "@sahayi/contract/messages";
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from "downshift";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { t } from "../lib/i18n.ts";
import { ChevronDownIcon, CloseIcon } from "./icons.tsx";

export interface ComboboxOption {
  value: string;
  label: string;
  /** Another name the option is found by: a place's name in the other script. */
  alias?: string | undefined;
}

export interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value; undefined when nothing is chosen. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The options are still on their way; the open list says Loading... meanwhile. */
  loading?: boolean;
}

/** What the visitor did in the stand-in field before this one arrived (`LazyCombobox`). */
export interface ComboboxStart {
  /** The text typed so far. */
  search: string;
  open: boolean;
  focused: boolean;
}

const labelOf = (option: ComboboxOption | null) => option?.label ?? "";

/**
 * Product §2: the dropdown search is a case-insensitive containment match on the name, in
 * either script (an English page finds "എറണാകുളം", a Malayalam one "Ernakulam").
 */
export function matchOptions(options: readonly ComboboxOption[], search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) =>
    [option.label, option.alias ?? ""].some((name) => name.toLowerCase().includes(needle)),
  );
}

/**
 * Product §2: choosing the option that is already chosen deselects it. Leaving the field never
 * picks the highlighted option by surprise; it puts the chosen option's name back instead.
 */
function stateReducer(
  state: UseComboboxState<ComboboxOption>,
  { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
): Partial<UseComboboxState<ComboboxOption>> {
  switch (type) {
    case useCombobox.stateChangeTypes.ItemClick:
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
      if (changes.selectedItem && changes.selectedItem.value === state.selectedItem?.value) {
        return { ...changes, selectedItem: null, inputValue: "" };
      }
      return changes;
    case useCombobox.stateChangeTypes.InputBlur:
      return {
        ...changes,
        selectedItem: state.selectedItem,
        inputValue: labelOf(state.selectedItem),
      };
    default:
      return changes;
  }
}

/** A searchable dropdown (WAI-ARIA combobox with a listbox popup), built on Downshift. */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  loading = false,
  startWith,
}: ComboboxProps & { startWith?: ComboboxStart }) {
  // What the visitor typed; empty whenever the field shows the chosen option's name.
  const [search, setSearch] = useState(startWith?.search ?? "");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const items = matchOptions(options, search);
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const selectedLabel = labelOf(selectedItem);

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
    selectItem,
    setInputValue,
  } = useCombobox<ComboboxOption>({
    items,
    inputId,
    selectedItem,
    itemToString: labelOf,
    itemToKey: (item) => item?.value,
    stateReducer,
    initialIsOpen: startWith?.open,
    initialInputValue: startWith?.search || undefined,
    onInputValueChange: ({ type, inputValue }) =>
      setSearch(type === useCombobox.stateChangeTypes.InputChange ? inputValue : ""),
    onSelectedItemChange: ({ selectedItem: chosen }) => onChange(chosen?.value),
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setSearch("");
    },
  });

  // The form may change the value itself (Clear, a new district empties the constituency,
  // options arriving after the value); the field then shows the new choice's name. The name
  // it starts with is Downshift's own, or what the visitor typed in the stand-in.
  const shownLabel = useRef(selectedLabel);
  useEffect(() => {
    if (shownLabel.current === selectedLabel) return;
    shownLabel.current = selectedLabel;
    setInputValue(selectedLabel);
  }, [selectedLabel, setInputValue]);

  // Focus moves over from the stand-in in the commit that swaps them, so no key is lost.
  const focusOnMount = startWith?.focused ?? false;
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusOnMount]);

  return (
    <div className="relative flex flex-col gap-1">
      <label {...getLabelProps()} htmlFor={inputId} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div
        // The input draws no outline of its own: the whole field shows the focus ring (WCAG
        // 2.4.13 focus appearance), the same ring as every other control.
        className={`flex items-center rounded-xl border focus-within:border-brand-600 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent-600 has-[input:focus-visible]:outline-offset-2 ${
          disabled ? "border-sand bg-sand/50 text-muted" : "border-stone-300 bg-white"
        }`}
      >
        <input
          {...getInputProps({ disabled, ref: inputRef })}
          placeholder={placeholder}
          className="min-h-11 w-full min-w-0 rounded-xl bg-transparent px-3 text-base outline-none placeholder:text-muted disabled:cursor-not-allowed"
        />
        {selectedItem && !disabled ? (
          <button
            type="button"
            onClick={() => selectItem(null)}
            aria-label={t(filters.clearField, { label })}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
          >
            <CloseIcon width={16} height={16} />
          </button>
        ) : null}
        <button
          type="button"
          {...getToggleButtonProps({ disabled })}
          aria-label={t(filters.fieldOptions, { label })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink disabled:cursor-not-allowed"
        >
          <ChevronDownIcon
            width={18}
            height={18}
            className={`transition-transform ${isOpen ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <div
        className={`absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-sand ${
          isOpen ? "" : "hidden"
        }`}
      >
        {/* Product §9: the list is at most about 15rem tall (max-h-60). */}
        <ul {...getMenuProps()} className="max-h-60 overflow-y-auto py-1">
          {isOpen
            ? items.map((item, index) => (
                <li
                  key={item.value}
                  {...getItemProps({ item, index })}
                  className={`cursor-pointer px-3 py-2 ${
                    highlightedIndex === index ? "bg-brand-50" : ""
                  } ${item.value === value ? "font-semibold text-brand-800" : "text-ink"}`}
                >
                  {item.label}
                </li>
              ))
            : null}
        </ul>
        {isOpen && items.length === 0 ? (
          <p role="status" className="px-3 py-2 text-muted">
            {t(loading ? emptyStates.loading : emptyStates.noResults)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
