/**
 * Toasts for code on every page (the shell): sonner arrives with the first toast, not with
 * the first download (decision 009). Pages that are lazy chunks themselves import sonner.
 */
export function toastError(message: string) {
  showToaster();
  void import("sonner").then(({ toast }) => toast.error(message));
}

/** A toast that stays until its button is pressed or it is closed (an update to apply). */
export function toastAction(message: string, label: string, onAction: () => void) {
  showToaster();
  void import("sonner").then(({ toast }) =>
    toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick: onAction } }),
  );
}

let toasterShown = false;
const waiting = new Set<() => void>();

function showToaster() {
  toasterShown = true;
  for (const show of waiting) show();
  waiting.clear();
}

/**
 * Calls `show` when the toast area is first wanted: a toast asked for here, or the visitor's
 * first press or key, since every other toast answers something a person did (decision 037).
 * Sonner keeps a toast made before its area is on screen and shows it then. Answers a stop.
 */
export function whenToasterWanted(show: () => void): () => void {
  if (toasterShown) {
    show();
    return () => {};
  }
  const events = ["pointerdown", "keydown"] as const;
  const wanted = () => showToaster();
  for (const event of events) window.addEventListener(event, wanted, { capture: true });
  waiting.add(show);
  return () => {
    waiting.delete(show);
    for (const event of events) window.removeEventListener(event, wanted, { capture: true });
  };
}
