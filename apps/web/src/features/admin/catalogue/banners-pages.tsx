import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminBanner,
  type AdminBannerForm,
  type AdminBannerValues,
  adminBannerFormSchema,
  type BannerKind,
} from "@sahayi/contract/admin/catalogue";
import { adminMessages } from "@sahayi/contract/admin/messages";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { ListItemPage, QueryStatus } from "../admin-states.tsx";
import { PlainTable } from "../plain-table.tsx";
import { showSaveError } from "../save-error.ts";
import { useAdminBanners, useSaveBanner } from "./catalogue-api.ts";
import { CatalogueFormPage, CatalogueListPage, OrderField } from "./catalogue-layout.tsx";
import { cataloguePaths } from "./catalogue-paths.ts";
import { usePictureFields } from "./picture-fields.tsx";

const kindNames: Record<BannerKind, string> = {
  main: "Main (top slider)",
  home: "Home (promotion)",
};

/** The main and home banners, active or not; few enough for one table. */
export function BannersPage() {
  const banners = useAdminBanners();
  return (
    <CatalogueListPage
      headingId="banners-heading"
      title="Banners"
      addTo={cataloguePaths.banner("new")}
      addLabel="Add a banner"
    >
      <QueryStatus query={banners} />
      {banners.data?.items.length === 0 ? <p>No banners yet.</p> : null}
      {banners.data && banners.data.items.length > 0 ? (
        <PlainTable
          caption="Banners"
          headers={["Picture", "Kind", "Title and link", "Order", "Shown"]}
          rows={banners.data.items}
          cells={(banner) => (
            <>
              <td className="px-2 py-2">
                <img src={banner.desktop_url} alt="" className="h-10 w-20 rounded object-cover" />
              </td>
              <td className="px-2 py-2">{kindNames[banner.kind]}</td>
              <td className="px-2 py-2">
                <Link
                  className="text-brand-800 underline"
                  to={cataloguePaths.banner(String(banner.id))}
                >
                  {banner.title ?? `Banner ${banner.id}`}
                </Link>
                <span className="block text-muted">{banner.url}</span>
              </td>
              <td className="px-2 py-2">{banner.position}</td>
              <td className="px-2 py-2">{banner.active ? "Yes" : "No"}</td>
            </>
          )}
        />
      ) : null}
    </CatalogueListPage>
  );
}

/** Edit a banner (/admin/banners/:id) or add one (/admin/banners/new). */
export function BannerPage() {
  const banners = useAdminBanners();
  return (
    <ListItemPage
      list={banners}
      notFound={adminMessages.bannerNotFound}
      form={(banner, key) => <BannerForm key={key} banner={banner} />}
    />
  );
}

const fieldNames = [
  "kind",
  "desktop_image",
  "mobile_image",
  "url",
  "title",
  "subtitle",
  "button_label",
  "position",
  "active",
] as const;

function BannerForm({ banner }: { banner: AdminBanner | null }) {
  const navigate = useNavigate();
  const save = useSaveBanner(banner?.id ?? null);
  const form = useForm<AdminBannerForm, unknown, AdminBannerValues>({
    resolver: zodResolver(adminBannerFormSchema),
    mode: "onTouched",
    defaultValues: {
      kind: banner?.kind ?? "main",
      desktop_image: banner?.desktop_image ?? "",
      mobile_image: banner?.mobile_image ?? null,
      url: banner?.url ?? "/",
      title: banner?.title ?? "",
      subtitle: banner?.subtitle ?? "",
      button_label: banner?.button_label ?? "",
      position: banner?.position ?? 0,
      active: banner?.active ?? true,
    },
  });
  const { register, formState, handleSubmit, setError, watch } = form;
  const { errors } = formState;
  const picture = usePictureFields(form, {
    desktop_image: banner?.desktop_url ?? null,
    mobile_image: banner?.mobile_url ?? null,
  });
  const kind = watch("kind");

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(banner ? adminMessages.bannerSaved : adminMessages.bannerCreated);
      navigate(cataloguePaths.banner(String(saved.id)), { replace: true });
    } catch (error) {
      showSaveError(error, setError, fieldNames);
    }
  });

  const heading = banner ? `Edit banner ${banner.id}` : "Add a banner";
  return (
    <CatalogueFormPage
      headingId="banner-heading"
      heading={heading}
      backTo={cataloguePaths.banners()}
      backLabel="All banners"
      onSubmit={submit}
      submitting={formState.isSubmitting}
    >
      <Field label="Kind" required error={errors.kind?.message}>
        {(c) => (
          <select {...c} {...register("kind")} className={inputClass}>
            {Object.entries(kindNames).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {picture("desktop_image", kind === "main" ? "Desktop picture" : "Picture", true)}
      {kind === "main" ? picture("mobile_image", "Mobile picture", false) : null}
      <Field
        label="Link"
        required
        error={errors.url?.message}
        hint="A path on this site (/subscriptions) or an https:// address"
      >
        {(c) => <input {...c} {...register("url")} className={inputClass} />}
      </Field>
      <Field label="Title" error={errors.title?.message}>
        {(c) => <input {...c} {...register("title")} className={inputClass} />}
      </Field>
      <Field label="Subtitle" error={errors.subtitle?.message}>
        {(c) => <input {...c} {...register("subtitle")} className={inputClass} />}
      </Field>
      <Field label="Button label" error={errors.button_label?.message}>
        {(c) => <input {...c} {...register("button_label")} className={inputClass} />}
      </Field>
      <OrderField
        error={errors.position?.message}
        registration={register("position", { valueAsNumber: true })}
      />
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" {...register("active")} className="size-4" />
        Shown on the site (active)
      </label>
    </CatalogueFormPage>
  );
}
