import { errorMessage } from "../lib/api-client.ts";

/** What a section shows when its data could not be loaded, with a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-accent-200 bg-accent-50 px-6 py-8 text-center"
    >
      <p className="font-medium text-accent-800">{errorMessage(error)}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
