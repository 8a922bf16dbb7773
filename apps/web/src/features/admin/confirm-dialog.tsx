import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";

interface ConfirmDialogProps {
  /** The button that opens the dialog (its own label and classes). */
  trigger: ReactNode;
  title: string;
  /** What happens if the admin confirms, in a sentence or two. */
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** What the admin may add before confirming (a reason); kept by the caller across openings. */
  children?: ReactNode;
}

/**
 * "Are you sure?" before an action that cannot be taken back with one click (removing a
 * verification record, accepting a report that gives an enquiry back): the same Radix dialog
 * as the site's popups, focus kept inside, Escape or Cancel leaves everything as it was.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 shadow-2xl">
          <Dialog.Title className="font-bold text-lg text-brand-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{description}</Dialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className="rounded border border-stone-500 px-4 py-2 font-semibold">
              Cancel
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
              className="rounded bg-green-800 px-4 py-2 font-semibold text-white"
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
