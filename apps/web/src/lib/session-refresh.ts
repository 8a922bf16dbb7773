import { refreshCookie } from "@sahayi/contract/paths";
import { pageLocale } from "./i18n.ts";
import { clearSession, getSession, type SessionTokens, setSessionTokens } from "./session.ts";

/** The server said no: the refresh token is unknown, used up or revoked, or there is none. */
const isRefusal = (status: number) => status === 400 || status === 401 || status === 403;

/** A login's stored tokens, which a refresher renews: a household's, or a helper's. */
export interface RenewableSession {
  /** The Web Lock its tabs renew under: each login has a cookie of its own. */
  lockName: string;
  tokens: () => SessionTokens | null;
  store: (tokens: { access_token: string }) => void;
  /** The server refused to renew: the login is over. */
  end: () => void;
}

const householdSession: RenewableSession = {
  lockName: "sahayi.session-refresh",
  tokens: () => getSession()?.token ?? null,
  store: setSessionTokens,
  end: () => clearSession({ expired: true }),
};

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
export function createSessionRefresher(
  endpoint: string,
  session: RenewableSession = householdSession,
): (rejected: string) => Promise<boolean> {
  return (rejected) =>
    renewUnder(endpoint, session, (current) => current.access_token === rejected);
}

/**
 * A session an earlier version of the app kept with its refresh token in localStorage, where
 * any script on the page could read it: the token is traded once for the cookie and forgotten.
 */
export function moveRefreshTokenToCookie(endpoint: string): Promise<boolean> {
  return renewUnder(endpoint, householdSession, (current) => Boolean(current.refresh_token));
}

/**
 * Renews the session under the lock if, once the lock is held, `stillNeeded` says another
 * tab has not done it meanwhile. Resolves true when a usable access token is stored.
 */
function renewUnder(
  endpoint: string,
  session: RenewableSession,
  stillNeeded: (current: SessionTokens) => boolean,
): Promise<boolean> {
  return withLock(session.lockName, async (waited) => {
    let current = session.tokens();
    // The tab that held the lock stores its new token before letting go, but the browser
    // brings that write to this tab's storage a moment later, unordered with the lock: a tab
    // that waited gives it that moment before it spends the cookie's token a second time.
    if (waited && current && stillNeeded(current)) current = await changedWithin(session, current);
    // Logged out meanwhile, here or in another tab.
    if (!current) return false;
    if (!stillNeeded(current)) return true;
    const tokens = await requestTokens(endpoint, current.refresh_token);
    if (tokens === "refused") {
      session.end();
      return false;
    }
    if (!tokens) return false;
    session.store(tokens);
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
        // The account's messages follow the language of the page it renews on (as a login's do).
        "Accept-Language": pageLocale(),
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

/** How long a tab that waited for the lock watches for the other tab's token to arrive. */
const ARRIVAL_WAIT_MS = 1_000;
const ARRIVAL_POLL_MS = 25;

/** The tokens once they differ from `seen`, or as they are after ARRIVAL_WAIT_MS. */
async function changedWithin(
  session: RenewableSession,
  seen: SessionTokens,
): Promise<SessionTokens | null> {
  const deadline = Date.now() + ARRIVAL_WAIT_MS;
  let current = session.tokens();
  while (current?.access_token === seen.access_token && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_POLL_MS));
    current = session.tokens();
  }
  return current;
}

const LOCK_BUSY = Symbol("lock busy");

/**
 * Runs `task` under the lock `name`, telling it whether another tab held the lock first. The
 * lock is held until the task's promise settles; its result comes back through it.
 */
async function withLock(
  name: string,
  task: (waited: boolean) => Promise<boolean>,
): Promise<boolean> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return task(false);
  const firstTry = await locks.request(name, { ifAvailable: true }, (lock) =>
    lock ? task(false) : LOCK_BUSY,
  );
  if (firstTry !== LOCK_BUSY) return firstTry;
  return locks.request(name, () => task(true));
}
