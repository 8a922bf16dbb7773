import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { apiMessages } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { createTestContext, postJson, useTestApp } from "../test/helpers/test-app.ts";

const ctx = useTestApp();

describe("health", () => {
  it("answers ok once the database is ready, with or without a trailing slash", async () => {
    for (const url of ["/api/health", "/api/health/"]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    }
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.app.inject({
      url: "/api/no/such/thing",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: apiMessages.routeNotFound, code: "NOT_FOUND" });
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/user/sub-location",
      headers: { "content-type": "application/json" },
      payload: '{"location_id": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: apiMessages.malformedJson, code: "MALFORMED_JSON" });
  });

  it("treats a missing body as no fields and names each one", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/user/sub-location" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { location_id: expect.any(String) },
    });
  });

  it("refuses prototype pollution in JSON", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/user/sub-location",
      headers: { "content-type": "application/json" },
      payload: '{"location_id": 1, "__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("API documentation", () => {
  it("serves the reference page", async () => {
    const response = await ctx.app.inject({ url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("swagger-ui");
  });

  it("lists every route in the OpenAPI document", async () => {
    const response = await ctx.app.inject({ url: "/api/docs/json" });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/user/homepage",
        "/api/maid/registration",
        "/api/user/sub-location",
        "/api/user/maid-details",
        "/api/user/category-details",
        "/api/user/search-maids",
      ]),
    );
    const body =
      document.paths["/api/user/sub-location"].post.requestBody.content["application/json"].schema;
    expect(body.properties).toHaveProperty("location_id");
  });
});

describe("security headers", () => {
  it("sends a content security policy and related headers", async () => {
    const response = await ctx.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("rate limit", () => {
  it("answers 429 in the error shape once a client exceeds the limit; health is exempt", async () => {
    const limited = await createTestContext({ rateLimitPerMinute: 2 });
    try {
      const url = "/api/maid/registration";
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.app.inject({ url })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await limited.app.inject({ url });
      expect(refused.json()).toEqual({ error: apiMessages.tooManyRequests, code: "RATE_LIMITED" });
      expect((await limited.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await limited.app.close();
      await limited.database.close();
    }
  });
});

describe("web app", () => {
  it("serves the build, hashed assets for a year, and index.html for page paths", async () => {
    // Inside the run's data folder, which the global teardown removes.
    const webDist = await mkdtemp(path.join(ctx.config.dataDir, "web-"));
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
    await writeFile(path.join(webDist, "assets", "index-abc123.js"), "console.log(1)");
    const web = await createTestContext({ webDist });
    try {
      const page = await web.app.inject({ url: "/search", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<div id=root>");
      expect(page.headers["cache-control"]).toBe("no-cache");

      // The app shows its not-found page; search engines and link previews see a 404.
      const unknown = await web.app.inject({ url: "/maid/abc", headers: { accept: "text/html" } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("<div id=root>");

      const home = await web.app.inject({ url: "/", headers: { accept: "text/html" } });
      expect(home.statusCode).toBe(200);
      expect(home.headers["cache-control"]).toBe("no-cache");

      const asset = await web.app.inject({ url: "/assets/index-abc123.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

      const missingAsset = await web.app.inject({ url: "/assets/gone.js" });
      expect(missingAsset.statusCode).toBe(404);

      const api = await web.app.inject({ url: "/api/nothing", headers: { accept: "text/html" } });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe("NOT_FOUND");

      // The static files' catch-all GET route does not make every path answer GET.
      const wrongMethod = await web.app.inject({ url: "/api/user/sub-location" });
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.headers.allow).toBe("POST");
      const postToAsset = await web.app.inject({ method: "POST", url: "/assets/index-abc123.js" });
      expect(postToAsset.statusCode).toBe(404);
    } finally {
      await web.app.close();
      await web.database.close();
    }
  });

  it("still runs the API when there is no build", async () => {
    const page = await ctx.app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("npm run build");
    const api = await postJson(ctx.app, "/api/user/sub-location", { location_id: 1 });
    expect(api.statusCode).toBe(200);
  });
});
