import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@sahayi/contract/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { createQueryClient } from "./query-client.ts";

/**
 * The toast area comes in its own chunk, fetched while the first page renders rather than
 * as part of the first download: no toast can be due before a person has done something.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
    </QueryClientProvider>
  );
}
