import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { Field, inputClass } from "../../../components/fields/field.tsx";

/** A catalogue list page: its heading with the Add link, then the list. */
export function CatalogueListPage(props: {
  headingId: string;
  title: string;
  addTo: string;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={props.headingId} className="font-bold text-2xl">
          {props.title}
        </h1>
        <Link className="btn btn-accent" to={props.addTo}>
          {props.addLabel}
        </Link>
      </div>
      {props.children}
    </section>
  );
}

/** A catalogue edit / add page: the way back to the list, the heading, the form and Save. */
export function CatalogueFormPage(props: {
  headingId: string;
  heading: string;
  backTo: string;
  backLabel: string;
  /** Shown between the heading and the form. */
  intro?: ReactNode;
  onSubmit: () => void;
  submitting: boolean;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.headingId} className="flex max-w-2xl flex-col gap-4">
      <p>
        <Link className="text-brand-800 underline" to={props.backTo}>
          {props.backLabel}
        </Link>
      </p>
      <h1 id={props.headingId} className="font-bold text-2xl">
        {props.heading}
      </h1>
      {props.intro}
      <form
        noValidate
        onSubmit={props.onSubmit}
        aria-labelledby={props.headingId}
        className={props.formClassName ?? "flex flex-col gap-4"}
      >
        {props.children}
        <SaveButton submitting={props.submitting} />
      </form>
    </section>
  );
}

export function SaveButton({ submitting }: { submitting: boolean }) {
  return (
    <button type="submit" className="btn btn-accent self-start" disabled={submitting}>
      {submitting ? "Saving..." : "Save"}
    </button>
  );
}

/** The display order every catalogue item has. */
export function OrderField(props: { error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field label="Order" error={props.error} hint="Smaller numbers show first">
      {(c) => <input {...c} {...props.registration} type="number" min="0" className={inputClass} />}
    </Field>
  );
}
