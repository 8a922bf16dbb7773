import * as profile from "@sahayi/contract/i18n/en/profile";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n.ts";
import { downloadMyData } from "../api/privacy.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

/**
 * The privacy policy's rights, in the profile: a copy of everything kept about the user, and
 * deleting the account (docs/decisions/025).
 */
export function PrivacySection() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(t(errorMessage(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mt-8 flex flex-col gap-8 border-sand border-t pt-8">
      <section aria-labelledby="my-data-heading" className="flex flex-col items-start gap-3">
        <h3 id="my-data-heading" className="font-semibold text-brand-900 text-xl">
          {t(profile.myData)}
        </h3>
        <p className="text-muted">{t(profile.myDataText)}</p>
        <button
          type="button"
          className="btn btn-outline min-h-10 px-4"
          disabled={downloading}
          onClick={() => void download()}
        >
          {t(downloading ? profile.downloading : profile.downloadMyData)}
        </button>
      </section>
      <section aria-labelledby="delete-account-heading" className="flex flex-col items-start gap-3">
        <h3 id="delete-account-heading" className="font-semibold text-accent-800 text-xl">
          {t(profile.deleteMyAccount)}
        </h3>
        <p className="text-muted">{t(profile.deleteMyAccountText)}</p>
        <button
          type="button"
          className="btn min-h-10 border border-accent-600 px-4 text-accent-800"
          onClick={() => setDeleting(true)}
        >
          {t(profile.deleteMyAccount)}
        </button>
      </section>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
