import type { Homepage } from "@sahayi/contract";
import * as home from "@sahayi/contract/i18n/en/home";
import { imageVariant } from "@sahayi/contract/images";
import { t } from "../../../lib/i18n.ts";
import { srcSetOf } from "../../../lib/images.ts";
import { BannerLink } from "./banner-link.tsx";
import { linkPurpose } from "./link-purpose.ts";

type PromoBanner = Homepage["home_banner"][number];

/** Half the page from 768 px (two side by side), the full width below. */
const PROMO_SIZES = "(min-width: 768px) 50vw, 100vw";

/**
 * Product §2 home (5): the two promotional banners. The words are HTML over the picture (issue
 * 14), with the banner's link as a real button; the picture is decoration.
 */
export function PromoBanners({ banners }: { banners: PromoBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {banners.slice(0, 2).map((banner, index) => (
        <li
          key={`${banner.link}-${banner.image}`}
          className="on-dark relative overflow-hidden rounded-2xl bg-brand-800 shadow-card"
        >
          <img
            src={imageVariant(banner.image, "full")}
            srcSet={srcSetOf(banner.image)}
            sizes={PROMO_SIZES}
            alt=""
            width={1200}
            height={500}
            loading="lazy"
            decoding="async"
            className="aspect-[12/5] w-full object-cover max-sm:min-h-44"
          />
          <div className="absolute inset-0 flex flex-col items-start justify-center gap-1 bg-linear-to-r from-ink/55 to-transparent p-5 text-white sm:p-8">
            {banner.title ? (
              <h3 className="font-bold text-2xl leading-tight drop-shadow sm:text-3xl">
                {banner.title}
              </h3>
            ) : null}
            {banner.subtitle ? <p className="drop-shadow sm:text-lg">{banner.subtitle}</p> : null}
            <BannerLink href={banner.link} className="btn btn-outline mt-3 min-h-10 border-white">
              {banner.button_label ??
                linkPurpose(banner.link, t(home.offerNumber, { number: index + 1 }))}
            </BannerLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
