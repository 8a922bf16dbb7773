import type { Homepage } from "@sahayi/contract";
import { BANNER_AUTOPLAY_MS } from "@sahayi/contract/constants";
import { BANNER_BACKDROP } from "@sahayi/contract/first-paint";
import * as home from "@sahayi/contract/i18n/en/home";
import type { EmblaPluginType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { useEffect, useState } from "react";
import { CarouselArrow, useCarouselControls, useEmbla } from "../../../components/carousel.tsx";
import { PauseIcon, PlayIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";
import { BannerSlide } from "./banner-slide.tsx";

type MainBanner = Homepage["main_banner"][number];

const OPTIONS = { loop: true };

/** Autoplay starts stopped: the pause button and hover decide when it runs. */
async function loadPlugins(): Promise<EmblaPluginType[]> {
  const [{ default: Fade }, { default: Autoplay }] = await Promise.all([
    import("embla-carousel-fade"),
    import("embla-carousel-autoplay"),
  ]);
  return [
    Fade(),
    Autoplay({ delay: BANNER_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false }),
  ];
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Product §2 home (1): fading banners, a new one every 5 s, looping. Hovering or focusing the
 * carousel holds the current banner; the pause button stops it for good (WCAG 2.2.2). The
 * first banner is on screen before the carousel's code arrives (see useEmbla), and the code
 * waits until it is wanted (decision 037): the first touch, hover or focus on the carousel,
 * or the first change of banner, which it then makes at once.
 */
export function BannerCarousel({ banners }: { banners: MainBanner[] }) {
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const [wanted, setWanted] = useState<"no" | "touched" | "next-banner-due">("no");
  const [emblaRef, emblaApi] = useEmbla(OPTIONS, loadPlugins, wanted !== "no");
  const controls = useCarouselControls(emblaApi);
  const want = () => setWanted((current) => (current === "no" ? "touched" : current));

  useEffect(() => {
    if (wanted !== "no" || paused || held || banners.length < 2) return;
    const due = setTimeout(() => setWanted("next-banner-due"), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(due);
  }, [wanted, paused, held, banners.length]);

  useEffect(() => {
    if (wanted !== "next-banner-due" || !emblaApi) return;
    emblaApi.scrollNext();
    setWanted("touched");
  }, [wanted, emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay as AutoplayType | undefined;
    if (!autoplay) return;
    if (paused || held) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, paused, held]);

  const count = banners.length;
  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(home.bannersLabel)}
      data-testid="banner-carousel"
      className={`on-dark relative ${BANNER_BACKDROP}`}
      onMouseEnter={() => {
        want();
        setHeld(true);
      }}
      onMouseLeave={() => setHeld(false)}
      onPointerDown={want}
      onFocus={() => {
        want();
        setHeld(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex" aria-live={paused ? "polite" : "off"}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              index={index}
              count={count}
              current={index === controls.selectedIndex}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <CarouselArrow
            direction="prev"
            label={t(home.previousBanner)}
            onClick={controls.scrollPrev}
            className="absolute bottom-11 left-2 md:top-1/2 md:bottom-auto md:left-4 md:-translate-y-1/2"
          />
          <CarouselArrow
            direction="next"
            label={t(home.nextBanner)}
            onClick={controls.scrollNext}
            className="absolute right-2 bottom-11 md:top-1/2 md:right-4 md:bottom-auto md:-translate-y-1/2"
          />
          {/* The row spans the banner's width to centre the pill; on a phone it lies over
              the arrows, so only the pill takes presses. */}
          <div className="pointer-events-none absolute inset-x-0 bottom-12 flex justify-center lg:bottom-24">
            <div className="pointer-events-auto flex items-center gap-1 rounded-full bg-ink/70 px-2 py-1">
              <button
                type="button"
                onClick={() => setPaused((value) => !value)}
                aria-label={paused ? t(home.playBanners) : t(home.pauseBanners)}
                title={paused ? t(home.playBanners) : t(home.pauseBanners)}
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
                  aria-label={t(home.goToBanner, { number: index + 1 })}
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
