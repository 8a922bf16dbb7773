import { PAGE_ALIASES, PRIVATE_PAGE_PREFIXES } from "@sahayi/contract";
import { LOCALES, localePath } from "@sahayi/contract/i18n/translate";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../lib/errors.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { createSitemap } from "./sitemap.ts";

/** Crawlers read these seldom; an hour's copy is fresh enough and spares the database. */
const CRAWLER_FILES_CACHE = "public, max-age=3600";

export interface SeoOptions {
  /** When the web app was built: the fixed pages' last change in the sitemap. */
  builtAt: Date;
}

/** robots.txt, the sitemap and the short page addresses, outside /api/. */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { builtAt }) => {
  const { config } = app;
  const sitemap = createSitemap({ db: app.db, urlsPerFile: config.sitemapUrlsPerFile, builtAt });
  // Keyed by origin too: without PUBLIC_ORIGIN each Host gets its own copy.
  const files = app.publicCaches.create<string>({ ttlMs: config.cacheTtlMs, maxEntries: 50 });
  const origin = (request: FastifyRequest) => siteOrigin(request, config.publicOrigin);
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", CRAWLER_FILES_CACHE)
      .send(xml);

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      ...LOCALES.flatMap((locale) =>
        PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${localePath(locale, prefix)}`),
      ),
      "",
      ...LOCALES.map(
        (locale) => `Sitemap: ${origin(request)}${localePath(locale, "/sitemap.xml")}`,
      ),
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", CRAWLER_FILES_CACHE)
      .send(lines.join("\n"));
  });

  // A permanent redirect keeps what followed the "?" (a return address, a campaign's tag).
  for (const [alias, target] of Object.entries(PAGE_ALIASES)) {
    app.get(alias, { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.indexOf("?");
      return reply.redirect(query === -1 ? target : target + request.url.slice(query), 301);
    });
  }

  // One sitemap per language: English's at /sitemap.xml, Malayalam's at /ml/sitemap.xml.
  for (const locale of LOCALES) {
    app.get(
      localePath(locale, "/sitemap.xml"),
      { schema: { hide: true } },
      async (request, reply) => {
        const base = origin(request);
        return sendXml(
          reply,
          await files.get(`${base} ${locale} root`, () => sitemap.root(base, locale)),
        );
      },
    );

    app.get<{ Params: { file: string } }>(
      localePath(locale, "/sitemap-:file.xml"),
      { schema: { hide: true } },
      async (request, reply) => {
        const base = origin(request);
        const file = /^[1-9][0-9]{0,5}$/.test(request.params.file)
          ? Number(request.params.file)
          : 0;
        const xml =
          file > 0 &&
          (await files.get(
            `${base} ${locale} ${file}`,
            async () => (await sitemap.file(base, file, locale)) ?? "",
          ));
        if (!xml) throw notFound();
        return sendXml(reply, xml);
      },
    );
  }
};
