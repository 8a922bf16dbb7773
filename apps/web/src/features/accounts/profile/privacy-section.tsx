import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
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
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mt-8 flex flex-col gap-8 border-sand border-t pt-8">
      <section aria-labelledby="my-data-heading" className="flex flex-col items-start gap-3">
        <h3 id="my-data-heading" className="font-semibold text-brand-900 text-xl">
          My data
        </h3>
        <p className="text-muted">
          A copy of everything Sahayi keeps about you: your account, plans, payments, the helpers
          you contacted, your reports and messages, as a JSON file.
        </p>
        <button
          type="button"
          className="btn btn-outline min-h-10 px-4"
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? "Downloading..." : "Download my data"}
        </button>
      </section>
      <section aria-labelledby="delete-account-heading" className="flex flex-col items-start gap-3">
        <h3 id="delete-account-heading" className="font-semibold text-accent-800 text-xl">
          Delete my account
        </h3>
        <p className="text-muted">
          Your account is closed at once and you are logged out everywhere. Your name, phone, email
          and address are erased; payment records stay as the tax law requires. Enquiries left on
          your plan are lost.
        </p>
        <button
          type="button"
          className="btn min-h-10 border border-accent-600 px-4 text-accent-800"
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </button>
      </section>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
