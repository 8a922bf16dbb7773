import type { ContentPageSlug } from "@sahayi/contract";
import * as pages from "@sahayi/contract/i18n/en/pages";
import * as panels from "@sahayi/contract/i18n/en/panels";
import { emptyStates } from "@sahayi/contract/messages";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { aroundSlot, SLOT } from "../../lib/form.ts";
import { formatDate, isInternalLink } from "../../lib/format.ts";
import { pageLocale, t } from "../../lib/i18n.ts";
import { useContentPage } from "./api/get-content-page.ts";
import { lastUpdated } from "./last-updated.ts";

/** The title each page has until (and unless) the admin's copy says otherwise. */
const TITLES: Record<ContentPageSlug, string> = {
  "terms-and-conditions": panels.termsAndConditions,
  "privacy-policy": panels.privacyPolicy,
  "cancellation-and-refund": panels.cancellationAndRefund,
  "shipping-and-delivery": panels.shippingAndDelivery,
};

/** Styles for the HTML the server made from the page's Markdown (decision 011). */
const TEXT_STYLES =
  "text-lg leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-brand-900 [&_h3]:text-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0";

/**
 * Product §2 static pages, as the admin keeps them (Markdown on the server, served as HTML that
 * holds no scripts or styles), in Malayalam on a Malayalam page where the page is translated.
 * The heading shows at once; the text follows.
 */
function PolicyPage({ slug }: { slug: ContentPageSlug }) {
  const page = useContentPage(slug);
  const followInternalLinks = useInternalLinks();
  const updated = aroundSlot(t(pages.lastUpdatedOn, { date: SLOT }));
  // The page's own title when it is in the page's language; an untranslated page's
  // Malayalam title is the site's own.
  const inPageLanguage = page.data?.language === pageLocale();
  const title = (inPageLanguage && page.data?.title) || t(TITLES[slug]);
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page py-12">
        <article
          aria-labelledby="policy-updated"
          aria-busy={page.isPending}
          className="max-w-3xl break-words rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand md:p-10"
        >
          {page.data ? (
            <>
              <p id="policy-updated" className="text-muted text-sm">
                {updated[0]}
                <time dateTime={page.data.updated_at}>
                  {/* English as product §2 writes it ("Dec 21 2024"); Malayalam as ml-IN does. */}
                  {pageLocale() === "ml"
                    ? formatDate(page.data.updated_at)
                    : lastUpdated(page.data.updated_at)}
                </time>
                {updated[1]}
              </p>
              {inPageLanguage ? null : (
                <p className="mt-2 font-medium text-brand-900">{t(pages.policyInEnglish)}</p>
              )}
              <div
                data-testid="policy-text"
                className={`mt-6 ${TEXT_STYLES}`}
                ref={followInternalLinks}
                lang={page.data.language}
                // The server renders the Markdown without HTML and sanitises it (decision 011).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above
                dangerouslySetInnerHTML={{ __html: page.data.html }}
              />
            </>
          ) : page.isError && page.error instanceof ApiError && page.error.meansNotFound ? (
            <p className="text-muted">{t(pages.noTextYet)}</p>
          ) : page.isError ? (
            <QueryError error={page.error} onRetry={() => void page.refetch()} />
          ) : (
            <TextSkeleton />
          )}
        </article>
      </div>
    </>
  );
}

/** Lines shaped like text while it loads, saying Loading... once (product §2). */
function TextSkeleton() {
  return (
    <div className="relative">
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
        <div className="h-4 w-40 rounded bg-sand" />
        {[96, 88, 92, 70, 94, 84, 60].map((width) => (
          <div key={width} className="h-5 rounded bg-sand" style={{ width: `${width}%` }} />
        ))}
      </div>
      <p role="status" className="absolute inset-x-0 top-10 text-center font-medium text-muted">
        {t(emptyStates.loading)}
      </p>
    </div>
  );
}

/**
 * Links between the site's own pages inside the text move within the app (no reload), as
 * the router's links do; links elsewhere and modified clicks behave as the browser decides.
 */
function useInternalLinks() {
  const navigate = useNavigate();
  // A ref callback: the listener goes on with the text and comes off with it. Keyboard users
  // are served too, since Enter on a link is a click.
  return useCallback(
    (text: HTMLDivElement | null) => {
      if (!text) return;
      const follow = (event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        const link = (event.target as Element).closest("a");
        const href = link?.getAttribute("href");
        if (!link || !href || !isInternalLink(href) || link.target) return;
        event.preventDefault();
        navigate(href);
      };
      text.addEventListener("click", follow);
      return () => text.removeEventListener("click", follow);
    },
    [navigate],
  );
}

export function TermsAndConditionsPage() {
  return <PolicyPage slug="terms-and-conditions" />;
}

export function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />;
}

export function CancellationAndRefundPage() {
  return <PolicyPage slug="cancellation-and-refund" />;
}

export function ShippingAndDeliveryPage() {
  return <PolicyPage slug="shipping-and-delivery" />;
}
