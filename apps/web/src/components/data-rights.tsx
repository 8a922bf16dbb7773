import * as profile from "@sahayi/contract/i18n/en/profile";
import { type ReactNode, useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../lib/api-client.ts";
import { t } from "../lib/i18n.ts";

/**
 * The privacy policy's two rights as a page shows them: download a copy of one's data, and
 * delete, through a dialog the page brings. A household's profile and a helper's own page use
 * it with their own words, heading level and dialog.
 */
export function DataRights({
  heading: Heading,
  dataText,
  deleteTitle,
  deleteText,
  download,
  deleteDialog,
  className,
}: {
  heading: "h2" | "h3";
  dataText: string;
  deleteTitle: string;
  deleteText: string;
  download: () => Promise<void>;
  deleteDialog: (close: () => void) => ReactNode;
  className: string;
}) {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      toast.error(t(errorMessage(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={`flex flex-col border-sand border-t ${className}`}>
      <section aria-labelledby={`${id}-data`} className="flex flex-col items-start gap-3">
        <Heading id={`${id}-data`} className="font-semibold text-brand-900 text-xl">
          {t(profile.myData)}
        </Heading>
        <p className="text-muted">{t(dataText)}</p>
        <button
          type="button"
          className="btn btn-outline min-h-10 px-4"
          disabled={downloading}
          onClick={() => void save()}
        >
          {t(downloading ? profile.downloading : profile.downloadMyData)}
        </button>
      </section>
      <section aria-labelledby={`${id}-delete`} className="flex flex-col items-start gap-3">
        <Heading id={`${id}-delete`} className="font-semibold text-accent-800 text-xl">
          {t(deleteTitle)}
        </Heading>
        <p className="text-muted">{t(deleteText)}</p>
        <button
          type="button"
          className="btn min-h-10 border border-accent-600 px-4 text-accent-800"
          onClick={() => setDeleting(true)}
        >
          {t(deleteTitle)}
        </button>
      </section>
      {deleting ? deleteDialog(() => setDeleting(false)) : null}
    </div>
  );
}
