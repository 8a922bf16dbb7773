import * as words from "@sahayi/contract/i18n/en/helper-account";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n.ts";
import { downloadHelperData } from "../api/data-rights.ts";
import { DeleteListingDialog } from "./delete-listing-dialog.tsx";

/**
 * The privacy policy's rights on her own page (decision 044): a copy of everything kept about
 * her, and deleting her listing, confirmed with a code sent to her phone.
 */
export function DataRightsSection({ phone }: { phone: string }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadHelperData();
    } catch (error) {
      toast.error(t(errorMessage(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-6 border-sand border-t pt-6">
      <section aria-labelledby="helper-data-heading" className="flex flex-col items-start gap-3">
        <h2 id="helper-data-heading" className="font-semibold text-brand-900 text-xl">
          {t(profile.myData)}
        </h2>
        <p className="text-muted">{t(words.helperDataText)}</p>
        <button
          type="button"
          className="btn btn-outline min-h-10 px-4"
          disabled={downloading}
          onClick={() => void download()}
        >
          {t(downloading ? profile.downloading : profile.downloadMyData)}
        </button>
      </section>
      <section aria-labelledby="delete-listing-heading" className="flex flex-col items-start gap-3">
        <h2 id="delete-listing-heading" className="font-semibold text-accent-800 text-xl">
          {t(words.deleteListing)}
        </h2>
        <p className="text-muted">{t(words.deleteListingText)}</p>
        <button
          type="button"
          className="btn min-h-10 border border-accent-600 px-4 text-accent-800"
          onClick={() => setDeleting(true)}
        >
          {t(words.deleteListing)}
        </button>
      </section>
      {deleting ? <DeleteListingDialog phone={phone} onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
