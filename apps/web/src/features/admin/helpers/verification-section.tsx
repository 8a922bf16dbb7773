import { zodResolver } from "@hookform/resolvers/zod";
import {
  VERIFICATION_KIND_LABELS,
  type VerificationInput,
  verificationInputSchema,
} from "@sahayi/contract/admin/helpers";
import type { VerificationKind } from "@sahayi/contract/verification";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { dateTime } from "../formats.ts";
import { blankCheck, CHECK_FIELDS, checkDetails, today } from "./check-forms.ts";
import { useAddVerification, useRemoveVerification, useVerifications } from "./verification-api.ts";

/** The form of one kind of check; the kind travels as a fixed field. */
function CheckForm({ helperId, kind }: { helperId: string; kind: VerificationKind }) {
  const add = useAddVerification(helperId);
  const fields = CHECK_FIELDS[kind];
  const blank = () => blankCheck(kind, today());
  const form = useForm<Record<string, string>>({
    // The contract's schema of all three kinds; `kind` picks the one that checks.
    resolver: zodResolver(verificationInputSchema) as never,
    mode: "onTouched",
    defaultValues: blank(),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values as unknown as VerificationInput);
      toast.success(answer.message);
      reset(blank());
    } catch (error) {
      const wire = Object.fromEntries(fields.map((f) => [f.name, f.name]));
      if (!showServerFieldErrors(error, setError, wire)) toast.error(errorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Record: ${VERIFICATION_KIND_LABELS[kind]}`}
      className="flex flex-col gap-3"
    >
      {fields.map((f) => (
        <Field
          key={f.name}
          label={f.label}
          required
          hint={f.hint}
          error={formState.errors[f.name]?.message}
        >
          {(c) =>
            f.options ? (
              <select {...c} {...register(f.name)} className={inputClass}>
                <option value="">Choose…</option>
                {f.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : f.multiline ? (
              <textarea
                {...c}
                {...register(f.name)}
                rows={3}
                maxLength={f.maxLength}
                className={inputClass}
              />
            ) : (
              <input
                {...c}
                {...register(f.name)}
                type={f.type ?? "text"}
                maxLength={f.maxLength}
                max={f.type === "date" ? today() : undefined}
                autoComplete="off"
                className={inputClass}
              />
            )
          }
        </Field>
      ))}
      <button
        type="submit"
        disabled={add.isPending}
        className="self-start rounded bg-green-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {add.isPending ? "Saving…" : "Add record"}
      </button>
    </form>
  );
}

function RecordList({ helperId }: { helperId: string }) {
  const records = useVerifications(helperId);
  const remove = useRemoveVerification(helperId);
  if (records.isPending) return <p>Loading…</p>;
  if (records.isError) {
    return (
      <p role="alert">
        {errorMessage(records.error)}{" "}
        <button type="button" className="underline" onClick={() => void records.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { items, valid_days } = records.data;
  if (items.length === 0) return <p>Nothing checked yet: no Verified badge.</p>;
  return (
    <>
      <p className="text-sm text-stone-600">
        Records younger than {valid_days} days make the public Verified badge.
      </p>
      <ul aria-label="Verification records" className="flex flex-col gap-2">
        {items.map((record) => (
          <li
            key={record.id}
            className="flex flex-col gap-2 rounded border border-stone-300 p-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {VERIFICATION_KIND_LABELS[record.kind]} · {record.checked_on}
                {record.current ? "" : " · lapsed"}
              </p>
              <p className="break-words">{checkDetails(record)}</p>
              <p className="text-sm text-stone-600">
                Recorded by {record.recorded_by}, {dateTime(record.recorded_at)}
              </p>
            </div>
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  disabled={remove.isPending}
                  aria-label={`Remove ${VERIFICATION_KIND_LABELS[record.kind]} of ${record.checked_on}`}
                  className="self-start rounded border border-red-700 px-3 py-1 font-semibold text-red-700"
                >
                  Remove
                </button>
              }
              title="Remove this verification record?"
              description={`${VERIFICATION_KIND_LABELS[record.kind]} of ${record.checked_on}: it stops counting towards the Verified badge at once. The audit log keeps what it said.`}
              confirmLabel="Remove record"
              onConfirm={() =>
                remove.mutate(record.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What was checked for this helper (identity document, police clearance, references), who
 * recorded it and when, with a form for each kind and a remove button (both audited).
 */
export function VerificationSection({ helperId }: { helperId: string }) {
  const [kind, setKind] = useState<VerificationKind>("id_document");
  const kindId = useId();
  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-4">
      <h2 id="verification-heading" className="font-semibold text-xl">
        Verification
      </h2>
      <RecordList helperId={helperId} />
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <label htmlFor={kindId} className="font-medium">
          Record a check
        </label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => setKind(event.target.value as VerificationKind)}
          className={inputClass}
        >
          {Object.entries(VERIFICATION_KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:max-w-md">
        {/* A form per kind, new each time, so one kind's half-typed fields never carry over. */}
        <CheckForm key={kind} helperId={helperId} kind={kind} />
      </div>
    </section>
  );
}
