import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { type ComponentPropsWithoutRef, useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

type EmblaApi = EmblaCarouselType | undefined;

/**
 * An Embla carousel whose code arrives after its slides are on screen. The slides render at
 * once as plain markup laid out as the carousel lays them out (first slide in view), so the
 * page paints without waiting for the carousel and nothing moves when it starts; Embla and its
 * plugins stay out of the first download. `options` and `loadPlugins` must keep their identity
 * between renders (useMemo, module constants): a new one restarts the carousel. With `wanted`
 * false the code waits until it turns true (decision 037): a carousel below the fold or one
 * nobody has touched yet costs a phone nothing.
 */
export function useEmbla(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
  wanted = true,
): [(node: HTMLElement | null) => void, EmblaApi] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!node || !wanted) return;
    let stopped = false;
    let instance: EmblaCarouselType | undefined;
    void Promise.all([import("embla-carousel"), loadPlugins ? loadPlugins() : []]).then(
      ([{ default: EmblaCarousel }, plugins]) => {
        if (stopped) return;
        instance = EmblaCarousel(node, options, plugins);
        setApi(instance);
      },
    );
    return () => {
      stopped = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, options, loadPlugins, wanted]);

  return [setNode, api];
}

/**
 * Whether a carousel below the fold is within a screen's height of view yet: its code is
 * fetched then, while the visitor scrolls towards it.
 */
export function useNearView(): [(node: HTMLElement | null) => void, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near]);
  return [setNode, near];
}

export interface CarouselControls {
  selectedIndex: number;
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
}

/** Follows an Embla carousel's position, for its arrows and dots. */
export function useCarouselControls(api: EmblaApi): CarouselControls {
  const [state, setState] = useState({
    selectedIndex: 0,
    snapCount: 0,
    canScrollPrev: false,
    canScrollNext: false,
  });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        selectedIndex: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
      });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  // A press that comes while the code is still on its way is carried out when it arrives.
  const pending = useRef<(api: EmblaCarouselType) => void>(undefined);
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = undefined;
  }, [api]);
  const act = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );
  const scrollPrev = useCallback(() => act((ready) => ready.scrollPrev()), [act]);
  const scrollNext = useCallback(() => act((ready) => ready.scrollNext()), [act]);
  const scrollTo = useCallback((index: number) => act((ready) => ready.scrollTo(index)), [act]);
  return { ...state, scrollPrev, scrollNext, scrollTo };
}

type ArrowProps = Omit<ComponentPropsWithoutRef<"button">, "children"> & {
  direction: "prev" | "next";
  label: string;
};

/** A round previous/next button; `label` is its accessible name. */
export function CarouselArrow({ direction, label, className = "", ...props }: ArrowProps) {
  const Icon = direction === "prev" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-card ring-1 ring-sand transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 ${className}`}
      {...props}
    >
      <Icon width={22} height={22} />
    </button>
  );
}

/** The previous/next pair under a carousel of cards, named by `labels` ("Previous plans", …). */
export function CarouselArrows({
  controls,
  labels: [previous, next],
}: {
  controls: CarouselControls;
  labels: readonly [previous: string, next: string];
}) {
  return (
    <div className="mt-6 flex justify-center gap-3">
      <CarouselArrow
        direction="prev"
        label={previous}
        onClick={controls.scrollPrev}
        disabled={!controls.canScrollPrev}
      />
      <CarouselArrow
        direction="next"
        label={next}
        onClick={controls.scrollNext}
        disabled={!controls.canScrollNext}
      />
    </div>
  );
}
