import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminCategory,
  type AdminCategoryForm,
  type AdminCategoryValues,
  adminCategoryFormSchema,
} from "@sahayi/contract/admin/catalogue";
import { adminMessages } from "@sahayi/contract/admin/messages";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { ListItemPage, QueryStatus } from "../admin-states.tsx";
import { PlainTable } from "../plain-table.tsx";
import { showSaveError } from "../save-error.ts";
import { useAdminCategories, useSaveCategory } from "./catalogue-api.ts";
import { CatalogueFormPage, CatalogueListPage, OrderField } from "./catalogue-layout.tsx";
import { cataloguePaths } from "./catalogue-paths.ts";
import { usePictureFields } from "./picture-fields.tsx";

/** Every category in display order; few enough for one table. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  return (
    <CatalogueListPage
      headingId="categories-heading"
      title="Categories"
      addTo={cataloguePaths.category("new")}
      addLabel="Add a category"
    >
      <QueryStatus query={categories} />
      {categories.data?.items.length === 0 ? <p>No categories yet.</p> : null}
      {categories.data && categories.data.items.length > 0 ? (
        <PlainTable
          caption="Categories"
          headers={["Order", "Picture", "Name", "Malayalam name", "Colour"]}
          rows={categories.data.items}
          cells={(category) => (
            <>
              <td className="px-2 py-2">{category.position}</td>
              <td className="px-2 py-2">
                <img src={category.image_url} alt="" className="h-10 w-16 rounded object-cover" />
              </td>
              <td className="px-2 py-2">
                <Link
                  className="text-brand-800 underline"
                  to={cataloguePaths.category(String(category.id))}
                >
                  {category.name}
                </Link>
              </td>
              <td className="px-2 py-2" lang="ml">
                {category.name_ml ?? ""}
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
            </>
          )}
        />
      ) : null}
    </CatalogueListPage>
  );
}

/** Edit a category (/admin/categories/:id) or add one (/admin/categories/new). */
export function CategoryPage() {
  const categories = useAdminCategories();
  return (
    <ListItemPage
      list={categories}
      notFound={adminMessages.categoryNotFound}
      form={(category, key) => <CategoryForm key={key} category={category} />}
    />
  );
}

const fieldNames = ["name", "name_ml", "color", "image", "banner_image", "position"] as const;

function CategoryForm({ category }: { category: AdminCategory | null }) {
  const navigate = useNavigate();
  const save = useSaveCategory(category?.id ?? null);
  const form = useForm<AdminCategoryForm, unknown, AdminCategoryValues>({
    resolver: zodResolver(adminCategoryFormSchema),
    mode: "onTouched",
    defaultValues: category
      ? {
          name: category.name,
          name_ml: category.name_ml ?? "",
          color: category.color,
          image: category.image,
          banner_image: category.banner_image,
          position: category.position,
        }
      : { name: "", name_ml: "", color: "#1F7A5C", image: "", banner_image: "", position: 0 },
  });
  const { register, formState, handleSubmit, setError } = form;
  const { errors } = formState;
  const picture = usePictureFields(form, {
    image: category?.image_url ?? null,
    banner_image: category?.banner_url ?? null,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(category ? adminMessages.categorySaved : adminMessages.categoryCreated);
      navigate(cataloguePaths.category(String(saved.id)), { replace: true });
    } catch (error) {
      showSaveError(error, setError, fieldNames);
    }
  });

  const heading = category ? `Edit category: ${category.name}` : "Add a category";
  return (
    <CatalogueFormPage
      headingId="category-heading"
      heading={heading}
      backTo={cataloguePaths.categories()}
      backLabel="All categories"
      onSubmit={submit}
      submitting={formState.isSubmitting}
    >
      <Field label="Name" required error={errors.name?.message}>
        {(c) => <input {...c} {...register("name")} className={inputClass} />}
      </Field>
      <Field
        label="Malayalam name"
        error={errors.name_ml?.message}
        hint="Shown on the Malayalam pages; without one they show the English name."
      >
        {(c) => <input {...c} {...register("name_ml")} lang="ml" className={inputClass} />}
      </Field>
      <Field label="Colour" required error={errors.color?.message} hint="A hex colour like #1F7A5C">
        {(c) => <input {...c} {...register("color")} className={inputClass} />}
      </Field>
      <OrderField
        error={errors.position?.message}
        registration={register("position", { valueAsNumber: true })}
      />
      {picture("image", "Card picture")}
      {picture("banner_image", "Banner picture")}
    </CatalogueFormPage>
  );
}
