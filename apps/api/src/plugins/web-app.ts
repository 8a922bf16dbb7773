import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiNotFound } from "./errors.ts";

/** The extensions of the build's precompressed copies (brotli, gzip). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** Answers one page address with the built index.html made for that page, and its status. */
export type PageRenderer = (request: FastifyRequest) => Promise<{ status: number; html: string }>;

/**
 * Serves the built web app (WEB_DIST) and answers page paths with index.html, so the React
 * router can show them: as `renderPage` writes it for that page (title, link preview, 404 for
 * an unknown helper), or as built. Without a build the API still runs.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  renderPage?: (build: { indexHtml: string; webDist: string }) => PageRenderer,
) {
  const indexFile = path.join(webDist, "index.html");
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // "/" is a page like the others: the renderer writes its head.
      index: false,
      cacheControl: false,
      // The build writes each text file also as .br and .gz (decision 037): the smallest one
      // the browser accepts is sent as it is, with `Vary: Accept-Encoding`, and the on-the-fly
      // compression leaves an encoded answer alone.
      preCompressed: true,
      setHeaders(reply, file) {
        // Vite puts a content hash in every name under assets/, so those never change. The
        // service worker and its manifest must be looked at again on every visit, or a new
        // version would reach people only after the HTTP cache let go of the old one.
        // `file` is the one sent, so sw.js.br is cached as sw.js is.
        const relative = path.relative(webDist, file).replace(PRECOMPRESSED, "");
        const cache = relative.startsWith(`assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : relative.endsWith(".html") || relative === "sw.js" || relative.endsWith(".webmanifest")
            ? "no-cache"
            : "public, max-age=3600";
        reply.header("Cache-Control", cache);
      },
    });
  }
  const indexHtml = hasWebApp ? readFileSync(indexFile, "utf8") : "";
  const render: PageRenderer = renderPage
    ? renderPage({ indexHtml, webDist })
    : async () => ({ status: 200, html: indexHtml });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await render(request);
    return reply
      .status(page.status)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(page.html);
  };
  // The static files' route would answer "/" as a folder.
  if (hasWebApp) app.get("/", { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request, hasWebApp)) {
      if (hasWebApp) return sendPage(request, reply);
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><title>Sahayi</title><p>The web app is not built (no ${path.basename(webDist)} folder). Run <code>npm run build</code>. The API is up: <a href="/api/docs">/api/docs</a>.</p>`,
        );
    }
    return apiNotFound(request, reply);
  });
}

/**
 * A page address asked for by a browser or a link-preview fetcher (WhatsApp's and Facebook's
 * send `Accept: *\/*` or none): not the API or a picture however the path is spelled
 * (`/%61pi/`, `//api//`, `/x/../api/`), and not a file with an extension. Without a build only
 * a browser (Accept: text/html) gets the page that says so; everything else stays JSON.
 */
function isPageRequest(request: FastifyRequest, hasWebApp: boolean): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const accept = request.headers.accept;
  const wantsHtml = accept?.includes("text/html") ?? false;
  if (!wantsHtml && (!hasWebApp || (accept !== undefined && !accept.includes("*/*")))) {
    return false;
  }
  const pathname = normalisedPath(request.url);
  return (
    pathname !== undefined &&
    pathname !== "/api" &&
    !pathname.startsWith("/api/") &&
    !pathname.startsWith("/media/") &&
    !/\.[A-Za-z0-9]+$/.test(pathname)
  );
}

/** The path with escapes decoded, repeated slashes merged and dot segments resolved. */
function normalisedPath(url: string): string | undefined {
  const raw = url.split("?", 1)[0] ?? "";
  try {
    return new URL(decodeURIComponent(raw).replace(/\/{2,}/g, "/"), "http://page").pathname;
  } catch {
    return undefined;
  }
}
