import type { ApiError as ApiErrorBody } from "@sahayi/contract";
import { toastMessages } from "@sahayi/contract/messages";
import type { Answers, Endpoint } from "@sahayi/contract/paths";
import { preloadedAnswerKey } from "@sahayi/contract/site-pages";
import { pageLocale } from "./i18n.ts";
import { takePreloadedAnswer } from "./preloaded-answers.ts";
import { getAccessToken } from "./session.ts";

/** The API's one error shape (`{ error, code, fields? }`) as a thrown value. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.error || toastMessages.defaultError);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code || (status === 0 ? "NETWORK_ERROR" : `HTTP_${status}`);
    this.fields = body.fields ?? {};
  }

  /**
   * The thing asked for does not exist (404), or the address could not name one at all (400
   * for a malformed id): pages show their not-found state rather than an error.
   */
  get meansNotFound(): boolean {
    return this.status === 404 || this.status === 400;
  }

  /** Bad input, missing login, unknown ids: asking again gives the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/**
 * Called when an authenticated request answers 401, with the access token it was refused. It
 * should renew the access token (product §4 "Session") and resolve true once a new one is
 * stored, so the request is replayed; false leaves the request failed. The accounts feature
 * installs it at start-up.
 */
export type UnauthorizedHandler = (rejectedToken: string) => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | null = null;
let refreshInFlight: Promise<boolean> | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * Many requests may fail with 401 at once; they share one refresh. A second refresh would
 * present the refresh token the first one just used up, and the server takes a reused
 * refresh token for a stolen one and ends the whole session.
 */
function renewAccess(rejectedToken: string): Promise<boolean> {
  const current = getAccessToken();
  // A refresh finished while this request was on its way: the new token is already here.
  if (current && current !== rejectedToken && !refreshInFlight) return Promise.resolve(true);
  const handler = unauthorizedHandler;
  if (!handler) return Promise.resolve(false);
  refreshInFlight ??= handler(rejectedToken)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * Whose login a request carries. A household's is the default; a helper's own pages send hers
 * (features/helper-account), so neither token ever goes with the other's requests.
 */
export interface Login {
  token: () => string | null;
  /** Renews it after a 401, as the household's UnauthorizedHandler does. */
  renew: UnauthorizedHandler;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Headers of this call's own, next to Accept, Content-Type and the login. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  login?: Login;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  // The API answers its refusals in the page's language, not the browser's (decision 041),
  // which main.tsx reads from the address before anything asks the API.
  const headers = new Headers({
    ...options.headers,
    Accept: "application/json",
    "Accept-Language": pageLocale(),
  });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  if (token) headers.set("Authorization", `Bearer ${token}`);
  try {
    return await fetch(path, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, {});
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function sendWithRenewal(path: string, options: RequestOptions): Promise<Response> {
  const accessToken = options.login?.token ?? getAccessToken;
  const renew = options.login?.renew ?? renewAccess;
  const token = accessToken();
  const response = await send(path, options, token);
  // Replayed once at most: a 401 with a fresh token is the server's final word.
  if (response.status === 401 && token && (await renew(token))) {
    return send(path, options, accessToken());
  }
  return response;
}

async function failure(response: Response): Promise<ApiError> {
  const data = await readJson(response);
  const body = typeof data === "object" && data !== null ? (data as Partial<ApiErrorBody>) : {};
  return new ApiError(response.status, body);
}

/**
 * The answer the server wrote into this page's HTML for this read (decision 015), once. Those
 * are what an anonymous visitor gets, so a logged-in person (whose answers differ: purchased
 * helpers, their numbers) always asks the API, and so does anything that sends a file.
 */
function preloadedAnswer(path: string, options: RequestOptions): { data: unknown } | undefined {
  if (getAccessToken() || options.body instanceof FormData) return undefined;
  return takePreloadedAnswer(preloadedAnswerKey(options.method ?? "GET", path, options.body));
}

/**
 * Calls the API on this origin and answers the parsed JSON body. Its type is the one the
 * contract gives the address (`Endpoint`); nothing checks the body at run time, which would
 * put zod in the first download (decision 009): the API validates every answer it sends.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const preloaded = preloadedAnswer(path, options);
  if (preloaded) return preloaded.data as T;
  const response = await sendWithRenewal(path, options);
  if (!response.ok) throw await failure(response);
  return (await readJson(response)) as T;
}

/**
 * GETs a file the API serves only with a login (an invoice) and answers it with the name the
 * server gave it: a plain link could not carry the bearer token.
 */
export async function apiFile(
  path: string,
  login?: Login,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await sendWithRenewal(path, { method: "GET", ...(login && { login }) });
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

type CallOptions = Omit<RequestOptions, "method" | "body">;

interface ReadOptions extends CallOptions {
  /** The query string: the request goes to `path?query`. */
  query?: URLSearchParams | string;
}

/**
 * One function per method. Each takes an address from the contract and answers what that
 * address answers to the method; a plain string, or a method the address does not take, does
 * not compile.
 */
export const api = {
  get: <A extends Answers & { GET: unknown }>(
    path: Endpoint<A>,
    { query, ...options }: ReadOptions = {},
  ) =>
    apiRequest<A["GET"]>(query === undefined ? path : `${path}?${query}`, {
      ...options,
      method: "GET",
    }),
  post: <A extends Answers & { POST: unknown }>(
    path: Endpoint<A>,
    body?: unknown,
    options?: CallOptions,
  ) => apiRequest<A["POST"]>(path, { ...options, method: "POST", body: body ?? {} }),
  put: <A extends Answers & { PUT: unknown }>(
    path: Endpoint<A>,
    body?: unknown,
    options?: CallOptions,
  ) => apiRequest<A["PUT"]>(path, { ...options, method: "PUT", body: body ?? {} }),
  /** DELETE sends a body only when given one. */
  delete: <A extends Answers & { DELETE: unknown }>(
    path: Endpoint<A>,
    body?: unknown,
    options?: CallOptions,
  ) => apiRequest<A["DELETE"]>(path, { ...options, method: "DELETE", body }),
};

/** The message to show a person for any thrown value (product §8 default: An error occurred). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return toastMessages.defaultError;
}

/** How much of a request body has gone out: `sent` of `total` bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports how much of the
 * body has been sent: helpers send several megabytes of photos over slow mobile data and
 * should see it move. Answers the parsed JSON like apiRequest and fails with the same
 * ApiError. A `login` (a helper's photos) is sent and renewed once after a 401, as apiRequest
 * does; registration sends none.
 */
export async function apiUpload<A extends Answers & { POST: unknown }>(
  path: Endpoint<A>,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
  login?: Login,
): Promise<A["POST"]> {
  const token = login?.token() ?? null;
  try {
    return await uploadOnce<A["POST"]>(path, body, onProgress, token);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401 && token && login)) throw error;
    if (!(await login.renew(token))) throw error;
    return uploadOnce<A["POST"]>(path, body, onProgress, login.token());
  }
}

function uploadOnce<T>(
  path: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
  token: string | null,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", pageLocale());
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => {
      let data: unknown = null;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(data as T);
        return;
      }
      const error =
        typeof data === "object" && data !== null ? (data as Partial<ApiErrorBody>) : {};
      reject(new ApiError(request.status, error));
    });
    request.addEventListener("error", () => reject(new ApiError(0, {})));
    request.addEventListener("abort", () => reject(new ApiError(0, {})));
    request.send(body);
  });
}
