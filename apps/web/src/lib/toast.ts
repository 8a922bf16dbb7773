/**
 * Toasts for code on every page (the shell): sonner arrives with the first toast, not with
 * the first download (decision 009). Pages that are lazy chunks themselves import sonner.
 */
export function toastError(message: string) {
  void import("sonner").then(({ toast }) => toast.error(message));
}
