/**
 * What a route declares about itself, one line each in its `config`:
 *
 *   config: { rateLimit: limit(5, "minute") }   its own limit per client address
 *   config: { rateLimit: false }                 never limited (health checks)
 *   config: { cache: "public" }                  the answer is the same for everyone
 *   config: { cache: "public-for-visitors" }     the same for every visitor, not for a login
 *
 * plugins/security.ts applies them. Undeclared API routes share the general limit
 * (RATE_LIMIT_PER_MINUTE) and answer `Cache-Control: private, no-store`.
 */

const WINDOW_MS = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/**
 * A route's own limit, counted per client address and per route, apart from the general
 * API limit; it holds even when RATE_LIMIT_PER_MINUTE is 0, as the routes that need one
 * (login, one-time codes, the contact form, reveals) are worth guessing at.
 */
export function limit(max: number, per: keyof typeof WINDOW_MS) {
  return { max, timeWindow: WINDOW_MS[per] };
}

/**
 * "public": no part of the answer depends on who asks (no user's purchases, no phone
 * numbers), so browsers and shared caches may keep it. "private" (the default): it may
 * depend on the user, so nothing keeps it. "public-for-visitors": public for a request
 * without Authorization, private for one with it, and `Vary: Authorization` on both, so a
 * shared cache never hands a visitor's copy to a user or back. A route that starts reading
 * the caller must drop "public" in the same change.
 */
export type CachePolicy = "public" | "private" | "public-for-visitors";

declare module "fastify" {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}
