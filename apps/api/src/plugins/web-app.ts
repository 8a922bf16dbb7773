import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiNotFound } from "./errors.ts";

/**
 * Serves the built web app (WEB_DIST) and answers page paths the server does not know with
 * index.html, so the React router can show them. Without a build the API still runs.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(path.join(webDist, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders(reply, file) {
        // Vite puts a content hash in every name under assets/, so those never change.
        const relative = path.relative(webDist, file);
        const cache = relative.startsWith(`assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : file.endsWith(".html")
            ? "no-cache"
            : "public, max-age=3600";
        reply.header("Cache-Control", cache);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) {
      if (hasWebApp) return reply.header("Cache-Control", "no-cache").sendFile("index.html");
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

function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !url.startsWith("/api/") &&
    url !== "/api" &&
    !url.startsWith("/media/") &&
    (request.headers.accept ?? "").includes("text/html")
  );
}
