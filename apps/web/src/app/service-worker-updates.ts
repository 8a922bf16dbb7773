import { appUpdateMessages } from "@sahayi/contract/messages";
import { Workbox } from "workbox-window";
import { toastAction } from "../lib/toast.ts";

/**
 * Registers /sw.js. A new version of the app installs beside the running one and waits: the
 * person gets a toast, and the new version takes over (and the page reloads) when they press
 * "Refresh to update", never under a form they are filling in.
 */
export function registerServiceWorker() {
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    toastAction(appUpdateMessages.ready, appUpdateMessages.refresh, () => {
      // The page reloads under the new version once it is active (and controls the page, if
      // the old one did).
      let reloading = false;
      const reload = () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      };
      workbox.addEventListener("controlling", reload);
      workbox.addEventListener("activated", reload);
      workbox.messageSkipWaiting();
    });
  });
  // A tab left open for days still hears of a new version when it is looked at again.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void workbox.update();
  });
  workbox.register().catch(() => {
    // A browser that refuses workers (some private modes, a policy) runs the app without one.
  });
}
