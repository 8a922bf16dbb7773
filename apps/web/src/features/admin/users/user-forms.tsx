import { zodResolver } from "@hookform/resolvers/zod";
import { ADMIN_REASON_MAX_LENGTH, adminReasonSchema } from "@sahayi/contract/admin/console";
import {
  ADMIN_GRANT_DEFAULT_DAYS,
  adminExtendSchema,
  adminGrantSchema,
} from "@sahayi/contract/admin/users";
import type { ReactNode } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { showSaveError } from "../save-error.ts";
import type { UserChange } from "./user-change.ts";
import { useUserChange } from "./users-api.ts";

const buttonClass = "self-start rounded bg-brand-800 px-4 py-2 font-semibold text-white";

/**
 * A change to a user, sent with its form's values: success is a toast; a 400's field messages
 * land on the inputs; anything else is a toast with the server's words.
 */
function useSubmit<Values extends FieldValues, Parsed extends FieldValues>(
  userId: number,
  form: UseFormReturn<Values, unknown, Parsed>,
  fields: readonly Path<Values>[],
  toChange: (values: Parsed) => UserChange,
  onDone?: () => void,
) {
  const change = useUserChange(userId);
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(toChange(values));
      toast.success(answer.message);
      form.reset();
      onDone?.();
    } catch (error) {
      showSaveError(error, form.setError, fields);
    }
  });
  return { submit, pending: change.isPending };
}

function ReasonField<Values extends { reason: unknown }, Parsed extends FieldValues>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
}) {
  const { errors } = form.formState;
  const name = "reason" as Path<Values>;
  return (
    <Field label="Reason" required error={errors.reason?.message as string | undefined}>
      {(c) => (
        <textarea
          {...c}
          {...form.register(name)}
          rows={2}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** A required whole number of one or more (enquiries, days). */
function CountField<Values extends FieldValues, Parsed extends FieldValues>(props: {
  form: UseFormReturn<Values, unknown, Parsed>;
  name: Path<Values>;
  label: string;
  error?: string;
}) {
  return (
    <Field label={props.label} required error={props.error}>
      {(c) => (
        <input
          {...c}
          {...props.form.register(props.name)}
          type="number"
          min={1}
          inputMode="numeric"
          className={inputClass}
        />
      )}
    </Field>
  );
}

function FormFrame(props: {
  label: string;
  submit: () => void;
  pending: boolean;
  button: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={props.submit}
      className="flex flex-col gap-3 rounded border border-stone-300 p-4"
    >
      {props.children}
      <button type="submit" disabled={props.pending} className={buttonClass}>
        {props.pending ? "Saving…" : props.button}
      </button>
    </form>
  );
}

type GrantValues = z.input<typeof adminGrantSchema>;
type GrantParsed = z.output<typeof adminGrantSchema>;

/** Grant enquiries: added to the running plan, or a grant plan of `days` days when none runs. */
export function GrantForm({ userId, hasRunningPlan }: { userId: number; hasRunningPlan: boolean }) {
  const form = useForm<GrantValues, unknown, GrantParsed>({
    resolver: zodResolver(adminGrantSchema),
    mode: "onTouched",
    defaultValues: { enquiries: 1, days: ADMIN_GRANT_DEFAULT_DAYS, reason: "" },
  });
  const { submit, pending } = useSubmit(userId, form, ["enquiries", "days", "reason"], (body) => ({
    action: "grant-enquiries",
    body,
  }));
  const { errors } = form.formState;
  return (
    <FormFrame label="Grant enquiries" submit={submit} pending={pending} button="Grant">
      <CountField
        form={form}
        name="enquiries"
        label="Enquiries"
        error={errors.enquiries?.message}
      />
      {hasRunningPlan ? (
        <p className="text-sm">Added to the running subscription.</p>
      ) : (
        <CountField
          form={form}
          name="days"
          label="Days (no subscription runs: a grant subscription is made)"
          error={errors.days?.message}
        />
      )}
      <ReasonField form={form} />
    </FormFrame>
  );
}

type ExtendValues = z.input<typeof adminExtendSchema>;
type ExtendParsed = z.output<typeof adminExtendSchema>;

export function ExtendForm(props: { userId: number; subscriptionId: number; onDone: () => void }) {
  const form = useForm<ExtendValues, unknown, ExtendParsed>({
    resolver: zodResolver(adminExtendSchema),
    mode: "onTouched",
    defaultValues: { days: 7, reason: "" },
  });
  const { submit, pending } = useSubmit(
    props.userId,
    form,
    ["days", "reason"],
    (body) => ({ action: "extend", subscriptionId: props.subscriptionId, body }),
    props.onDone,
  );
  return (
    <FormFrame label="Extend subscription" submit={submit} pending={pending} button="Extend">
      <CountField
        form={form}
        name="days"
        label="Days"
        error={form.formState.errors.days?.message}
      />
      <ReasonField form={form} />
    </FormFrame>
  );
}

type ReasonValues = z.input<typeof adminReasonSchema>;
type ReasonParsed = z.output<typeof adminReasonSchema>;

/** Disable (ends every session at once) or enable an account, with a reason. */
export function AccountForm({ userId, disabled }: { userId: number; disabled: boolean }) {
  const form = useForm<ReasonValues, unknown, ReasonParsed>({
    resolver: zodResolver(adminReasonSchema),
    mode: "onTouched",
    defaultValues: { reason: "" },
  });
  const action = disabled ? "enable" : "disable";
  const { submit, pending } = useSubmit(userId, form, ["reason"], (body) => ({ action, body }));
  return (
    <FormFrame
      label={disabled ? "Enable account" : "Disable account"}
      submit={submit}
      pending={pending}
      button={disabled ? "Enable account" : "Disable account"}
    >
      {disabled ? null : (
        <p className="text-sm">The user is logged out everywhere at once and cannot log in.</p>
      )}
      <ReasonField form={form} />
    </FormFrame>
  );
}
