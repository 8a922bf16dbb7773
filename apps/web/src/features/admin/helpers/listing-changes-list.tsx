import type { AdminListingChange } from "@sahayi/contract/helper-account/listing-changes";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminPages } from "../admin-paths.ts";
import { dateTime } from "../formats.ts";
import { useDecideListingChange, useListingChanges } from "./listing-changes-api.ts";

const fieldNames: Record<string, string> = {
  about: "About",
  shift: "Shift",
  maid_language: "Language",
  category_ids: "Categories",
};
const kindNames = { details: "Details", photo: "New profile photo", gallery: "New gallery image" };

function DetailsChange({ change }: { change: AdminListingChange }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <th scope="col" className="border-b p-1">
            Field
          </th>
          <th scope="col" className="border-b p-1">
            Before
          </th>
          <th scope="col" className="border-b p-1">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {change.fields.map((field) => (
          <tr key={field.field} className="align-top">
            <th scope="row" className="border-b p-1 font-medium">
              {fieldNames[field.field] ?? field.field}
            </th>
            <td className="whitespace-pre-wrap border-b p-1 [overflow-wrap:anywhere]">
              {field.before ?? "—"}
            </td>
            <td className="whitespace-pre-wrap border-b p-1 [overflow-wrap:anywhere]">
              {field.after ?? "—"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ImageChange({ change }: { change: AdminListingChange }) {
  return (
    <div className="flex flex-wrap gap-4">
      {change.kind === "photo" ? (
        <figure>
          <img
            src={change.current_photo.url}
            alt="Her profile photo, public now"
            className="h-40 w-40 rounded object-cover"
          />
          <figcaption className="text-sm">Now</figcaption>
        </figure>
      ) : null}
      {change.image ? (
        <figure>
          <img
            src={change.image.url}
            alt="What she sent"
            className="h-40 w-40 rounded object-cover"
          />
          <figcaption className="text-sm">New, waiting</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/** Approve, or Reject with an optional reason she reads; Mark as seen for details. */
function Decision({ change }: { change: AdminListingChange }) {
  const decide = useDecideListingChange();
  const [reason, setReason] = useState("");
  const id = useId();
  const run = (outcome: "approved" | "rejected" | "seen") =>
    decide.mutate(
      { id: change.id, outcome, reason: outcome === "rejected" ? reason : null },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const button = "self-start rounded px-4 py-2 font-semibold text-white";
  if (change.kind === "details") {
    return (
      <button
        type="button"
        disabled={decide.isPending}
        onClick={() => run("seen")}
        className={`${button} bg-green-800`}
      >
        Mark as seen
      </button>
    );
  }
  const reject = (event: FormEvent) => {
    event.preventDefault();
    run("rejected");
  };
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        disabled={decide.isPending}
        onClick={() => run("approved")}
        className={`${button} bg-green-800`}
      >
        Approve
      </button>
      <form onSubmit={reject} className="flex flex-col gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          Reason for rejecting (optional; she reads it)
        </label>
        <textarea
          id={id}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="rounded border border-stone-400 p-2"
        />
        <button type="submit" disabled={decide.isPending} className={`${button} bg-red-700`}>
          Reject
        </button>
      </form>
    </div>
  );
}

/** The changes waiting, each with what changed and its decision; one helper's with `helperId`. */
export function ListingChangesList({
  helperId,
  showHelper = false,
}: {
  helperId?: string;
  showHelper?: boolean;
}) {
  const changes = useListingChanges(helperId);
  if (changes.isPending) return <p>Loading…</p>;
  if (changes.isError) return <p role="alert">{errorMessage(changes.error)}</p>;
  if (changes.data.changes.length === 0) return <p>No changes waiting.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {changes.data.changes.map((change) => (
        <li key={change.id}>
          <article
            aria-label={`${kindNames[change.kind]}, ${change.helper.name}`}
            className="flex flex-col gap-3 rounded border border-stone-300 p-4"
          >
            <h3 className="font-semibold">
              {kindNames[change.kind]}
              {showHelper ? (
                <>
                  {" · "}
                  <Link to={adminPages.helper.href(change.helper.id)} className="underline">
                    {change.helper.name}
                  </Link>
                </>
              ) : null}
            </h3>
            <p className="text-sm">{dateTime(change.created_at)}</p>
            {change.kind === "details" ? (
              <DetailsChange change={change} />
            ) : (
              <ImageChange change={change} />
            )}
            <Decision change={change} />
          </article>
        </li>
      ))}
    </ul>
  );
}
