import fc from "fast-check";
import type { HostileTarget } from "./hostile-answers.ts";
import { METHODS, oddText, pathVariant, urlPart } from "./hostile-input.ts";

/**
 * Generated hostile addresses, methods and headers for every route of the route table
 * (src/hostile-input.test.ts), and raw requests only a socket can send.
 */

/**
 * Whether `inject` can send the path: it resolves paths as URLs, and one such as
 * `\\sitemap-%.xml` reads as a host it refuses. Such request lines still reach the server byte
 * for byte in the raw requests through a listening server below.
 */
const injectable = (path: string) =>
  path.startsWith("//") || URL.canParse(path, "http://localhost");

/** Any route of the route table, with odd path parameters, any method, the path written oddly. */
export const pathRequest = (target: HostileTarget) =>
  fc.constantFrom(...target.routeTable).chain((route) => {
    const segment = urlPart(fc.oneof(oddText, fc.constantFrom(...target.realIds.helpers)));
    const filled = fc
      .array(segment, { minLength: 4, maxLength: 4 })
      .map((parts) => route.path.replace(/:\w+|\*/g, () => parts.shift() ?? ""));
    const path = filled.chain((p) =>
      fc.oneof({ weight: 1, arbitrary: fc.constant(p) }, { weight: 3, arbitrary: pathVariant(p) }),
    );
    return fc
      .tuple(fc.constantFrom(...route.methods, ...METHODS), path.filter(injectable), fc.boolean())
      .map(([method, url, withBody]) => ({
        method,
        url,
        ...(withBody &&
          method !== "GET" &&
          method !== "HEAD" && { headers: { "content-type": "application/json" }, payload: "{}" }),
      }));
  });

const HEADER_VALUES: Record<string, string[]> = {
  "accept-encoding": [
    "gzip",
    "br",
    "deflate",
    "gzip;q=abc",
    "*;q=0",
    "identity;q=0",
    "x-gzip",
    "zstd",
    "gzip, gzip, gzip",
  ],
  accept: ["application/xml", "*/*;q=0", "text/html", "application/json;q=-1", "image/webp"],
  authorization: [
    "Bearer ",
    "Bearer x.y.z",
    "Bearer ' OR 1=1 --",
    "Basic YWRtaW46YWRtaW4=",
    "Bearer",
  ],
  cookie: ["session=1; session=2", "=;;=", "a=%zz"],
  "x-forwarded-for": ["127.0.0.1", "::1, 10.0.0.1", "not an address", "1.1.1.1, , ,"],
  "x-forwarded-proto": ["https", "gopher"],
  "x-http-method-override": ["DELETE", "PUT"],
  range: ["bytes=0-", "bytes=-1", "bytes=99999999999-"],
  "if-none-match": ['"x"', "*", "W/"],
  "content-encoding": ["gzip", "br", "identity"],
  origin: ["https://evil.example", "null"],
};

/** A plain request to a documented operation, with odd headers. */
export const headerRequest = (target: HostileTarget) =>
  fc
    .tuple(
      fc.constantFrom(...target.operations),
      fc.dictionary(
        fc.constantFrom(...Object.keys(HEADER_VALUES)),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 40 }) },
          { weight: 1, arbitrary: fc.constantFrom("a".repeat(8_000), "\u00ff\u00fe") },
        ),
        { minKeys: 1, maxKeys: 4 },
      ),
      fc.constantFrom(...target.realIds.numbers),
    )
    .chain(([operation, picks, id]) => {
      const named = Object.fromEntries(
        Object.entries(picks).map(([name, value]) => [
          name,
          value === null ? fc.constantFrom(...HEADER_VALUES[name]!) : fc.constant(value),
        ]),
      );
      return fc.record(named).map((headers) => {
        const isGet = operation.method === "GET";
        return {
          method: operation.method,
          url: operation.path,
          headers: {
            ...(!isGet && { "content-type": "application/json" }),
            ...(headers as Record<string, string>),
          },
          ...(!isGet && {
            payload: JSON.stringify({
              location_id: id,
              category_id: id,
              maid_id: target.realIds.helpers[0],
            }),
          }),
          operation,
        };
      });
    });

export const CRLF = "\r\n";
const rawRequest = (line: string, headers: string[] = [], body = "") =>
  [line, "Host: 127.0.0.1", ...headers, "Connection: close", "", body].join(CRLF);

/** Requests `inject` cannot send: it parses and normalises the address and never limits headers. */
export const RAW_REQUESTS = [
  rawRequest("GET /api/health HTTP/1.1", [`X-Big: ${"a".repeat(20_000)}`]),
  rawRequest(
    "GET /api/user/homepage HTTP/1.1",
    Array.from({ length: 300 }, (_, i) => `X-${i}: ${"b".repeat(60)}`),
  ),
  rawRequest("GET /%zz HTTP/1.1"),
  rawRequest("GET /api/%zz HTTP/1.1"),
  rawRequest("GET //api//health HTTP/1.1"),
  rawRequest("GET /api/health/../user/homepage HTTP/1.1"),
  rawRequest("GET \\api\\health HTTP/1.1"),
  rawRequest("GET http://evil.example/api/health HTTP/1.1"),
  rawRequest("GET api/health HTTP/1.1"),
  rawRequest("GET * HTTP/1.1"),
  rawRequest("GET /api/health HTTP/9.9"),
  rawRequest("GET /api/he alth HTTP/1.1"),
  rawRequest("GET /api/health?x=%zz&location=%ED%A0%80 HTTP/1.1"),
  rawRequest("GET /api/user/search-maids?location=1&location=1 HTTP/1.1"),
  rawRequest("BREW /api/health HTTP/1.1"),
  rawRequest("GET /api/health HTTP/1.1", ["X-Bad: a\u0001b"]),
  rawRequest("GET /api/health HTTP/1.1", ["Bad Header: x"]),
  rawRequest(
    "POST /api/user/sub-location HTTP/1.1",
    ["Content-Type: application/json", "Content-Length: 15", "Transfer-Encoding: chunked"],
    "0\r\n\r\n",
  ),
  rawRequest("POST /api/user/sub-location HTTP/1.1", [
    "Content-Type: application/json",
    "Content-Length: -1",
  ]),
  rawRequest(
    "POST /api/user/sub-location HTTP/1.1",
    ["Content-Type: application/json", "Transfer-Encoding: chunked"],
    "zz\r\n{}\r\n0\r\n\r\n",
  ),
  rawRequest(
    "POST /api/user/sub-location HTTP/1.1",
    ["Content-Type: application/json", `Content-Length: ${3 * 1024 * 1024}`],
    `{"location_id":"${"9".repeat(1024)}`,
  ),
];

/** Generated addresses for every route, sent byte for byte. */
export const rawPathRequest = (target: HostileTarget) =>
  fc
    .tuple(fc.constantFrom(...target.routeTable), fc.constantFrom(...METHODS))
    .chain(([route, method]) =>
      pathVariant(route.path.replace(/:\w+|\*/g, "x")).map((path) => ({ method, path })),
    )
    .map(({ method, path }) => ({
      method,
      url: path.replace(/[\s]/g, ""),
      payload: rawRequest(`${method} ${path.replace(/[\s]/g, "")} HTTP/1.1`),
    }));
