import { connect } from "node:net";
import zlib, { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { errorCodes } from "@sahayi/contract";
import fc from "fast-check";
import { z } from "zod";
import { type ApiDocument, answerMismatch, type Operation } from "../openapi.ts";
import type { TableRoute } from "./hostile-input.ts";

/**
 * The rules every answer to a hostile request keeps (src/hostile-input.test.ts), and the
 * raw socket that sends what `inject` cannot.
 */

/** What the generated requests aim at, known once the app has started. */
export interface HostileTarget {
  document: ApiDocument;
  operations: Operation[];
  routeTable: TableRoute[];
  phoneNumbers: string[];
  /** Ids that exist, so generated requests also get past validation and reach the database. */
  realIds: { helpers: string[]; numbers: number[] };
}

export interface HostileRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The documented operation this request is addressed to, when it is. */
  operation?: Operation;
  /** Why the server must refuse it, when no reading of it fits the document. */
  mustRefuseBecause?: string;
}

export const shown = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

function describeRequest(request: HostileRequest): string {
  const payload = request.payload === undefined ? "" : ` ${shown(String(request.payload))}`;
  const headers = request.headers ? ` ${shown(JSON.stringify(request.headers))}` : "";
  return `${request.method} ${shown(request.url)}${headers}${payload}`;
}

/** fast-check prints counterexamples with this, so a huge body does not flood the report. */
export function hostile(request: HostileRequest): HostileRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

const STACK_TRACE = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+/;
const SQL_TEXT =
  /syntax error at or near|\bselect\b[\s\S]*\bfrom\b|from "\w+"|relation "|invalid input syntax|out of range for type|violates|duplicate key/i;
const strictError = z.strictObject({
  error: z.string().min(1),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.string()).optional(),
});

/**
 * Node 22.15+ has zstd, and the server then answers `accept-encoding: zstd` with it; Node 20's
 * zlib (and its types) have none, and the server never uses it there.
 */
function zstdDecompress(raw: Buffer): Buffer {
  const decompress = (zlib as { zstdDecompressSync?: (data: Buffer) => Buffer }).zstdDecompressSync;
  if (!decompress) throw new Error("a zstd answer on a Node without zstd");
  return decompress(raw);
}

export function decodedBody(raw: Buffer, encoding: unknown): string {
  if (encoding === "gzip") return gunzipSync(raw).toString();
  if (encoding === "deflate") return inflateSync(raw).toString();
  if (encoding === "br") return brotliDecompressSync(raw).toString();
  if (encoding === "zstd") return zstdDecompress(raw).toString();
  return raw.toString();
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer to a hostile request; empty when it keeps every rule. */
function problemsOf(target: HostileTarget, request: HostileRequest, answer: Answer): string[] {
  const status = answer.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`a ${status}`);
  if (request.mustRefuseBecause && status < 400) {
    problems.push(`taken, though it must be refused: ${request.mustRefuseBecause}`);
  }
  if (target.phoneNumbers.some((phone) => answer.body.includes(phone))) {
    problems.push("a helper's phone number in the body");
  }
  if (status >= 400 && request.method !== "HEAD") {
    if (!/^application\/json/.test(String(answer.headers["content-type"]))) {
      problems.push(`an error as ${answer.headers["content-type"]}, not JSON`);
    } else {
      const shape = strictError.safeParse(parseJson(answer.body));
      if (!shape.success) problems.push(`an error not in the shape { error, code, fields? }`);
    }
    if (STACK_TRACE.test(answer.body)) problems.push("a stack trace in the body");
    if (SQL_TEXT.test(answer.body)) problems.push("SQL in the body");
  }
  const mismatch = request.operation && answerMismatch(target.document, request.operation, answer);
  if (mismatch) problems.push(mismatch.split("\n")[0]!);
  return problems;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function checkAnswer(target: HostileTarget, request: HostileRequest, answer: Answer) {
  const problems = problemsOf(target, request, answer);
  if (problems.length === 0) return;
  throw new Error(
    `${problems.join("; ")}\n  ${describeRequest(request)}\n  answered ${answer.statusCode}: ${shown(answer.body, 600)}`,
  );
}

/** What the server wrote back on a raw socket: status, headers, body. */
export async function exchange(port: number, request: string | Buffer): Promise<Answer> {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks)));
    // The server may answer and close before it has read everything (a 431, say).
    socket.write(request, () => socket.end());
  });
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split < 0 ? raw.length : split).toString("latin1");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (headers["transfer-encoding"] === "chunked") body = unchunk(body);
  return {
    statusCode: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: decodedBody(body, headers["content-encoding"]),
  };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.subarray(at, end).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
