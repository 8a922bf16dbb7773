import { acceptedLocale, type Locale } from "@sahayi/contract/i18n/translate";
import type { FastifyRequest } from "fastify";

/**
 * The language a request asks for: Malayalam where its Accept-Language puts `ml` first; a
 * logged-in request that names no language (no Accept-Language, or `*`) is answered in its
 * account's; English otherwise (docs/decisions/041-malayalam-messages-and-addresses.md).
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  namedLocale(request) ?? request.accountLocale ?? "en";

/**
 * The language a request names itself, for remembering as an account's (its messages go in
 * it): none when the request has no Accept-Language or only `*`, as an API client may send.
 */
export function namedLocale(request: FastifyRequest): Locale | undefined {
  const header = request.headers["accept-language"]?.trim();
  return header && header !== "*" ? acceptedLocale(header) : undefined;
}

/** A reference entry's name in `locale`: its Malayalam name where it has one, else English. */
export const nameIn = (locale: Locale, entry: { name: string; nameMl: string | null }): string =>
  locale === "ml" ? (entry.nameMl ?? entry.name) : entry.name;
