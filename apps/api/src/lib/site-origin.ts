import type { FastifyRequest } from "fastify";

/**
 * The site's address for absolute links (canonical, link previews, the sitemap): PUBLIC_ORIGIN
 * when set. Otherwise the request's own scheme and host, which is right on a laptop or a LAN
 * but is whatever Host header a client sends, hence PUBLIC_ORIGIN in production.
 */
export function siteOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // A Host header that is no host at all: links still need a base.
    return `${request.protocol}://localhost`;
  }
}
