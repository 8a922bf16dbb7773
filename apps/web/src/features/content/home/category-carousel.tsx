import type { Category } from "@sahayi/contract";
import * as home from "@sahayi/contract/i18n/en/home";
import {
  CarouselArrows,
  useCarouselControls,
  useEmbla,
  useNearView,
} from "../../../components/carousel.tsx";
import { CategoryCard } from "../../../components/category-card.tsx";
import { t } from "../../../lib/i18n.ts";

const OPTIONS = { align: "start", slidesToScroll: "auto" } as const;

/**
 * Product §2 home (3): category cards, 2 in view on small screens, 3 from 1024 px and 4 from
 * 1536 px. Each card opens that category's page.
 */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  // Below the fold on a phone: its code comes as the visitor scrolls towards it.
  const [nearRef, near] = useNearView();
  const [emblaRef, emblaApi] = useEmbla(OPTIONS, undefined, near);
  const controls = useCarouselControls(emblaApi);

  return (
    // The section around it is already the "Service Categories" landmark, so this is a group.
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's group, not a form fieldset.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t(home.categoriesCarousel)}
      data-testid="category-carousel"
      ref={nearRef}
    >
      <div ref={emblaRef} className="overflow-hidden p-1">
        <ul className="-ml-4 flex touch-pan-y">
          {categories.map((category) => (
            <li
              key={category.id}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 lg:basis-1/3 2xl:basis-1/4"
            >
              <CategoryCard
                category={category}
                sizes="(min-width: 1536px) 25vw, (min-width: 1024px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      </div>
      {/* More than fit on a phone: the arrows' row is there from the start (disabled until the
          carousel's code arrives) so it does not push the page down when it does. */}
      {categories.length > 2 ? (
        <CarouselArrows
          controls={controls}
          labels={[t(home.previousCategories), t(home.nextCategories)]}
        />
      ) : null}
    </div>
  );
}
