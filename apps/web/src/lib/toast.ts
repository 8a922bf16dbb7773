/**
 * Toasts for code on every page (the shell): sonner arrives with the first toast, not with
 * the first download (decision 009). Pages that are lazy chunks themselves import sonner.
 */
export function toastError(message: string) {
  void import("sonner").then(({ toast }) => toast.error(message));
}

/** A toast that stays until its button is pressed or it is closed (an update to apply). */
export function toastAction(message: string, label: string, onAction: () => void) {
  void import("sonner").then(({ toast }) =>
    toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick: onAction } }),
  );
}
