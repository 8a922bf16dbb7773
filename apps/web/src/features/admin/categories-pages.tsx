import { zodResolver } from "@hookform/resolvers/zod";
import { adminMessages } from "@sahayi/contract/admin-messages";
import {
  type AdminCategory,
  type AdminCategoryForm,
  type AdminCategoryValues,
  adminCategoryFormSchema,
} from "@sahayi/contract/admin-showcase";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Field, inputClass } from "../../components/field.tsx";
import { Loading } from "../../components/loading.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { showServerFieldErrors } from "../../lib/form.ts";
import { useAdminCategories, useSaveCategory } from "./catalogue-api.ts";
import { cataloguePaths } from "./catalogue-paths.ts";
import { ImageUpload } from "./image-upload.tsx";

/** Every category in display order; few enough for one table. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  return (
    <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-heading" className="font-bold text-2xl">
          Categories
        </h1>
        <Link className="btn btn-accent" to={cataloguePaths.category("new")}>
          Add a category
        </Link>
      </div>
      {categories.isPending ? <Loading /> : null}
      {categories.isError ? (
        <QueryError error={categories.error} onRetry={() => categories.refetch()} />
      ) : null}
      {categories.data?.items.length === 0 ? <p>No categories yet.</p> : null}
      {categories.data && categories.data.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
            <caption className="sr-only">Categories</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="px-2 py-2">
                  Order
                </th>
                <th scope="col" className="px-2 py-2">
                  Picture
                </th>
                <th scope="col" className="px-2 py-2">
                  Name
                </th>
                <th scope="col" className="px-2 py-2">
                  Colour
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.data.items.map((category) => (
                <tr key={category.id} className="border-b border-stone-200">
                  <td className="px-2 py-2">{category.position}</td>
                  <td className="px-2 py-2">
                    <img
                      src={category.image_url}
                      alt=""
                      className="h-10 w-16 rounded object-cover"
                    />
                  </td>
                  <td className="px-2 py-2">
                    <Link
                      className="text-brand-800 underline"
                      to={cataloguePaths.category(String(category.id))}
                    >
                      {category.name}
                    </Link>
                  </td>
                  <td className="px-2 py-2">
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-4 rounded"
                        style={{ background: category.color }}
                      />
                      {category.color}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Edit a category (/admin/categories/:id) or add one (/admin/categories/new). */
export function CategoryPage() {
  const { id: idParam = "new" } = useParams();
  const categories = useAdminCategories();
  if (categories.isPending) return <Loading />;
  if (categories.isError)
    return <QueryError error={categories.error} onRetry={() => categories.refetch()} />;
  const category = categories.data.items.find((c) => String(c.id) === idParam) ?? null;
  if (idParam !== "new" && !category) return <p role="alert">{adminMessages.categoryNotFound}</p>;
  return <CategoryForm key={idParam} category={category} />;
}

const fieldNames = ["name", "color", "image", "banner_image", "position"] as const;

function CategoryForm({ category }: { category: AdminCategory | null }) {
  const navigate = useNavigate();
  const save = useSaveCategory(category?.id ?? null);
  const [urls, setUrls] = useState({
    image: category?.image_url ?? null,
    banner_image: category?.banner_url ?? null,
  });
  const form = useForm<AdminCategoryForm, unknown, AdminCategoryValues>({
    resolver: zodResolver(adminCategoryFormSchema),
    mode: "onTouched",
    defaultValues: category
      ? {
          name: category.name,
          color: category.color,
          image: category.image,
          banner_image: category.banner_image,
          position: category.position,
        }
      : { name: "", color: "#1F7A5C", image: "", banner_image: "", position: 0 },
  });
  const { register, formState, handleSubmit, setError, setValue } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(category ? adminMessages.categorySaved : adminMessages.categoryCreated);
      navigate(cataloguePaths.category(String(saved.id)), { replace: true });
    } catch (error) {
      const wire = Object.fromEntries(fieldNames.map((name) => [name, name]));
      if (!showServerFieldErrors(error, setError, wire)) toast.error(errorMessage(error));
    }
  });

  const picture = (name: "image" | "banner_image", label: string) => (
    <Field label={label} required error={errors[name]?.message}>
      {(c) => (
        <ImageUpload
          control={c}
          label={label}
          url={urls[name]}
          onUploaded={(image) => {
            setUrls((current) => ({ ...current, [name]: image.url }));
            setValue(name, image.key, { shouldValidate: true, shouldDirty: true });
          }}
        />
      )}
    </Field>
  );

  const heading = category ? `Edit category: ${category.name}` : "Add a category";
  return (
    <section aria-labelledby="category-heading" className="flex max-w-2xl flex-col gap-4">
      <p>
        <Link className="text-brand-800 underline" to={cataloguePaths.categories()}>
          All categories
        </Link>
      </p>
      <h1 id="category-heading" className="font-bold text-2xl">
        {heading}
      </h1>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="category-heading"
        className="flex flex-col gap-4"
      >
        <Field label="Name" required error={errors.name?.message}>
          {(c) => <input {...c} {...register("name")} className={inputClass} />}
        </Field>
        <Field
          label="Colour"
          required
          error={errors.color?.message}
          hint="A hex colour like #1F7A5C"
        >
          {(c) => <input {...c} {...register("color")} className={inputClass} />}
        </Field>
        <Field label="Order" error={errors.position?.message} hint="Smaller numbers show first">
          {(c) => (
            <input
              {...c}
              {...register("position", { valueAsNumber: true })}
              type="number"
              min="0"
              className={inputClass}
            />
          )}
        </Field>
        {picture("image", "Card picture")}
        {picture("banner_image", "Banner picture")}
        <button
          type="submit"
          className="btn btn-accent self-start"
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
