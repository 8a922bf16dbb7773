import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
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

  it("sends the build's brotli or gzip copy as it is, with the same caching headers", async () => {
    const webDist = await mkdtemp(path.join(ctx.config.dataDir, "web-"));
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
    // Large enough for the on-the-fly compression to act on it, were it asked to.
    const code = `console.log(${JSON.stringify("a helper in Kochi ".repeat(200))});`;
    const files = {
      "assets/index-abc123.js": code,
      "sw.js": `self.addEventListener("fetch", () => {}); // ${"x".repeat(2000)}`,
    };
    const copies = new Map<string, { br: Buffer; gz: Buffer }>();
    for (const [file, text] of Object.entries(files)) {
      // Levels other than the on-the-fly compression's, so the bytes tell which one was sent.
      const br = brotliCompressSync(text);
      const gz = gzipSync(text, { level: 1 });
      await writeFile(path.join(webDist, file), text);
      await writeFile(path.join(webDist, `${file}.br`), br);
      await writeFile(path.join(webDist, `${file}.gz`), gz);
      copies.set(file, { br, gz });
    }
    await writeFile(path.join(webDist, "assets", "plain-abc123.js"), code);
    const web = await createTestContext({ webDist });
    const get = (url: string, encoding: string) =>
      web.app.inject({ url, headers: { "accept-encoding": encoding } });
    try {
      const year = "public, max-age=31536000, immutable";
      for (const file of Object.keys(files)) {
        const copy = copies.get(file);
        const cache = file === "sw.js" ? "no-cache" : year;
        for (const [encoding, expected] of [
          ["gzip, deflate, br", copy?.br],
          ["gzip", copy?.gz],
        ] as const) {
          const answer = await get(`/${file}`, encoding);
          expect(answer.statusCode, `${file} ${encoding}`).toBe(200);
          expect(answer.headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : "br");
          expect(answer.rawPayload.equals(expected ?? Buffer.alloc(0))).toBe(true);
          expect(answer.headers["content-type"]).toMatch(/^application\/javascript/);
          expect(answer.headers.vary).toMatch(/accept-encoding/i);
          expect(answer.headers["cache-control"]).toBe(cache);
        }
        const plain = await get(`/${file}`, "identity");
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(plain.body).toBe(files[file as keyof typeof files]);
        expect(plain.headers["cache-control"]).toBe(cache);
      }

      // A file the build left uncompressed is still compressed on the fly.
      const plain = await get("/assets/plain-abc123.js", "br");
      expect(plain.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(plain.rawPayload).toString()).toBe(code);
      expect(plain.headers["cache-control"]).toBe(year);
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
