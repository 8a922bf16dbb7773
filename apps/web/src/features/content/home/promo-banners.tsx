import type { Homepage } from "@sahayi/contract";
import { BannerLink } from "./banner-link.tsx";
import { linkPurpose } from "./link-purpose.ts";

type PromoBanner = Homepage["home_banner"][number];

/** Spec §2 home (5): the two promotional banners, each an image link. */
export function PromoBanners({ banners }: { banners: PromoBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {banners.slice(0, 2).map((banner, index) => (
        <li key={`${banner.link}-${banner.image}`}>
          <BannerLink
            href={banner.link}
            className="block overflow-hidden rounded-2xl shadow-card transition hover:shadow-lg"
          >
            <img
              src={banner.image}
              alt={linkPurpose(banner.link, `Offer ${index + 1}`)}
              width={1200}
              height={500}
              loading="lazy"
              decoding="async"
              className="aspect-[12/5] w-full bg-sand object-cover"
            />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
