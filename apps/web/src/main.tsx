import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { createRouter } from "./app/router.tsx";

const router = createRouter();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task (a phone stays responsive while the app starts).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
