import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { apiMessages } from "@sahayi/contract";
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from "fastify";
import type { Config, TrustProxy } from "../config.ts";
import { AppError } from "../lib/errors.ts";
import type { CachePolicy } from "../lib/route-policy.ts";
import { createSharedLimits } from "../lib/shared-limits.ts";

/** Hosts the Razorpay checkout loads from; allowed only when that provider is on. */
const RAZORPAY = {
  script: ["https://checkout.razorpay.com"],
  /** Pictures checkout.js may add to our page (its own window draws inside its frame). */
  img: ["https://cdn.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
};

/**
 * Only what the site uses: the camera for a helper's photo taken on a phone; payment for
 * the checkout. Only features every current browser knows are named, as an unknown one is
 * a console error in Chromium.
 */
function permissionsPolicy(razorpay: boolean): string {
  const payment = ["self", ...(razorpay ? RAZORPAY.frame.map((host) => `"${host}"`) : [])];
  return [
    "camera=(self)",
    "microphone=()",
    "geolocation=()",
    `payment=(${payment.join(" ")})`,
    "usb=()",
    "accelerometer=()",
    "gyroscope=()",
    "magnetometer=()",
    "display-capture=()",
  ].join(", ");
}

/**
 * A year, for this host only: other hosts under the same domain may not speak HTTPS, and
 * includeSubDomains would lock browsers out of them for that year.
 */
const HSTS = "max-age=31536000";

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify refuses to honour a bare hop count (it
 * cannot check the nearest peer), so a count becomes "trust the nearest N hops, whoever
 * they are": right when the server can only be reached through those proxies (listening on
 * 127.0.0.1 behind nginx, a private network behind a load balancer), which is the case a
 * count is for; a list of addresses holds even where that is not so.
 */
export function trustProxyOption(trust: TrustProxy) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Routes the limit and the cache policy apply to; static files and /media are not API calls. */
const isApiRoute = (route: RouteOptions) => route.url.startsWith("/api/");

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const razorpay = config.paymentProvider === "razorpay";
  await app.register(helmet, {
    // Fits the built React app (scripts and styles from our origin; component libraries set
    // inline style attributes) and the Swagger UI page, which has no inline scripts.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? RAZORPAY.script : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(razorpay ? RAZORPAY.img : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
        frameSrc: ["'self'", ...(razorpay ? RAZORPAY.frame : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain-HTTP installs (a LAN, a laptop) would break if the browser upgraded requests.
        upgradeInsecureRequests: null,
      },
    },
    // Sent below, only on answers to requests that came over TLS: RFC 6797 has browsers
    // ignore it over plain HTTP, and an install reached by plain HTTP (a LAN, a laptop)
    // should not claim HTTPS it does not have.
    strictTransportSecurity: false,
  });
  const permissions = permissionsPolicy(razorpay);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("permissions-policy", permissions);
    // request.protocol honours X-Forwarded-Proto only from proxies TRUST_PROXY names.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  registerRoutePolicies(app, config);
  await app.register(rateLimit, {
    store: await sharedLimitsStore(app, config),
    // Routes without a limit of their own share this one; 0 turns only this one off.
    global: config.rateLimitPerMinute > 0,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(429, "RATE_LIMITED", apiMessages.tooManyRequests),
  });
}

/**
 * With REDIS_URL, every process counts in the one Redis; without it, @fastify/rate-limit's own
 * per-process store (undefined here).
 */
async function sharedLimitsStore(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) return undefined;
  const limits = createSharedLimits(config.redisUrl, app.log);
  app.addHook("onClose", limits.close);
  await limits.connect();
  return limits.store;
}

/**
 * Applies each route's declarations (lib/route-policy.ts) when the route is added, so the
 * matched route decides, whatever spelling of its URL reached it (`/%61pi/...`, a trailing
 * slash, a query string), and a request costs no URL parsing. Must run before the rate-limit
 * plugin's own onRoute hook, which reads `config.rateLimit`.
 */
function registerRoutePolicies(app: FastifyInstance, config: Config) {
  // Shared caches may keep an answer as long as this process reuses it: a visitor then sees
  // data at most twice that old. With caching off (0) they must ask again every time.
  const seconds = Math.ceil(config.cacheTtlMs / 1000);
  const publicCache = seconds > 0 ? `public, max-age=${seconds}` : "public, no-cache";
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route)) {
      route.config = { ...route.config, rateLimit: false };
      return;
    }
    const policy: CachePolicy = route.config?.cache ?? "private";
    const setCacheControl: onRequestHookHandler = (request, reply, done) => {
      // Names of places, shifts and categories, and refusals, follow the asked language.
      if (policy === "public-for-visitors") {
        reply.header("vary", "Authorization, Accept-Language");
        const visitor = request.headers.authorization === undefined;
        reply.header("cache-control", visitor ? publicCache : "private, no-store");
      } else {
        if (policy === "public") reply.header("vary", "Accept-Language");
        reply.header("cache-control", policy === "public" ? publicCache : "private, no-store");
      }
      done();
    };
    route.onRequest = [setCacheControl, ...[route.onRequest ?? []].flat()];
  });
}
