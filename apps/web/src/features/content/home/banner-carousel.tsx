import { BANNER_AUTOPLAY_MS, type Homepage } from "@sahayi/contract";
import Autoplay from "embla-carousel-autoplay";
import Fade from "embla-carousel-fade";
import useEmblaCarousel from "embla-carousel-react";
import { useMemo, useState } from "react";
import { CarouselArrow, useCarouselControls } from "../../../components/carousel.tsx";
import { PauseIcon, PlayIcon } from "../../../components/icons.tsx";
import { BannerLink } from "./banner-link.tsx";
import { linkPurpose } from "./link-purpose.ts";

type MainBanner = Homepage["main_banner"][number];

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Spec §2 home (1): fading banners, a new one every 5 s, looping. Hovering or focusing the
 * carousel holds the current banner; the pause button stops it for good (WCAG 2.2.2).
 */
export function BannerCarousel({ banners }: { banners: MainBanner[] }) {
  const [paused, setPaused] = useState(prefersReducedMotion);
  const plugins = useMemo(
    () =>
      paused
        ? [Fade()]
        : [
            Fade(),
            Autoplay({
              delay: BANNER_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ],
    [paused],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, plugins);
  const controls = useCarouselControls(emblaApi);
  const count = banners.length;
  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      data-testid="banner-carousel"
      className="relative bg-brand-900"
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex" aria-live={paused ? "polite" : "off"}>
          {banners.map((banner, index) => {
            const current = index === controls.selectedIndex;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                inert={!current}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <BannerLink href={banner.url} className="block">
                  <picture>
                    <source
                      media="(min-width: 768px)"
                      srcSet={banner.desktop_image}
                      width={1200}
                      height={440}
                    />
                    <img
                      src={banner.mobile_image}
                      alt={linkPurpose(banner.url, `Featured banner ${index + 1}`)}
                      width={600}
                      height={760}
                      loading={index === 0 ? "eager" : "lazy"}
                      fetchPriority={index === 0 ? "high" : "auto"}
                      decoding="async"
                      className="block aspect-[600/760] max-h-[75svh] w-full object-cover md:aspect-[1200/440] md:max-h-none"
                    />
                  </picture>
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <CarouselArrow
            direction="prev"
            label="Previous banner"
            onClick={controls.scrollPrev}
            className="absolute top-1/2 left-2 -translate-y-1/2 md:left-4"
          />
          <CarouselArrow
            direction="next"
            label="Next banner"
            onClick={controls.scrollNext}
            className="absolute top-1/2 right-2 -translate-y-1/2 md:right-4"
          />
          <div className="absolute inset-x-0 bottom-12 flex justify-center lg:bottom-24">
            <div className="flex items-center gap-1 rounded-full bg-ink/60 px-2 py-1">
              <button
                type="button"
                onClick={() => setPaused((value) => !value)}
                aria-label={paused ? "Play banners" : "Pause banners"}
                title={paused ? "Play banners" : "Pause banners"}
                className="inline-flex size-8 items-center justify-center rounded-full text-white hover:bg-white/20"
              >
                {paused ? (
                  <PlayIcon width={16} height={16} />
                ) : (
                  <PauseIcon width={16} height={16} />
                )}
              </button>
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => controls.scrollTo(index)}
                  aria-label={`Go to banner ${index + 1}`}
                  aria-current={index === controls.selectedIndex ? "true" : undefined}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      index === controls.selectedIndex
                        ? "w-6 bg-white"
                        : "w-2.5 bg-white/60 group-hover:bg-white/90"
                    }`}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
