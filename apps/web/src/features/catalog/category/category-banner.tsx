import { imageVariant } from "@sahayi/contract";
import { useDocumentTitle } from "../../../components/use-document-title.ts";

/** Spec §2 /category: a banner with the category's picture (from its details) and name. */
export function CategoryBanner({ name, image }: { name: string; image: string }) {
  useDocumentTitle(name);
  return (
    <div
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      data-testid="category-banner"
    >
      <img
        src={imageVariant(image, "full")}
        alt=""
        width={1200}
        height={400}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-45"
      />
      <div className="container-page py-14 md:py-20">
        <h1 className="font-bold text-3xl tracking-tight drop-shadow md:text-5xl">{name}</h1>
      </div>
    </div>
  );
}
