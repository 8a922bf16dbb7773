import { zodResolver } from "@hookform/resolvers/zod";
import { adminMessages } from "@sahayi/contract/admin-messages";
import {
  type AdminBanner,
  type AdminBannerForm,
  type AdminBannerValues,
  adminBannerFormSchema,
  type BannerKind,
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
import { useAdminBanners, useSaveBanner } from "./catalogue-api.ts";
import { cataloguePaths } from "./catalogue-paths.ts";
import { ImageUpload } from "./image-upload.tsx";

const kindNames: Record<BannerKind, string> = {
  main: "Main (top slider)",
  home: "Home (promotion)",
};

/** The main and home banners, active or not; few enough for one table. */
export function BannersPage() {
  const banners = useAdminBanners();
  return (
    <section aria-labelledby="banners-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="banners-heading" className="font-bold text-2xl">
          Banners
        </h1>
        <Link className="btn btn-accent" to={cataloguePaths.banner("new")}>
          Add a banner
        </Link>
      </div>
      {banners.isPending ? <Loading /> : null}
      {banners.isError ? (
        <QueryError error={banners.error} onRetry={() => banners.refetch()} />
      ) : null}
      {banners.data?.items.length === 0 ? <p>No banners yet.</p> : null}
      {banners.data && banners.data.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
            <caption className="sr-only">Banners</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="px-2 py-2">
                  Picture
                </th>
                <th scope="col" className="px-2 py-2">
                  Kind
                </th>
                <th scope="col" className="px-2 py-2">
                  Title and link
                </th>
                <th scope="col" className="px-2 py-2">
                  Order
                </th>
                <th scope="col" className="px-2 py-2">
                  Shown
                </th>
              </tr>
            </thead>
            <tbody>
              {banners.data.items.map((banner) => (
                <tr key={banner.id} className="border-b border-stone-200">
                  <td className="px-2 py-2">
                    <img
                      src={banner.desktop_url}
                      alt=""
                      className="h-10 w-20 rounded object-cover"
                    />
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Edit a banner (/admin/banners/:id) or add one (/admin/banners/new). */
export function BannerPage() {
  const { id: idParam = "new" } = useParams();
  const banners = useAdminBanners();
  if (banners.isPending) return <Loading />;
  if (banners.isError)
    return <QueryError error={banners.error} onRetry={() => banners.refetch()} />;
  const banner = banners.data.items.find((b) => String(b.id) === idParam) ?? null;
  if (idParam !== "new" && !banner) return <p role="alert">{adminMessages.bannerNotFound}</p>;
  return <BannerForm key={idParam} banner={banner} />;
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
  const [urls, setUrls] = useState({
    desktop_image: banner?.desktop_url ?? null,
    mobile_image: banner?.mobile_url ?? null,
  });
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
  const { register, formState, handleSubmit, setError, setValue, watch } = form;
  const { errors } = formState;
  const kind = watch("kind");

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(banner ? adminMessages.bannerSaved : adminMessages.bannerCreated);
      navigate(cataloguePaths.banner(String(saved.id)), { replace: true });
    } catch (error) {
      const wire = Object.fromEntries(fieldNames.map((name) => [name, name]));
      if (!showServerFieldErrors(error, setError, wire)) toast.error(errorMessage(error));
    }
  });

  const picture = (name: "desktop_image" | "mobile_image", label: string, required: boolean) => (
    <Field label={label} required={required} error={errors[name]?.message}>
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

  const heading = banner ? `Edit banner ${banner.id}` : "Add a banner";
  return (
    <section aria-labelledby="banner-heading" className="flex max-w-2xl flex-col gap-4">
      <p>
        <Link className="text-brand-800 underline" to={cataloguePaths.banners()}>
          All banners
        </Link>
      </p>
      <h1 id="banner-heading" className="font-bold text-2xl">
        {heading}
      </h1>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="banner-heading"
        className="flex flex-col gap-4"
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
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" {...register("active")} className="size-4" />
          Shown on the site (active)
        </label>
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
