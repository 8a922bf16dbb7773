import { ADMIN_PAGE_SIZE } from "@sahayi/contract/admin/console";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { Pager } from "../admin-table.tsx";
import { dateTime } from "../formats.ts";
import { pageCount } from "../table-state.ts";
import { useHelperReveals } from "./helper-reveals-api.ts";

/** Who revealed this helper's contact and when, newest first, a page at a time. */
export function HelperReveals({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const reveals = useHelperReveals(id, page);
  const pages = pageCount(reveals.data?.total ?? 0, ADMIN_PAGE_SIZE);
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
                {dateTime(reveal.created_at)} · {reveal.user_name} · {reveal.user_phone}
                {reveal.spent_enquiry ? "" : " · again (no enquiry spent)"}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <Pager label="Contact reveals pages" page={page} pages={pages} onPage={setPage} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
