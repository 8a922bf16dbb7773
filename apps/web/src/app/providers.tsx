import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@sahayi/contract/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { whenToasterWanted } from "../lib/toast.ts";
import { createQueryClient } from "./query-client.ts";

/**
 * The toast area comes in its own chunk, fetched when the first toast may be due (the first
 * press or key, or a toast the shell asks for) rather than with the first page: no toast can
 * be due before a person has done something or the app has news for them.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setToasterWanted(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster
            position="bottom-right"
            duration={TOAST_DURATION_MS}
            visibleToasts={TOASTS_VISIBLE}
            richColors
            closeButton
            // Above the contact bar at the bottom of the screen.
            offset={{ bottom: "calc(var(--floating-space) + 1rem)" }}
            mobileOffset={{ bottom: "var(--floating-space)" }}
          />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
