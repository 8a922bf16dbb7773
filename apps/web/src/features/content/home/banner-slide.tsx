import type { Homepage } from "@sahayi/contract";
import { BANNER_BOX } from "@sahayi/contract/first-paint";
import * as home from "@sahayi/contract/i18n/en/home";
import { imageVariant } from "@sahayi/contract/images";
import { t } from "../../../lib/i18n.ts";
import { srcSetOf } from "../../../lib/images.ts";
import { BannerLink } from "./banner-link.tsx";
import { linkPurpose } from "./link-purpose.ts";

type MainBanner = Homepage["main_banner"][number];

/**
 * One main banner: its picture, and over it its title, subtitle and link as HTML
 * (nothing readable is baked into the picture). The picture is decoration: alt is empty.
 */
export function BannerSlide({
  banner,
  index,
  count,
  current,
}: {
  banner: MainBanner;
  index: number;
  count: number;
  current: boolean;
}) {
  const first = index === 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t(home.slideOf, { number: index + 1, total: count })}
      inert={!current}
      className="relative min-w-0 shrink-0 grow-0 basis-full"
    >
      <picture>
        <source
          media="(min-width: 768px)"
          srcSet={srcSetOf(banner.desktop_image)}
          sizes="100vw"
          width={1200}
          height={440}
        />
        <img
          src={imageVariant(banner.mobile_image, "full")}
          srcSet={srcSetOf(banner.mobile_image)}
          sizes="100vw"
          alt=""
          width={600}
          height={760}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding={first ? "sync" : "async"}
          className={`block object-cover ${BANNER_BOX}`}
        />
      </picture>
      <div className="absolute inset-0 bg-linear-to-b from-ink/55 via-ink/20 to-transparent md:bg-linear-to-r md:via-ink/25" />
      <div className="absolute inset-0 flex items-start md:items-center">
        <div className="container-page pt-8 md:px-20 md:pt-0 lg:px-24">
          <div className="max-w-xl text-white">
            {banner.title ? (
              <h2 className="font-bold text-3xl leading-tight tracking-tight drop-shadow md:text-5xl">
                {banner.title}
              </h2>
            ) : null}
            {banner.subtitle ? (
              <p className="mt-3 text-lg text-white leading-snug drop-shadow md:text-xl">
                {banner.subtitle}
              </p>
            ) : null}
            <BannerLink href={banner.url} className="btn btn-accent mt-5">
              {banner.button_label ?? linkPurpose(banner.url, t(home.learnMore))}
            </BannerLink>
          </div>
        </div>
      </div>
    </div>
  );
}
