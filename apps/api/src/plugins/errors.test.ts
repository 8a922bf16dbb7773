import { connect } from "node:net";
import { apiErrorSchema, apiMessages, type ErrorCode, errorCodes } from "@sahayi/contract";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers/test-app.ts";

const ctx = useTestApp();

/** The error shape, a known code, and headers that keep it from being cached or sniffed. */
function expectRefusal(
  response: Pick<LightMyRequestResponse, "statusCode" | "headers" | "body">,
  status: number,
  code: ErrorCode,
  error: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  const body = apiErrorSchema.strict().parse(JSON.parse(response.body));
  expect(body).toEqual({ error, code });
  expect(errorCodes).toContain(code);
}

describe("Fastify's own errors in the error shape", () => {
  const cases: [string, InjectOptions, number, ErrorCode, string][] = [
    [
      "bad percent-encoding in the path",
      { url: "/api/user/%zzhomepage" },
      400,
      "BAD_URL",
      apiMessages.badUrl,
    ],
    [
      "a path parameter past the router's limit",
      { url: `/media/${"A".repeat(101)}/card.webp` },
      414,
      "URL_TOO_LONG",
      apiMessages.urlTooLong,
    ],
    [
      "a body that is not JSON",
      {
        method: "POST",
        url: "/api/user/sub-location",
        headers: { "content-type": "text/plain" },
        payload: "location_id=1",
      },
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      apiMessages.unsupportedMediaType,
    ],
    [
      "a form post where JSON is expected",
      {
        method: "POST",
        url: "/api/user/sub-location",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "location_id=1",
      },
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      apiMessages.unsupportedMediaType,
    ],
    [
      "a JSON body past the 1 MB limit",
      {
        method: "POST",
        url: "/api/user/search-maids",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ gender: "x".repeat(1024 * 1024) }),
      },
      413,
      "PAYLOAD_TOO_LARGE",
      apiMessages.payloadTooLarge,
    ],
    [
      "malformed JSON",
      {
        method: "POST",
        url: "/api/user/category-details",
        headers: { "content-type": "application/json" },
        payload: '{"category_id": ',
      },
      400,
      "MALFORMED_JSON",
      apiMessages.malformedJson,
    ],
    [
      "a Content-Length the body does not match",
      {
        method: "POST",
        url: "/api/user/sub-location",
        headers: { "content-type": "application/json", "content-length": "50" },
        payload: '{"location_id": 1}',
      },
      400,
      "BAD_REQUEST",
      apiMessages.badRequest,
    ],
  ];

  it.each(cases)("answers %s", async (_name, request, status, code, error) => {
    expectRefusal(await ctx.app.inject(request), status, code, error);
  });
});

describe("a wrong method on an existing path", () => {
  const cases: [InjectOptions["method"], string, string][] = [
    ["GET", "/api/user/sub-location", "POST"],
    ["DELETE", "/api/user/search-maids", "GET, HEAD, POST"],
    ["PUT", "/api/health/", "GET, HEAD"],
    ["POST", "/%61pi/user/homepage", "GET, HEAD"],
    ["PATCH", "/api/user/search-maids?page=2", "GET, HEAD, POST"],
    ["POST", "/media/AAAAAAAAAAAA/card.webp", "GET, HEAD"],
  ];

  it.each(cases)("%s %s answers 405 with Allow: %s", async (method, url, allow) => {
    const response = await ctx.app.inject({ method, url, headers: { accept: "text/html" } });
    expectRefusal(response, 405, "METHOD_NOT_ALLOWED", apiMessages.methodNotAllowed);
    expect(response.headers.allow).toBe(allow);
  });

  it("answers 404 without Allow for a path no method has", async () => {
    const response = await ctx.app.inject({ method: "DELETE", url: "/api/user/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers).not.toHaveProperty("allow");
    expect(response.json()).toEqual({ error: apiMessages.routeNotFound, code: "NOT_FOUND" });
  });
});

/**
 * What light-my-request cannot send: requests Node's HTTP parser refuses, and URLs it would
 * not build. Written on a socket to a real listening server.
 */
describe("on a real connection", () => {
  let port: number;
  // useTestApp closes the app, and with it the server, after the file.
  beforeAll(async () => {
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    const address = ctx.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });

  /** Sends raw bytes and reads the whole answer, which ends when the server closes. */
  function raw(
    request: string,
  ): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const [head = "", body = ""] = text.split("\r\n\r\n");
        const [statusLine = "", ...headerLines] = head.split("\r\n");
        const headers = Object.fromEntries(
          headerLines.map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        resolve({ statusCode: Number(statusLine.split(" ")[1]), headers, body });
      });
      socket.end(request);
    });
  }

  it("answers headers past Node's limit with a JSON 431", async () => {
    const response = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expectRefusal(response, 431, "HEADERS_TOO_LARGE", apiMessages.headersTooLarge);
  });

  it("answers a request that is not HTTP with a JSON 400", async () => {
    const response = await raw("HELLO THERE\r\n\r\n");
    expectRefusal(response, 400, "BAD_REQUEST", apiMessages.badRequest);
  });

  it("answers a truncated percent-escape in the path with a JSON 400", async () => {
    const response = await raw(
      "GET /api/user/search-maids%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expectRefusal(response, 400, "BAD_URL", apiMessages.badUrl);
  });
});
