import "./index.css";
import { accountsPaths } from "@sahayi/contract/paths";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { createRouter } from "./app/router.tsx";
import { registerServiceWorkerWhenIdle } from "./app/service-worker.ts";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import { startLocale } from "./lib/i18n.ts";
import { getSession } from "./lib/session.ts";

// Product §4 "Session": a 401 renews the access token once and replays the request. The
// refresher is loaded then, so the first page does not carry it.
setUnauthorizedHandler(async (rejected) => {
  const { createSessionRefresher } = await import("./lib/session-refresh.ts");
  return createSessionRefresher(accountsPaths.refreshToken)(rejected);
});

// A refresh token an earlier version left in localStorage moves into the HttpOnly cookie
// now, rather than at the next 401 (decision 024).
if (getSession()?.token.refresh_token) {
  void import("./lib/session-refresh.ts").then(({ moveRefreshTokenToCookie }) =>
    moveRefreshTokenToCookie(accountsPaths.refreshToken),
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A Malayalam page's words (and font) come before its first render; on an English page the
// promise is already settled.
const loadMalayalam = async () => {
  const [{ malayalamMessages }] = await Promise.all([
    import("@sahayi/contract/i18n/ml/messages"),
    import("./malayalam-font.css"),
  ]);
  return malayalamMessages;
};
void startLocale(window.location.pathname, loadMalayalam).then((basename) => {
  const router = createRouter(basename);
  // The first render as a transition: React works on it in slices of a few milliseconds and
  // lets the browser in between, rather than holding a phone's main thread for one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});

registerServiceWorkerWhenIdle();
