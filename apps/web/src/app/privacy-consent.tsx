import type { ConsentState } from "@sahayi/contract";
import { privacyPaths } from "@sahayi/contract/privacy-paths";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { api } from "../lib/api-client.ts";
import { useIsAuthenticated } from "../lib/session.ts";

const ConsentDialog = lazy(() =>
  import("../features/accounts/privacy/consent-dialog.tsx").then((module) => ({
    default: module.ConsentDialog,
  })),
);

export const consentQueryKey = ["privacy-consent"] as const;

/**
 * After a login (and on each visit while logged in), asks once whether the user agreed to the
 * privacy policy's current version; if not, a dialog asks them to (docs/decisions/025). The
 * login itself never waits for it or fails over it, and "Not now" lets the visit go on.
 */
export function PrivacyConsentCheck() {
  const authenticated = useIsAuthenticated();
  const [dismissed, setDismissed] = useState(false);
  const consent = useQuery({
    queryKey: consentQueryKey,
    queryFn: () => api.get<ConsentState>(privacyPaths.consent),
    enabled: authenticated,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state = consent.data;
  if (!authenticated || dismissed || !state?.ask) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        version={state.current_version}
        queryKey={consentQueryKey}
        onDismiss={() => setDismissed(true)}
      />
    </Suspense>
  );
}
