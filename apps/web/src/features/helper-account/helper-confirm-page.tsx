import { helperAccountMessages } from "@sahayi/contract";
import { LISTING_DROP_OUT_DAYS } from "@sahayi/contract/constants";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useConfirmByLink } from "./api/confirm.ts";

/**
 * Her SMS link's page (decision 045), from the monthly ask or after a household's hire: two
 * buttons, "Yes, I'm still available" and "I got a job — pause my listing", each sending the
 * link's code. Opening the page does nothing: SMS apps open links to preview them, and only
 * her tap counts. No login: the code is signed, valid a few days, and works once; the server's
 * refusal (expired, used, not ours) shows as it says it.
 */
export function HelperConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const confirm = useConfirmByLink();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (available: boolean) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ token, available });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <AuthCard title={t(words.confirmTitle)} intro={t(words.confirmIntro)}>
      <div className="flex flex-col gap-4">
        {confirm.isSuccess ? (
          <p role="status" className="font-semibold text-brand-900">
            {t(
              confirm.variables?.available === false
                ? helperAccountMessages.pausedByLink
                : helperAccountMessages.confirmed,
            )}
          </p>
        ) : (
          <>
            <p className="text-muted text-sm">
              {t(words.confirmWhy, { days: LISTING_DROP_OUT_DAYS })}
            </p>
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <button
              type="button"
              className="btn btn-primary w-full"
              disabled={confirm.isPending}
              onClick={() => void send(true)}
            >
              {confirm.isPending && confirm.variables.available
                ? t(words.confirming)
                : t(words.stillAvailable)}
            </button>
            <button
              type="button"
              className="btn btn-outline w-full"
              disabled={confirm.isPending}
              onClick={() => void send(false)}
            >
              {confirm.isPending && !confirm.variables.available
                ? t(words.pausing)
                : t(words.gotAJob)}
            </button>
          </>
        )}
        <Link to={paths.helperAccount.href()} className="btn btn-outline w-full">
          {t(words.seeMyListing)}
        </Link>
      </div>
    </AuthCard>
  );
}
