import { categoryBannerText } from "@sahayi/contract/i18n/en/pages";
import { imageVariant } from "@sahayi/contract/images";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { t } from "../../../lib/i18n.ts";
import { srcSetOf } from "../../../lib/images.ts";

/**
 * Product §2 /category: the category's banner picture (from its details) with its heading set
 * over it as HTML (no lettering in pictures). Phones get a taller crop so the
 * heading and its line fit at 360 px.
 */
export function CategoryBanner({ name, image }: { name: string; image: string }) {
  useDocumentTitle(name);
  return (
    <div className="container-page pt-6 md:pt-8" data-testid="category-banner">
      <div className="on-dark relative overflow-hidden rounded-3xl bg-brand-800 shadow-card">
        <img
          src={imageVariant(image, "full")}
          srcSet={srcSetOf(image)}
          sizes="(min-width: 96rem) 91rem, 100vw"
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-[3/2] w-full object-cover object-left sm:aspect-[3/1]"
        />
        <div className="absolute inset-0 flex flex-col justify-center bg-linear-to-r from-ink/60 to-transparent p-6 text-white md:p-12">
          <h1 className="max-w-xl font-bold text-3xl tracking-tight drop-shadow md:text-5xl">
            {name}
          </h1>
          <p className="mt-2 max-w-xl drop-shadow md:text-xl">{t(categoryBannerText)}</p>
        </div>
      </div>
    </div>
  );
}
