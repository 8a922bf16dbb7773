import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { apiMessages } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";

/** Hosts the Razorpay checkout loads from; allowed only when that provider is on. */
const RAZORPAY = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
};

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
        imgSrc: ["'self'", "data:", "blob:", ...(razorpay ? ["https:"] : [])],
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
  });
  await app.register(compress, { threshold: 1024 });
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Pages load many images and scripts; only API calls count, and health checks never do.
      allowList: (request) =>
        !request.url.startsWith("/api/") || request.url.startsWith("/api/health"),
      errorResponseBuilder: () => new AppError(429, "RATE_LIMITED", apiMessages.tooManyRequests),
    });
  }
}
