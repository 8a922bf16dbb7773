import * as Dialog from "@radix-ui/react-dialog";
import type { PricingPlan } from "@sahayi/contract";
import { PLANS_PER_CAROUSEL_VIEW } from "@sahayi/contract/constants";
import * as helper from "@sahayi/contract/i18n/en/helper";
import * as planWords from "@sahayi/contract/i18n/en/plans";
import { emptyStates } from "@sahayi/contract/messages";
import { t } from "../../lib/i18n.ts";
import { useHomepage } from "../../lib/queries/get-homepage.ts";
import { CarouselArrows, useCarouselControls, useEmbla } from "../carousel.tsx";
import { CloseIcon } from "../icons.tsx";
import { Loading } from "../loading.tsx";
import { useMediaQuery } from "../use-media-query.ts";
import { PlanCard, PlanDetailsLink } from "./plan-card.tsx";
import { planSlides } from "./plan-slides.ts";

const OPTIONS = { align: "start", slidesToScroll: "auto" } as const;
const DESKTOP = "(min-width: 1024px)";

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The popup's dialog (see SubscriptionPopup, which loads it). Radix traps focus; Escape closes. */
export function SubscriptionPopupPanel({ open, onOpenChange }: PanelProps) {
  const homepage = useHomepage();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(72rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-2xl bg-cream p-4 shadow-2xl sm:p-6"
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="font-bold text-2xl text-brand-900">
              {t(planWords.subscribeTitle)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(helper.close)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
          </div>
          {homepage.isPending ? (
            <Loading />
          ) : !homepage.data || homepage.data.pricing.length === 0 ? (
            <p className="py-8 text-center text-muted">{t(emptyStates.noPlans)}</p>
          ) : (
            <PlanCarousel plans={homepage.data.pricing} onChoose={() => onOpenChange(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PlanCarousel({ plans, onChoose }: { plans: PricingPlan[]; onChoose: () => void }) {
  const desktop = useMediaQuery(DESKTOP);
  const slides = planSlides(plans, desktop);
  const [emblaRef, emblaApi] = useEmbla(OPTIONS);
  const controls = useCarouselControls(emblaApi);
  const scrolls = desktop ? plans.length > PLANS_PER_CAROUSEL_VIEW : slides.length > 1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's group, not a form fieldset.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t(planWords.plans)}
      data-testid="plan-carousel"
    >
      {/* A new key when the layout changes, so Embla measures the new slides from scratch. */}
      <div key={desktop ? "desktop" : "phone"} ref={emblaRef} className="overflow-hidden p-1">
        <ul className="-ml-4 flex touch-pan-y">
          {slides.map((group) => (
            <li
              key={group.map((plan) => plan.id).join("-")}
              className="flex min-w-0 shrink-0 grow-0 basis-full flex-col gap-4 pl-4 lg:basis-1/3"
            >
              {group.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  headingLevel={3}
                  action={<PlanDetailsLink plan={plan} onClick={onChoose} />}
                />
              ))}
            </li>
          ))}
        </ul>
      </div>
      {scrolls ? (
        <CarouselArrows
          controls={controls}
          labels={[t(planWords.previousPlans), t(planWords.nextPlans)]}
        />
      ) : null}
    </div>
  );
}
