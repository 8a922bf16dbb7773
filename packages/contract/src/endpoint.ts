/**
 * An API address that carries, in its type only, what each method answers there. At run time
 * it is the plain path string, so the API registers its routes with it and the web app's first
 * page imports it without zod (decision 009); the web app's client reads the answer's type
 * from it instead of casting every response.
 */

/** What each method answers at one address: the types the response schemas infer. */
export interface Answers {
  GET?: unknown;
  POST?: unknown;
  PUT?: unknown;
  DELETE?: unknown;
}

declare const answersOf: unique symbol;

export type Endpoint<A extends Answers> = string & { readonly [answersOf]: A };

/** The path, typed with what its methods answer. */
export function endpoint<A extends Answers>(path: string): Endpoint<A> {
  return path as Endpoint<A>;
}

/** The same address with a query string (`path?query`), keeping its answers' types. */
export function withQuery<A extends Answers>(
  path: Endpoint<A>,
  query: URLSearchParams | string,
): Endpoint<A> {
  return `${path}?${query}` as Endpoint<A>;
}
