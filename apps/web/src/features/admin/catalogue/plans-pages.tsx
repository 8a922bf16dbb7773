import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminPlan,
  type AdminPlanForm,
  type AdminPlanValues,
  adminPlanFormSchema,
} from "@sahayi/contract/admin/catalogue";
import { adminMessages } from "@sahayi/contract/admin/messages";
import { formatRupees } from "@sahayi/contract/money";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { Loading } from "../../../components/loading.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import { AdminTable } from "../admin-table.tsx";
import { useTableState } from "../list-page.tsx";
import { showSaveError } from "../save-error.ts";
import { useAdminPlan, useAdminPlanBadges, useAdminPlans, useSavePlan } from "./catalogue-api.ts";
import { CatalogueFormPage, CatalogueListPage, OrderField } from "./catalogue-layout.tsx";
import { cataloguePaths } from "./catalogue-paths.ts";
import {
  buyersPay,
  EMPTY_PLAN,
  PLAN_FIELDS,
  planFormOf,
  planKindNames,
  planQuota,
} from "./plan-form.ts";

const columns: ColumnDef<AdminPlan, unknown>[] = [
  { id: "position", header: "Order", cell: ({ row }) => row.original.position },
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link className="text-brand-800 underline" to={cataloguePaths.plan(String(row.original.id))}>
        {row.original.name}
      </Link>
    ),
  },
  { id: "title", header: "Title", cell: ({ row }) => row.original.title },
  { id: "kind", header: "Kind", cell: ({ row }) => planKindNames[row.original.kind] },
  { id: "price", header: "Price", cell: ({ row }) => formatRupees(row.original.price) },
  {
    id: "quota",
    header: "Enquiries / days",
    cell: ({ row }) => planQuota(row.original),
  },
  { id: "active", header: "On sale", cell: ({ row }) => (row.original.active ? "Yes" : "No") },
];

const sortable = ["position", "name", "price", "kind"] as const;

/** Subscription plans and the registration plan. */
export function PlansPage() {
  const { state, setState, query } = useTableState("position", "asc");
  const plans = useAdminPlans(query);
  return (
    <CatalogueListPage
      headingId="plans-heading"
      title="Plans"
      addTo={cataloguePaths.plan("new")}
      addLabel="Add a plan"
    >
      {plans.isError ? (
        <QueryError error={plans.error} onRetry={() => plans.refetch()} />
      ) : (
        <AdminTable
          caption="Plans"
          columns={columns}
          rows={plans.data?.items ?? []}
          total={plans.data?.total ?? 0}
          state={state}
          onStateChange={setState}
          sortable={sortable}
          searchLabel="Search by name or title"
          loading={plans.isFetching}
          getRowId={(row) => String(row.id)}
        />
      )}
    </CatalogueListPage>
  );
}

/** Edit a plan (/admin/plans/:id) or add one (/admin/plans/new). */
export function PlanPage() {
  const { id: idParam = "new" } = useParams();
  const id = idParam === "new" ? null : Number(idParam);
  const plan = useAdminPlan(id);
  if (id !== null && plan.isPending) return <Loading />;
  if (plan.isError) return <QueryError error={plan.error} onRetry={() => plan.refetch()} />;
  return <PlanForm key={idParam} id={id} plan={plan.data ?? null} />;
}

function PlanForm({ id, plan }: { id: number | null; plan: AdminPlan | null }) {
  const navigate = useNavigate();
  const save = useSavePlan(id);
  const badges = useAdminPlanBadges().data?.badges ?? [];
  const form = useForm<AdminPlanForm, unknown, AdminPlanValues>({
    resolver: zodResolver(adminPlanFormSchema),
    mode: "onTouched",
    defaultValues: plan ? planFormOf(plan) : EMPTY_PLAN,
  });
  const { register, formState, handleSubmit, setError } = form;
  const { errors } = formState;
  const subscription = !plan || plan.kind === "subscription";
  const heading = plan ? `Edit plan: ${plan.name}` : "Add a plan";

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(plan ? adminMessages.planSaved : adminMessages.planCreated);
      navigate(cataloguePaths.plan(String(saved.id)), { replace: true });
    } catch (error) {
      showSaveError(error, setError, PLAN_FIELDS);
    }
  });

  const number = { valueAsNumber: true } as const;
  const pays = buyersPay(form.watch("price"));
  return (
    <CatalogueFormPage
      headingId="plan-heading"
      heading={heading}
      backTo={cataloguePaths.plans()}
      backLabel="All plans"
      intro={plan ? <p className="text-sm">{planKindNames[plan.kind]}</p> : null}
      onSubmit={submit}
      submitting={formState.isSubmitting}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Name" required error={errors.name?.message}>
        {(c) => <input {...c} {...register("name")} className={inputClass} />}
      </Field>
      <Field label="Title" required error={errors.title?.message}>
        {(c) => <input {...c} {...register("title")} className={inputClass} />}
      </Field>
      <Field label="Subtitle" error={errors.subtitle?.message}>
        {(c) => <input {...c} {...register("subtitle")} className={inputClass} />}
      </Field>
      <Field
        label="Plan type label"
        error={errors.plan_type?.message}
        hint="For example Basic Plan"
      >
        {(c) => <input {...c} {...register("plan_type")} className={inputClass} />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(c) => <textarea {...c} {...register("description")} rows={3} className={inputClass} />}
      </Field>
      <Field
        label="Price (₹, before taxes)"
        required
        error={errors.price?.message}
        hint={`${pays}New orders pay this; orders already made keep their amount.`}
      >
        {(c) => (
          <input
            {...c}
            {...register("price", number)}
            type="number"
            step="0.01"
            min="1"
            inputMode="decimal"
            className={inputClass}
          />
        )}
      </Field>
      {subscription ? (
        <>
          <Field label="Enquiries" required error={errors.enquiries?.message}>
            {(c) => (
              <input
                {...c}
                {...register("enquiries", number)}
                type="number"
                min="0"
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Days" required error={errors.tenure_days?.message}>
            {(c) => (
              <input
                {...c}
                {...register("tenure_days", number)}
                type="number"
                min="0"
                className={inputClass}
              />
            )}
          </Field>
        </>
      ) : null}
      <OrderField error={errors.position?.message} registration={register("position", number)} />
      <Field label="Badge" error={errors.badge_icon?.message}>
        {(c) => (
          <select
            {...c}
            {...register("badge_icon", { setValueAs: (v) => v || null })}
            className={inputClass}
          >
            <option value="">None</option>
            {badges.map((badge, index) => (
              <option key={badge.key} value={badge.key}>
                Badge {index + 1}
              </option>
            ))}
          </select>
        )}
      </Field>
      {badges.length > 0 ? (
        <ul aria-label="Badges" className="flex items-center gap-3 sm:col-span-2">
          {badges.map((badge, index) => (
            <li key={badge.key} className="flex items-center gap-1 text-sm">
              <img src={badge.url} alt="" width={32} height={32} />
              Badge {index + 1}
            </li>
          ))}
        </ul>
      ) : null}
      <label className="flex items-center gap-2 font-medium sm:col-span-2">
        <input type="checkbox" {...register("active")} className="size-4" />
        On sale (active)
      </label>
    </CatalogueFormPage>
  );
}
