import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

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

/**
 * The site's address for links sent away from any request (SMS, e-mail, jobs): PUBLIC_ORIGIN
 * when set, else the address this process listens on, which is right on a laptop.
 */
export function configuredOrigin(config: Pick<Config, "publicOrigin" | "host" | "port">): string {
  return config.publicOrigin ?? `http://${config.host}:${config.port}`;
}
