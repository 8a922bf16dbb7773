import {
  type ReferenceItem,
  type ReferenceListName,
  referenceListNames,
  referenceListTitles,
} from "@sahayi/contract/admin/catalogue";
import { type FormEvent, useId, useState } from "react";
import { NavLink, useParams } from "react-router";
import { toast } from "sonner";
import { inputClass } from "../../../components/fields/field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { QueryStatus } from "../admin-states.tsx";
import { PlainTable } from "../plain-table.tsx";
import { useReferenceChange, useReferenceList } from "./catalogue-api.ts";
import { cataloguePaths } from "./catalogue-paths.ts";
import { entryBody, isListName, namesBody } from "./reference-entry.ts";

/**
 * Districts, constituencies, castes, shifts and languages: add, rename, remove. The lists are
 * short (140 constituencies at most), so each is one table without pages.
 */
export function ReferencePage() {
  const { list } = useParams();
  return (
    <section aria-labelledby="reference-heading" className="flex flex-col gap-4">
      <h1 id="reference-heading" className="font-bold text-2xl">
        Reference lists
      </h1>
      <nav aria-label="Lists">
        <ul className="flex flex-wrap gap-2">
          {referenceListNames.map((name) => (
            <li key={name}>
              <NavLink
                to={cataloguePaths.reference(name)}
                className={({ isActive }) =>
                  `block rounded border px-3 py-1 ${isActive ? "bg-brand-800 text-white" : "hover:bg-stone-100"}`
                }
              >
                {referenceListTitles[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isListName(list) ? (
        <ReferenceTable key={list} list={list} />
      ) : (
        <p>No such list; choose one above.</p>
      )}
    </section>
  );
}

/** Why a change failed, and the field it names (none for a 409, which is about the entry). */
interface Problem {
  field: string | null;
  message: string;
}

/** The message a change failed with: the server's first field message or its sentence (409). */
function failure(error: unknown): Problem {
  const first = error instanceof ApiError ? Object.entries(error.fields)[0] : undefined;
  if (first) return { field: first[0], message: first[1] };
  return { field: null, message: errorMessage(error) };
}

/**
 * Marks the input the problem names and ties the message to it; the entry's name stands for the
 * whole entry when the problem names no field.
 */
function invalidIf(problem: Problem | null, field: string, problemId: string) {
  const named = problem && (problem.field ?? "name") === field;
  return named ? { "aria-invalid": true, "aria-describedby": problemId } : {};
}

function ReferenceTable({ list }: { list: ReferenceListName }) {
  const entries = useReferenceList(list);
  const districts = useReferenceList("districts");
  const districtName = new Map(districts.data?.items.map((d) => [d.id, d.name]));
  const constituencies = list === "constituencies";
  if (!entries.isSuccess) return <QueryStatus query={entries} />;
  return (
    <div className="flex flex-col gap-4">
      <EntryForm list={list} districts={districts.data?.items ?? []} />
      {entries.data.items.length === 0 ? (
        <p>No entries yet.</p>
      ) : (
        <PlainTable
          caption={referenceListTitles[list]}
          headers={
            constituencies
              ? ["No.", "Name", "Malayalam name", "District", "In use", "Change"]
              : ["Name", "Malayalam name", "In use", "Change"]
          }
          rows={entries.data.items}
          cells={(item) => (
            <>
              {constituencies ? <td className="px-2 py-2">{item.number}</td> : null}
              <td className="px-2 py-2">{item.name}</td>
              <td className="px-2 py-2" lang="ml">
                {item.name_ml ?? ""}
              </td>
              {constituencies ? (
                <td className="px-2 py-2">{districtName.get(item.district_id ?? 0) ?? ""}</td>
              ) : null}
              <td className="px-2 py-2">{item.in_use}</td>
              <td className="px-2 py-2">
                <EntryActions list={list} item={item} />
              </td>
            </>
          )}
        />
      )}
    </div>
  );
}

/** Adds an entry; a constituency also takes its district and number. */
function EntryForm({ list, districts }: { list: ReferenceListName; districts: ReferenceItem[] }) {
  const change = useReferenceChange(list);
  const id = useId();
  const [name, setName] = useState("");
  const [nameMl, setNameMl] = useState("");
  const [districtId, setDistrictId] = useState("");
  const [number, setNumber] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemId = `${id}-problem`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const form = entryBody(list, { name, nameMl, districtId, number });
      const saved = await change.mutateAsync({ form });
      toast.success(saved.message);
      setName("");
      setNameMl("");
      setNumber("");
      setProblem(null);
    } catch (error) {
      setProblem(failure(error));
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label="Add an entry"
    >
      <label htmlFor={`${id}-name`} className="flex flex-col text-sm font-medium">
        New entry
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={`${inputClass} mt-1 w-64 max-w-full`}
          {...invalidIf(problem, "name", problemId)}
        />
      </label>
      <label htmlFor={`${id}-name-ml`} className="flex flex-col text-sm font-medium">
        Malayalam name (optional)
        <input
          id={`${id}-name-ml`}
          lang="ml"
          value={nameMl}
          onChange={(e) => setNameMl(e.target.value)}
          className={`${inputClass} mt-1 w-64 max-w-full`}
          {...invalidIf(problem, "name_ml", problemId)}
        />
      </label>
      {list === "constituencies" ? (
        <>
          <label htmlFor={`${id}-district`} className="flex flex-col text-sm font-medium">
            District
            <select
              id={`${id}-district`}
              value={districtId}
              onChange={(e) => setDistrictId(e.target.value)}
              className={`${inputClass} mt-1`}
              {...invalidIf(problem, "district_id", problemId)}
            >
              <option value="">Choose</option>
              {districts.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${id}-number`} className="flex flex-col text-sm font-medium">
            Number
            <input
              id={`${id}-number`}
              type="number"
              min="1"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              className={`${inputClass} mt-1 w-28`}
              {...invalidIf(problem, "number", problemId)}
            />
          </label>
        </>
      ) : null}
      <button type="submit" className="btn btn-accent" disabled={change.isPending}>
        Add
      </button>
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-accent-700 text-sm">
          {problem.message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Rename in place, both names, or remove (the server refuses an entry in use with a 409 that
 * says why).
 */
function EntryActions({ list, item }: { list: ReferenceListName; item: ReferenceItem }) {
  const change = useReferenceChange(list);
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [nameMl, setNameMl] = useState(item.name_ml ?? "");
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemId = `${id}-problem`;
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      toast.success((await action()).message);
      setProblem(null);
      setEditing(false);
    } catch (error) {
      setProblem(failure(error));
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    run(() => change.mutateAsync({ id: item.id, form: namesBody({ name, nameMl }) }));
  };
  return (
    <div className="flex flex-col gap-1">
      {editing ? (
        <form onSubmit={rename} noValidate className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-rename`} className="sr-only">
            New name for {item.name}
          </label>
          <input
            id={`${id}-rename`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={`${inputClass} w-48`}
            {...invalidIf(problem, "name", problemId)}
          />
          <label htmlFor={`${id}-rename-ml`} className="sr-only">
            Malayalam name for {item.name} (optional)
          </label>
          <input
            id={`${id}-rename-ml`}
            lang="ml"
            value={nameMl}
            onChange={(e) => setNameMl(e.target.value)}
            placeholder="Malayalam name"
            className={`${inputClass} w-48`}
            {...invalidIf(problem, "name_ml", problemId)}
          />
          <button
            type="submit"
            className="rounded border border-stone-400 px-2 py-1"
            disabled={change.isPending}
          >
            Save
          </button>
          <button
            type="button"
            className="rounded px-2 py-1 underline"
            onClick={() => setEditing(false)}
          >
            Cancel
          </button>
        </form>
      ) : (
        <div className="flex gap-2">
          <button
            type="button"
            className="rounded border border-stone-400 px-2 py-1"
            onClick={() => setEditing(true)}
            aria-label={`Rename ${item.name}`}
          >
            Rename
          </button>
          <button
            type="button"
            className="rounded border border-stone-400 px-2 py-1"
            disabled={change.isPending}
            onClick={() => run(() => change.mutateAsync({ id: item.id }))}
            aria-label={`Remove ${item.name}`}
          >
            Remove
          </button>
        </div>
      )}
      {problem ? (
        <p id={problemId} role="alert" className="text-accent-700 text-sm">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}
