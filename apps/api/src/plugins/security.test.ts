import { apiMessages } from "@sahayi/contract";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/helpers/test-app.ts";
import type { Config } from "../config.ts";
import { limit } from "../lib/route-policy.ts";
import { createHelper } from "../seed/factories/helper.ts";
import { loadReferenceIds } from "../seed/factories/reference-ids.ts";

const GENERAL_LIMIT = 3;
const STRICT_LIMIT = 2;

/** Routes of the test's own: one with a strict limit, one that shows who the server sees. */
function addTestRoutes(app: FastifyInstance) {
  app.get("/api/test/strict", { config: { rateLimit: limit(STRICT_LIMIT, "minute") } }, () => ({
    ok: true,
  }));
  app.get("/api/test/client", (request) => ({ ip: request.ip, protocol: request.protocol }));
  app.get("/api/test/public", { config: { cache: "public" } }, () => ({ ok: true }));
}

let ctx: TestContext;
const contexts: TestContext[] = [];
async function context(overrides: Partial<Config>) {
  const created = await createTestContext(overrides, addTestRoutes);
  contexts.push(created);
  return created;
}
beforeAll(async () => {
  ctx = await context({ rateLimitPerMinute: GENERAL_LIMIT, cacheTtlMs: 5000 });
});
afterAll(async () => {
  for (const { app, database } of contexts) {
    await app.close();
    await database.close();
  }
});

/** Each test is its own client, so the limits it meets are its own. */
let nextClient = 1;
const newClient = () => `192.0.2.${nextClient++}`;

async function statuses(app: FastifyInstance, requests: InjectOptions[]) {
  const answers = [];
  for (const request of requests) answers.push((await app.inject(request)).statusCode);
  return answers;
}

/** What a run of requests should answer under a limit of `max`. */
const underLimit = (count: number, max: number) =>
  Array.from({ length: count }, (_, i) => (i < max ? 200 : 429));

describe("rate limits", () => {
  it("counts every spelling of a route's URL against the one limit", async () => {
    const remoteAddress = newClient();
    const urls = [
      "/api/user/search-maids",
      "/%61pi/user/search-maids",
      "/api/user/search-maids/",
      "/api/user/%73earch-maids?page=1",
    ];
    expect(
      await statuses(
        ctx.app,
        urls.map((url) => ({ url, remoteAddress })),
      ),
    ).toEqual(underLimit(urls.length, GENERAL_LIMIT));
    const refused = await ctx.app.inject({ url: "/%61pi/user/search-maids", remoteAddress });
    expect(refused.json()).toEqual({ error: apiMessages.tooManyRequests, code: "RATE_LIMITED" });
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("shares the general limit across API routes and methods", async () => {
    const remoteAddress = newClient();
    const requests: InjectOptions[] = [
      { url: "/api/maid/registration", remoteAddress },
      { method: "POST", url: "/api/user/search-maids", remoteAddress },
      { url: "/api/user/homepage", remoteAddress },
      { method: "POST", url: "/api/user/sub-location", payload: { location_id: 1 }, remoteAddress },
    ];
    expect(await statuses(ctx.app, requests)).toEqual(underLimit(requests.length, GENERAL_LIMIT));
  });

  it("never limits health checks, stored images or unknown paths, which reach no API route", async () => {
    const remoteAddress = newClient();
    const spent = GENERAL_LIMIT + 1;
    await statuses(
      ctx.app,
      Array.from({ length: spent }, () => ({ url: "/api/maid/registration", remoteAddress })),
    );
    for (const [url, status] of [
      ["/api/health", 200],
      ["/%61pi/health", 200],
      ["/media/AAAAAAAAAAAA/card.webp", 404],
      ["/API/user/search-maids", 404],
      ["//api/user/search-maids", 404],
    ] as const) {
      const response = await ctx.app.inject({ url, remoteAddress });
      expect(response.statusCode, url).toBe(status);
    }
  });

  it("keeps a route's own limit apart from the general one, per client", async () => {
    const remoteAddress = newClient();
    const strict = { url: "/api/test/strict", remoteAddress };
    expect(await statuses(ctx.app, [strict, strict, strict])).toEqual(underLimit(3, STRICT_LIMIT));
    // The strict route used none of the general allowance.
    const general = Array.from({ length: GENERAL_LIMIT }, () => ({
      url: "/api/maid/registration",
      remoteAddress,
    }));
    expect(await statuses(ctx.app, general)).toEqual(underLimit(GENERAL_LIMIT, GENERAL_LIMIT));
    // Another client has its own count.
    expect(
      await statuses(ctx.app, [{ url: "/api/test/strict", remoteAddress: newClient() }]),
    ).toEqual([200]);
  });

  it("holds a route's own limit when the general limit is off", async () => {
    const unlimited = await context({ rateLimitPerMinute: 0 });
    const remoteAddress = newClient();
    const open = Array.from({ length: 10 }, () => ({ url: "/api/test/client", remoteAddress }));
    expect(await statuses(unlimited.app, open)).toEqual(underLimit(10, 10));
    const strict = Array.from({ length: 3 }, () => ({ url: "/api/test/strict", remoteAddress }));
    expect(await statuses(unlimited.app, strict)).toEqual(underLimit(3, STRICT_LIMIT));
  });
});

describe("TRUST_PROXY", () => {
  const viaProxy = (forwardedFor: string, remoteAddress = "10.0.0.1"): InjectOptions => ({
    url: "/api/maid/registration",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  });

  it("off: a client cannot pick its address with X-Forwarded-For", async () => {
    const remoteAddress = newClient();
    const requests = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"].map(
      (address) => viaProxy(address, remoteAddress),
    );
    expect(await statuses(ctx.app, requests)).toEqual(underLimit(4, GENERAL_LIMIT));
    const client = newClient();
    const seen = await ctx.app.inject({
      url: "/api/test/client",
      remoteAddress: client,
      headers: { "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "https" },
    });
    expect(seen.json()).toEqual({ ip: client, protocol: "http" });
  });

  it("a hop count: each forwarded client has its own limit, and the server sees it", async () => {
    const behindProxy = await context({ rateLimitPerMinute: 1, trustProxy: 1 });
    const requests = [viaProxy("198.51.100.1"), viaProxy("198.51.100.2"), viaProxy("198.51.100.1")];
    expect(await statuses(behindProxy.app, requests)).toEqual([200, 200, 429]);
    // One hop trusted: the address the proxy saw, not what the client claimed before it.
    const seen = await behindProxy.app.inject({
      url: "/api/test/client",
      remoteAddress: "10.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.66, 198.51.100.7", "x-forwarded-proto": "https" },
    });
    expect(seen.json()).toEqual({ ip: "198.51.100.7", protocol: "https" });
  });

  it("a list of proxies: trusted only from those addresses", async () => {
    const behindProxy = await context({ rateLimitPerMinute: 1, trustProxy: ["10.0.0.0/24"] });
    const fromProxy = [viaProxy("198.51.100.1"), viaProxy("198.51.100.2")];
    expect(await statuses(behindProxy.app, fromProxy)).toEqual([200, 200]);
    const direct = [
      viaProxy("198.51.100.3", "192.0.2.200"),
      viaProxy("198.51.100.4", "192.0.2.200"),
    ];
    expect(await statuses(behindProxy.app, direct)).toEqual([200, 429]);
  });
});

describe("headers", () => {
  it("sends HSTS only over TLS: never over plain HTTP, nor on an untrusted X-Forwarded-Proto", async () => {
    const plain = await ctx.app.inject({ url: "/api/health" });
    expect(plain.headers).not.toHaveProperty("strict-transport-security");
    const claimed = await ctx.app.inject({
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(claimed.headers).not.toHaveProperty("strict-transport-security");

    const behindProxy = await context({ trustProxy: ["127.0.0.1"] });
    const forwarded = await behindProxy.app.inject({
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forwarded.headers["strict-transport-security"]).toBe("max-age=31536000");
    const forwardedHttp = await behindProxy.app.inject({
      url: "/api/health",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(forwardedHttp.headers).not.toHaveProperty("strict-transport-security");
  });

  it("sends a Permissions-Policy that allows only our own camera use", async () => {
    for (const url of ["/api/health", "/", "/api/no/such/path"]) {
      const response = await ctx.app.inject({ url, headers: { accept: "text/html" } });
      const policy = String(response.headers["permissions-policy"]);
      expect(policy, url).toContain("camera=(self)");
      for (const feature of ["microphone", "geolocation", "usb"]) {
        expect(policy, url).toContain(`${feature}=()`);
      }
    }
  });
});

describe("Cache-Control", () => {
  const publicCache = () => `public, max-age=${Math.ceil(ctx.config.cacheTtlMs / 1000)}`;

  /** A request each API route answers with success. */
  async function goodRequests(): Promise<Record<string, InjectOptions>> {
    const reference = await loadReferenceIds(ctx.db);
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, {});
    const district = reference.districts[0]!;
    return {
      "POST /api/user/sub-location": { payload: { location_id: district.id } },
      "POST /api/user/category-details": { payload: { category_id: helper.categoryIds[0] } },
      "POST /api/user/maid-details": { payload: { maid_id: helper.publicId } },
      "POST /api/user/search-maids": { payload: { location: district.id } },
      "GET /api/user/search-maids": { query: { location: String(district.id) } },
    };
  }

  it("is on every API answer: public where declared, private, no-store otherwise, no-store on errors", async () => {
    const good = await goodRequests();
    const apiRoutes = ctx.app.routeTable.filter((route) => route.url.startsWith("/api/"));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const requests = apiRoutes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, route })),
    );
    for (const { method, route } of requests) {
      const key = `${method} ${route.url}`;
      const goodRequest = good[key.replace(/^HEAD /, "GET ")];
      const response = await ctx.app.inject({
        method: method as InjectOptions["method"],
        url: route.url.replace(/:\w+|\*/g, "x"),
        remoteAddress: newClient(),
        ...goodRequest,
      });
      if (goodRequest) expect(response.statusCode, key).toBe(200);
      const expected =
        response.statusCode >= 400
          ? "no-store"
          : // These requests carry no Authorization: a visitor's answer.
            route.config?.cache === "public" || route.config?.cache === "public-for-visitors"
            ? publicCache()
            : "private, no-store";
      expect(response.headers["cache-control"], `${key} → ${response.statusCode}`).toBe(expected);
    }
  });

  it("declares the answers that are the same for everyone public", async () => {
    const good = await goodRequests();
    const publicRoutes = [
      "GET /api/user/homepage",
      "GET /api/maid/registration",
      ...Object.keys(good),
    ];
    for (const key of publicRoutes) {
      const [method, url] = key.split(" ") as ["GET" | "POST", string];
      const response = await ctx.app.inject({
        method,
        url,
        remoteAddress: newClient(),
        ...good[key],
      });
      expect(response.statusCode, key).toBe(200);
      expect(response.headers["cache-control"], key).toBe(publicCache());
    }
  });

  it("is private, no-store for routes that declare nothing, and for health", async () => {
    for (const url of ["/api/test/client", "/api/health"]) {
      const response = await ctx.app.inject({ url, remoteAddress: newClient() });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
    }
    const declared = await ctx.app.inject({ url: "/api/test/public", remoteAddress: newClient() });
    expect(declared.headers["cache-control"]).toBe(publicCache());
  });

  it("tells caches to ask again every time when the server caches nothing", async () => {
    const uncached = await context({ cacheTtlMs: 0 });
    const response = await uncached.app.inject({ url: "/api/user/homepage" });
    expect(response.headers["cache-control"]).toBe("public, no-cache");
  });
});
