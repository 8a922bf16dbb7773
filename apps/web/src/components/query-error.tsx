import { tryAgain } from "@sahayi/contract/i18n/en/pages";
import { errorMessage } from "../lib/api-client.ts";
import { t } from "../lib/i18n.ts";

/** What a section shows when its data could not be loaded, with a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-accent-200 bg-accent-50 px-6 py-8 text-center"
    >
      <p className="font-medium text-accent-800">{t(errorMessage(error))}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t(tryAgain)}
      </button>
    </div>
  );
}
