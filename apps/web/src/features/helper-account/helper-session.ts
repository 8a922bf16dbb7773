import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { useSyncExternalStore } from "react";
import type { Login } from "../../lib/api-client.ts";
import { createSessionRefresher, type RenewableSession } from "../../lib/session-refresh.ts";

/**
 * A helper's login in this browser, apart from a household's (lib/session.ts): her access token
 * under a key of its own in localStorage, so her tabs share it, and her refresh token in the
 * HttpOnly cookie the server keeps for her paths only. Where storage is refused the token lives
 * in this tab's memory.
 */
export const HELPER_SESSION_STORAGE_KEY = "sahayi.helper-session";
const listeners = new Set<() => void>();
let memory: string | null = null;

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function helperAccessToken(): string | null {
  try {
    return browserStorage()?.getItem(HELPER_SESSION_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

/** Stores her access token after a sign-in or a renewal; null signs her out in every tab. */
export function setHelperAccessToken(token: string | null): void {
  memory = token;
  try {
    if (token === null) browserStorage()?.removeItem(HELPER_SESSION_STORAGE_KEY);
    else browserStorage()?.setItem(HELPER_SESSION_STORAGE_KEY, token);
  } catch {
    // Full or refused storage: the copy in memory keeps this tab signed in.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === HELPER_SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useHelperSignedIn(): boolean {
  return useSyncExternalStore(subscribe, helperAccessToken, () => null) !== null;
}

const renewable: RenewableSession = {
  lockName: "sahayi.helper-session-refresh",
  tokens: () => {
    const token = helperAccessToken();
    return token ? { access_token: token } : null;
  },
  store: ({ access_token }) => setHelperAccessToken(access_token),
  // Her page sees the token gone and sends her to sign in again.
  end: () => setHelperAccessToken(null),
};

/**
 * Her requests carry this: her token, renewed through her own cookie on a 401. Requests
 * refused at once share one renewal through the refresher's Web Lock: the later ones find
 * the new token stored and spend nothing.
 */
export const helperLogin: Login = {
  token: helperAccessToken,
  renew: createSessionRefresher(helperAccountPaths.refreshToken, renewable),
};
