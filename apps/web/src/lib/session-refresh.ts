import { clearSession, getSession, type SessionTokens, setSessionTokens } from "./session.ts";

const LOCK_NAME = "sahayi.session-refresh";

/** The server said no: the refresh token is unknown, used up or revoked. */
const isRefusal = (status: number) => status === 400 || status === 401 || status === 403;

/**
 * The 401 handler for the api client (spec §4 "Session"): trades the stored refresh token for
 * a new pair at `endpoint` and stores it. When the server refuses, or no refresh token is
 * stored, the visitor is logged out; a network failure or a 5xx keeps the session, so a
 * flaky connection does not log anyone out.
 *
 * Tabs share one stored session, so the refresh runs under a Web Lock where the browser has
 * them: a second tab waiting for the lock finds the new pair and uses it instead of spending
 * the refresh token a second time (which the server would take for theft).
 */
export function createSessionRefresher(endpoint: string): () => Promise<boolean> {
  const refresh = async (): Promise<boolean> => {
    const session = getSession();
    const rejected = session?.token.access_token;
    return withLock(async () => {
      const current = getSession();
      if (current && current.token.access_token !== rejected) return true;
      if (!current?.token.refresh_token) {
        clearSession({ expired: Boolean(current) });
        return false;
      }
      const tokens = await requestTokens(endpoint, current.token.refresh_token);
      if (tokens === "refused") {
        clearSession({ expired: true });
        return false;
      }
      if (!tokens) return false;
      setSessionTokens(tokens);
      return true;
    });
  };
  return refresh;
}

async function requestTokens(
  endpoint: string,
  refreshToken: string,
): Promise<SessionTokens | "refused" | null> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken }),
      credentials: "same-origin",
    });
  } catch {
    return null;
  }
  if (isRefusal(response.status)) return "refused";
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as Partial<SessionTokens> | null;
  if (typeof body?.access_token !== "string" || typeof body.refresh_token !== "string") return null;
  return { access_token: body.access_token, refresh_token: body.refresh_token };
}

async function withLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // The lock is held until the task's promise settles; its result comes back through it.
  return locks ? await locks.request(LOCK_NAME, task) : task();
}
