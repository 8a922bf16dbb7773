import { useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { useHelperReveals } from "./oversight-api.ts";

const PAGE_SIZE = 20;

/** Who revealed this helper's contact and when, newest first, a page at a time. */
export function HelperReveals({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const reveals = useHelperReveals(id, page);
  const pages = Math.max(1, Math.ceil((reveals.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section aria-labelledby="reveals-heading" className="flex flex-col gap-2">
      <h2 id="reveals-heading" className="font-semibold text-xl">
        Contact reveals
      </h2>
      {reveals.isPending ? <p>Loading…</p> : null}
      {reveals.isError ? <p role="alert">{errorMessage(reveals.error)}</p> : null}
      {reveals.data?.total === 0 ? <p>Nobody has revealed this contact yet.</p> : null}
      {reveals.data && reveals.data.total > 0 ? (
        <>
          <ul>
            {reveals.data.items.map((reveal) => (
              <li key={reveal.id}>
                {new Date(reveal.created_at).toLocaleString("en-IN")} · {reveal.user_name} ·{" "}
                {reveal.user_phone}
                {reveal.spent_enquiry ? "" : " · again (no enquiry spent)"}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Contact reveals pages" className="flex items-center gap-3">
              <button
                type="button"
                className="rounded border border-stone-400 px-3 py-1 disabled:opacity-50"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <span className="text-sm">
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="rounded border border-stone-400 px-3 py-1 disabled:opacity-50"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
