import * as Dialog from "@radix-ui/react-dialog";
import * as search from "@sahayi/contract/i18n/en/search";
import type { ReactNode, RefObject } from "react";
import { CloseIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";

interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button, which gets the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The filter form in its drawer layout (sticky Search and Clear). */
  children: ReactNode;
}

/**
 * The phone's slide-in filter drawer (product §2), loaded on first use by FilterPanel. Radix
 * traps focus and closes on Escape. The panel scrolls; the form's footer stays at its bottom.
 */
export function FilterDrawer({ open, onOpenChange, trigger, children }: FilterDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          id="filter-drawer"
          data-testid="filter-drawer"
          onCloseAutoFocus={(event) => {
            // The button is not a Radix trigger, so Radix would not know where to return.
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[min(24rem,92vw)] flex-col overflow-y-auto bg-cream shadow-2xl"
        >
          <div className="flex items-center justify-between border-sand border-b px-4 py-3">
            <Dialog.Title className="font-bold text-brand-800 text-xl">
              {t(search.filtersTitle)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(search.closeFilters)}
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col px-4 pt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
