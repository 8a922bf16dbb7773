import { refreshCookie } from "@sahayi/contract/paths";
import { clearSession, getSession, type Session, setSessionTokens } from "./session.ts";

const LOCK_NAME = "sahayi.session-refresh";

/** The server said no: the refresh token is unknown, used up or revoked, or there is none. */
const isRefusal = (status: number) => status === 400 || status === 401 || status === 403;

/**
 * The 401 handler for the api client (product §4 "Session"): trades the refresh token in the
 * HttpOnly cookie (decision 024) for a new access token at `endpoint`, and stores it. When the
 * server refuses, the visitor is logged out; a network failure or a 5xx keeps the session, so
 * a flaky connection does not log anyone out.
 *
 * Tabs share one cookie, and the server takes a refresh token presented twice for a stolen
 * one and ends the login, so the refresh runs under a Web Lock where the browser has them: a
 * tab that waited for the lock finds the access token another tab just stored and uses it.
 * What counts is the token the request was refused with: the one stored by the time this runs
 * may already be another tab's new one.
 */
export function createSessionRefresher(endpoint: string): (rejected: string) => Promise<boolean> {
  return (rejected) => renewUnder(endpoint, (current) => current.token.access_token === rejected);
}

/**
 * A session an earlier version of the app kept with its refresh token in localStorage, where
 * any script on the page could read it: the token is traded once for the cookie and forgotten.
 */
export function moveRefreshTokenToCookie(endpoint: string): Promise<boolean> {
  return renewUnder(endpoint, (current) => Boolean(current.token.refresh_token));
}

/**
 * Renews the session under the lock if, once the lock is held, `stillNeeded` says another
 * tab has not done it meanwhile. Resolves true when a usable access token is stored.
 */
function renewUnder(
  endpoint: string,
  stillNeeded: (current: Session) => boolean,
): Promise<boolean> {
  return withLock(async () => {
    const current = getSession();
    // Logged out meanwhile, here or in another tab.
    if (!current) return false;
    if (!stillNeeded(current)) return true;
    const tokens = await requestTokens(endpoint, current.token.refresh_token);
    if (tokens === "refused") {
      clearSession({ expired: true });
      return false;
    }
    if (!tokens) return false;
    setSessionTokens(tokens);
    return true;
  });
}

async function requestTokens(
  endpoint: string,
  storedRefreshToken: string | undefined,
): Promise<{ access_token: string } | "refused" | null> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [refreshCookie.header]: "1",
      },
      body: JSON.stringify(storedRefreshToken ? { refresh_token: storedRefreshToken } : {}),
      credentials: "same-origin",
    });
  } catch {
    return null;
  }
  if (isRefusal(response.status)) return "refused";
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  return typeof body?.access_token === "string" ? { access_token: body.access_token } : null;
}

async function withLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // The lock is held until the task's promise settles; its result comes back through it.
  return locks ? await locks.request(LOCK_NAME, task) : task();
}
