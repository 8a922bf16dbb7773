/**
 * The service worker (offline page, cached app files; decision 012) is registered once the
 * page has loaded and the browser is idle, from a chunk of its own: it adds nothing to the
 * first download and takes no time from the first paint. Production builds only: the dev
 * server has no worker.
 */
export function registerServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(() => {
      // A phone that lost its network before the page was idle registers on its next load.
      import("./service-worker-updates.ts").then(
        (module) => module.registerServiceWorker(),
        () => undefined,
      );
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
