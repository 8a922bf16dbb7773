import {
  apiErrorSchema,
  type ContentPage,
  contactRequestSchema,
  contactResponseSchema,
  contentPageParamsSchema,
  contentPageSchema,
  contentPaths,
  HOME_MAIDS_COUNT,
  type Homepage,
  homepageSchema,
  toastMessages,
} from "@sahayi/contract";
import { LOCALES, type Locale } from "@sahayi/contract/i18n/translate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalViewer } from "../../lib/accounts/auth.ts";
import { createCache } from "../../lib/cache.ts";
import { requestLocale } from "../../lib/locale.ts";
import { loadViewer } from "../../lib/public-helpers/public-maids.ts";
import { limit } from "../../lib/route-policy.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { sendContactMessage } from "./contact.ts";
import { getContentPage } from "./pages.ts";
import { getHomepage, newestMaids } from "./service.ts";

export interface ContentRoutesOptions {
  /** CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR. */
  contactMessagesPerAddressPerHour: number;
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { contactMessagesPerAddressPerHour },
) => {
  // Every page load asks for this and it is the same for every visitor. A user who bought
  // some of the newest helpers sees them purchased, with their numbers: a private answer
  // built from the cached one, which itself never holds a number.
  const cache = app.publicCaches.create<Homepage>({
    ttlMs: app.config.cacheTtlMs,
    maxEntries: LOCALES.length,
  });
  const visitorsHomepage = (locale: Locale) =>
    cache.get(locale, async () =>
      getHomepage({
        db: app.db,
        reference: await app.catalogReference(locale),
        locale,
        verificationValidDays: app.config.verificationValidDays,
      }),
    );
  app.get(
    contentPaths.homepage,
    {
      config: { cache: "public-for-visitors" },
      onRequest: optionalViewer,
      schema: {
        operationId: "getHomepage",
        tags: ["content"],
        summary:
          "Banners, categories, newest helpers, plans and site settings for the home page; a login sees the helpers it bought, with their numbers",
        // A visitor or a login: a bad or expired token is a 401, so the client refreshes it.
        security: [{}, { [BEARER_AUTH]: [] }],
        response: { 200: homepageSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const home = await visitorsHomepage(locale);
      if (!request.user) return home;
      const viewer = await loadViewer(app.db, request.user);
      if (viewer.purchasedHelperIds.size === 0) return home;
      const reference = await app.catalogReference(locale);
      const maids = await newestMaids({
        db: app.db,
        reference,
        limit: HOME_MAIDS_COUNT,
        viewer,
        verificationValidDays: app.config.verificationValidDays,
      });
      return { ...home, maids };
    },
  );

  // Few pages in two languages, the same for everyone; a slug with no page is not kept (failed
  // loads never are).
  const pages = createCache<ContentPage>({ ttlMs: app.config.cacheTtlMs, maxEntries: 40 });
  app.get(
    contentPaths.contentPage,
    {
      config: { cache: "public" },
      schema: {
        operationId: "getContentPage",
        tags: ["content"],
        summary:
          "A policy page (terms-and-conditions, privacy-policy, cancellation-and-refund, shipping-and-delivery) as sanitised HTML, in Malayalam when Accept-Language asks for it and the page is translated",
        params: contentPageParamsSchema,
        response: { 200: contentPageSchema, 404: apiErrorSchema },
      },
    },
    (request) => {
      const locale = requestLocale(request);
      return pages.get(`${locale}:${request.params.slug}`, () =>
        getContentPage({ db: app.db, slug: request.params.slug, locale }),
      );
    },
  );

  app.post(
    contentPaths.contactForm,
    {
      // A burst guard in memory; the hourly limit per address is counted in the database.
      config: { rateLimit: limit(20, "minute") },
      schema: {
        operationId: "sendContactForm",
        tags: ["content"],
        summary:
          "Stores a message for the admin inbox; 400 with the spec's field messages, 429 past the hourly limit per client address",
        body: contactRequestSchema,
        response: { 200: contactResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await sendContactMessage(
        { db: app.db, perAddressPerHour: contactMessagesPerAddressPerHour },
        { form: request.body, address: request.ip },
      );
      return { message: toastMessages.contactSuccess };
    },
  );
};
