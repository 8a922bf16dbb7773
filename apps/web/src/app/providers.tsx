import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@sahayi/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "./query-client.ts";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOASTS_VISIBLE}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
