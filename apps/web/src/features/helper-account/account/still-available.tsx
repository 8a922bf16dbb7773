import type { MaidAccount } from "@sahayi/contract";
import { LISTING_DROP_OUT_DAYS } from "@sahayi/contract/constants";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { confirmedAgo } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { useSetAvailability } from "../api/account.ts";

/**
 * What households see of her freshness, and "Yes, I'm still available" (decision 045): the
 * same call as resuming (POST /api/maid/availability { available: true }), which confirms her
 * listing today. Shown while she is listed.
 */
export function StillAvailable({ account }: { account: MaidAccount }) {
  const change = useSetAvailability();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({ available: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="helper-still-available" className="flex flex-col gap-3">
      <h2 id="helper-still-available" className="font-semibold text-brand-900 text-xl">
        {t(words.confirmTitle)}
      </h2>
      <p role="status" className="text-ink">
        {t(words.householdsSee, { text: confirmedAgo(account.listing.confirmed_on) })}
      </p>
      <p className="text-muted text-sm">{t(words.confirmWhy, { days: LISTING_DROP_OUT_DAYS })}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={change.isPending}
        onClick={() => void send()}
      >
        {change.isPending ? t(words.confirming) : t(words.stillAvailable)}
      </button>
    </section>
  );
}
