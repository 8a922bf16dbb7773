import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, setUnauthorizedHandler } from "./api-client.ts";
import { startLocale } from "./i18n.ts";
import { clearSession, getSession, onSessionExpired, setSession } from "./session.ts";
import { createSessionRefresher, moveRefreshTokenToCookie } from "./session-refresh.ts";

/**
 * A real HTTP server that behaves like the API's session rules: protected paths answer 401
 * unless the bearer token is the current access token, and the refresh path rotates the pair
 * once per refresh token (a used refresh token is refused, as the server's reuse check does).
 * Node's fetch keeps no cookies, so the browser's cookie jar is modelled here: `jar` is the
 * refresh token the browser would send with the web app's header, and a rotation replaces it
 * as Set-Cookie would. A token in the body (one an earlier version stored) is used instead.
 */
interface Book {
  access: string;
  refresh: string;
  jar: string;
  refreshCalls: number;
  /** Each refresh's Accept-Language. */
  languages: string[];
  /** The refresh tokens that came in a body. */
  bodyTokens: string[];
  protectedCalls: number;
  /** How the refresh path answers: rotate the pair, fail on its side, or hang up. */
  refreshMode: "rotate" | "error" | "drop";
}

const book: Book = {
  access: "",
  refresh: "",
  jar: "",
  refreshCalls: 0,
  languages: [],
  bodyTokens: [],
  protectedCalls: 0,
  refreshMode: "rotate",
};
let generation = 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

const server = createServer(async (request, response) => {
  const path = request.url ?? "";
  if (path === "/refresh") {
    book.refreshCalls += 1;
    book.languages.push(String(request.headers["accept-language"]));
    const { refresh_token } = await readBody(request);
    if (typeof refresh_token === "string") book.bodyTokens.push(refresh_token);
    const presented =
      request.headers["x-session-cookie"] === "1" ? (refresh_token ?? book.jar) : refresh_token;
    // Slow enough that requests failing together are all waiting on the same refresh.
    await pause(40);
    if (book.refreshMode === "drop") return response.destroy();
    if (book.refreshMode === "error") return answer(response, 503, { error: "down", code: "X" });
    if (presented !== book.refresh) {
      return answer(response, 401, { error: "Session expired", code: "UNAUTHORIZED" });
    }
    generation += 1;
    book.access = `access-${generation}`;
    book.refresh = `refresh-${generation}`;
    book.jar = book.refresh;
    return answer(response, 200, { access_token: book.access, expires_in: 900 });
  }
  book.protectedCalls += 1;
  const token = request.headers.authorization?.replace(/^Bearer /, "");
  if (path.startsWith("/slow")) await pause(120);
  if (path.startsWith("/never") || token !== book.access) {
    return answer(response, 401, { error: "Log in first", code: "UNAUTHORIZED" });
  }
  return answer(response, 200, { path, token });
});

let origin = "";
let expiredCount = 0;
let stopListening: () => void = () => {};

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setUnauthorizedHandler(createSessionRefresher(`${origin}/refresh`));
  stopListening = onSessionExpired(() => {
    expiredCount += 1;
  });
});

afterAll(async () => {
  stopListening();
  setUnauthorizedHandler(null);
  server.close();
  await once(server, "close");
});

/**
 * The server knows a fresh pair, the refresh token is in the cookie, and the browser holds an
 * access token that has expired.
 */
beforeEach(() => {
  generation += 1;
  Object.assign(book, {
    access: `access-${generation}`,
    refresh: `refresh-${generation}`,
    jar: `refresh-${generation}`,
    refreshCalls: 0,
    languages: [],
    bodyTokens: [],
    protectedCalls: 0,
    refreshMode: "rotate",
  });
  expiredCount = 0;
  setSession({ user: { name: "Anu" }, token: { access_token: "expired" } });
});

afterEach(() => clearSession());

const get = (path: string) => apiRequest<{ path: string; token: string }>(`${origin}${path}`);

describe("the api client on a 401", () => {
  it("refreshes once for many requests failing together and replays each of them", async () => {
    const paths = Array.from({ length: 6 }, (_, index) => `/private/${index}`);
    const answers = await Promise.all(paths.map(get));

    expect(book.refreshCalls).toBe(1);
    expect(answers.map((body) => body.path)).toEqual(paths);
    expect(new Set(answers.map((body) => body.token))).toEqual(new Set([book.access]));
    // Each request went out twice: once refused, once replayed.
    expect(book.protectedCalls).toBe(paths.length * 2);
    expect(getSession()?.token).toEqual({ access_token: book.access });
    expect(getSession()?.user).toEqual({ name: "Anu" });
    expect(book.bodyTokens).toEqual([]);
  });

  it("does not refresh again for a request refused just after another refresh finished", async () => {
    // /slow is refused with the old token after the fast request's refresh has stored a new one.
    const [slow, fast] = await Promise.all([get("/slow"), get("/fast")]);
    expect(book.refreshCalls).toBe(1);
    expect(slow.token).toBe(book.access);
    expect(fast.token).toBe(book.access);
  });

  it("does not refresh for a refused token another tab has already replaced", async () => {
    // The other tab renewed the session while this one's 401 was on its way back.
    setSession({ user: null, token: { access_token: book.access } });
    const refresh = createSessionRefresher(`${origin}/refresh`);
    expect(await refresh("expired")).toBe(true);
    expect(book.refreshCalls).toBe(0);
    expect(await refresh(book.access)).toBe(true);
    expect(book.refreshCalls).toBe(1);
  });

  it("renews in the page's language, which the account's messages then follow", async () => {
    await get("/a");
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: "" } };
    try {
      await startLocale("/ml/profile", async () => new Map());
      setSession({ user: { name: "Anu" }, token: { access_token: "expired" } });
      await get("/b");
    } finally {
      await startLocale("/", async () => new Map());
      delete page.document;
    }
    expect(book.languages).toEqual(["en", "ml"]);
  });

  it("sends no refresh while the access token works", async () => {
    setSession({ user: null, token: { access_token: book.access } });
    await Promise.all([get("/a"), get("/b")]);
    expect(book.refreshCalls).toBe(0);
    expect(book.protectedCalls).toBe(2);
  });

  it("replays once only: a 401 with the new token is the answer", async () => {
    const failure = await get("/never").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(book.refreshCalls).toBe(1);
    expect(book.protectedCalls).toBe(2);
  });

  it("logs out once when the server refuses the refresh token", async () => {
    book.jar = "a cookie the server has revoked";
    const failures = await Promise.all(
      ["/x", "/y", "/z"].map((path) => get(path).catch((error: unknown) => error)),
    );
    expect(failures.map((failure) => (failure as ApiError).status)).toEqual([401, 401, 401]);
    expect(book.refreshCalls).toBe(1);
    expect(getSession()).toBeNull();
    expect(expiredCount).toBe(1);
  });

  it("trades a refresh token an earlier version stored for the cookie, once", async () => {
    const stored = book.refresh;
    book.jar = "";
    setSession({ user: { name: "Anu" }, token: { access_token: "old", refresh_token: stored } });
    expect(await moveRefreshTokenToCookie(`${origin}/refresh`)).toBe(true);
    expect(book.bodyTokens).toEqual([stored]);
    expect(book.jar).toBe(book.refresh);
    expect(getSession()).toEqual({ user: { name: "Anu" }, token: { access_token: book.access } });
    // Nothing is left to move: a second call asks the server nothing.
    expect(await moveRefreshTokenToCookie(`${origin}/refresh`)).toBe(true);
    expect(book.refreshCalls).toBe(1);
    expect((await get("/x")).token).toBe(book.access);
  });

  it.each(["error", "drop"] as const)(
    "keeps the session when the refresh fails on the way (%s)",
    async (mode) => {
      book.refreshMode = mode;
      await expect(get("/x")).rejects.toMatchObject({ status: 401 });
      expect(getSession()?.token).toEqual({ access_token: "expired" });
      expect(expiredCount).toBe(0);
      book.refreshMode = "rotate";
      expect((await get("/x")).token).toBe(book.access);
    },
  );

  it("sends a visitor's 401 back as it is, with no refresh", async () => {
    clearSession();
    await expect(get("/x")).rejects.toMatchObject({ status: 401 });
    expect(book.refreshCalls).toBe(0);
    expect(book.protectedCalls).toBe(1);
  });
});

/**
 * Web Locks as a browser grants them, first come first served, for Node, which has none: the
 * real ones are used by the two-tab test in Chromium (e2e/accounts/sessions.spec.ts).
 */
function queuedLocks() {
  let tail: Promise<void> = Promise.resolve();
  // Held or asked for: a lock asked for first is granted first.
  let taken = 0;
  type Task = (lock: object | null) => unknown;
  return {
    async request(_name: string, optionsOrTask: { ifAvailable?: boolean } | Task, task?: Task) {
      const run = (typeof optionsOrTask === "function" ? optionsOrTask : task) as Task;
      const options = typeof optionsOrTask === "function" ? {} : optionsOrTask;
      if (options.ifAvailable && taken > 0) return run(null);
      taken += 1;
      const before = tail;
      let release = () => {};
      tail = new Promise((resolve) => {
        release = resolve;
      });
      await before;
      try {
        return await run({});
      } finally {
        taken -= 1;
        release();
      }
    },
  };
}

describe("two tabs renewing at once", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the tab that waited uses the other tab's new token, even when it arrives after the lock", async () => {
    const locks = queuedLocks();
    vi.stubGlobal("navigator", { locks });
    // The other tab holds the lock while it renews; its new token reaches this tab's storage
    // 200 ms after it lets go, as a browser's storage event may.
    let renewed = "";
    const otherTab = locks.request("session", async () => {
      const response = await fetch(`${origin}/refresh`, {
        method: "POST",
        headers: { "x-session-cookie": "1" },
      });
      renewed = ((await response.json()) as { access_token: string }).access_token;
    });
    const refresh = createSessionRefresher(`${origin}/refresh`);
    const thisTab = refresh("expired");
    await otherTab;
    setTimeout(() => setSession({ user: { name: "Anu" }, token: { access_token: renewed } }), 200);

    expect(await thisTab).toBe(true);
    expect(book.refreshCalls).toBe(1);
    expect(getSession()?.token.access_token).toBe(book.access);
  });

  it("the tab that waited renews by itself when the other tab stored nothing", async () => {
    const locks = queuedLocks();
    vi.stubGlobal("navigator", { locks });
    const otherTab = locks.request("session", () => pause(50));
    const thisTab = createSessionRefresher(`${origin}/refresh`)("expired");
    await otherTab;

    expect(await thisTab).toBe(true);
    expect(book.refreshCalls).toBe(1);
    expect(getSession()?.token.access_token).toBe(book.access);
  });
});
