import type { ConsentState } from "@sahayi/contract";
import { privacyPaths } from "@sahayi/contract/privacy-paths";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConsentDialog } from "../features/accounts/privacy/consent-dialog.tsx";
import { api } from "../lib/api-client.ts";

const consentQueryKey = ["privacy-consent"] as const;

/**
 * Loaded by the shell for a logged-in visit only. After a login (and on each visit while
 * logged in), asks once whether the user agreed to the privacy policy's current version; if
 * not, a dialog asks them to (docs/decisions/025). The login itself never waits for it or
 * fails over it, and "Not now" lets the visit go on.
 */
export function PrivacyConsentCheck() {
  const [dismissed, setDismissed] = useState(false);
  const consent = useQuery({
    queryKey: consentQueryKey,
    queryFn: () => api.get<ConsentState>(privacyPaths.consent),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state = consent.data;
  if (dismissed || !state?.ask) return null;
  return (
    <ConsentDialog
      version={state.current_version}
      queryKey={consentQueryKey}
      onDismiss={() => setDismissed(true)}
    />
  );
}
