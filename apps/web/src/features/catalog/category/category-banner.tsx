import { IMAGE_SIZES, imageVariant } from "@sahayi/contract";
import { useDocumentTitle } from "../../../components/use-document-title.ts";

/**
 * Spec §2 /category: the category's banner picture (from its details) and its heading.
 * The heading sits under the picture, not on it: banner art may carry its own lettering.
 */
export function CategoryBanner({ name, image }: { name: string; image: string }) {
  useDocumentTitle(name);
  return (
    <div className="container-page pt-6 md:pt-8" data-testid="category-banner">
      <img
        src={imageVariant(image, "full")}
        srcSet={`${imageVariant(image, "card")} ${IMAGE_SIZES.card}w, ${imageVariant(image, "full")} ${IMAGE_SIZES.full}w`}
        sizes="(min-width: 96rem) 91rem, 100vw"
        alt=""
        width={1200}
        height={400}
        fetchPriority="high"
        className="aspect-[3/1] w-full rounded-3xl bg-brand-800 object-cover shadow-card"
      />
      <h1 className="mt-6 font-bold text-3xl text-brand-900 tracking-tight md:text-4xl">{name}</h1>
      <p className="mt-2 text-muted md:text-lg">
        Verified helpers for your home, filtered by district, age, shift and more.
      </p>
    </div>
  );
}
