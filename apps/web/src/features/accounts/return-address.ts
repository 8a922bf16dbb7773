/**
 * Where the visitor was going when the guard sent them to log in (`state.from`, a location),
 * as a path on this site, or null. Only a path starting with one slash is taken, so no state
 * can send a person to another site after logging in.
 */
export function returnAddress(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "object" || from === null) return null;
  const { pathname, search = "", hash = "" } = from as Record<string, unknown>;
  if (typeof pathname !== "string" || typeof search !== "string" || typeof hash !== "string") {
    return null;
  }
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.startsWith("/auth/")) {
    return null;
  }
  return `${pathname}${search}${hash}`;
}
