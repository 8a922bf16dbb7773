import type { Role } from "@sahayi/contract";
import { useSyncExternalStore } from "react";

/**
 * The auth session of product §3: the user and the access token, kept in localStorage so every
 * tab shares them. The refresh token is not here: it lives in an HttpOnly cookie page scripts
 * cannot read (decision 024). A visitor counts as logged in when an access token is stored.
 * Where storage is refused (private modes, disabled storage, and Node in unit tests) the
 * session lives in this tab's memory.
 */
export interface SessionUser {
  name?: string | null;
  profile_picture?: string | null;
  /** Shows the admin console's link in the menu; the server checks the role on every call. */
  role?: Role | null;
}

export interface SessionTokens {
  access_token: string;
  /**
   * Only in a session an earlier version of the app stored; it is traded for the cookie once
   * (session-refresh.ts) and then gone.
   */
  refresh_token?: string;
}

export interface Session {
  user: SessionUser | null;
  token: SessionTokens;
}

export const SESSION_STORAGE_KEY = "sahayi.session";
const listeners = new Set<() => void>();

let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStorage(): string | null {
  const storage = browserStorage();
  if (!storage) return memory;
  try {
    return storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return memory;
  }
}

function writeStorage(raw: string | null): void {
  memory = raw;
  try {
    const storage = browserStorage();
    if (raw === null) storage?.removeItem(SESSION_STORAGE_KEY);
    else storage?.setItem(SESSION_STORAGE_KEY, raw);
  } catch {
    // Full or refused storage: the copy in memory keeps this tab logged in.
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (typeof value?.token?.access_token !== "string" || !value.token.access_token) return null;
    const { access_token, refresh_token } = value.token;
    return {
      user: value.user ?? null,
      token:
        typeof refresh_token === "string" && refresh_token
          ? { access_token, refresh_token }
          : { access_token },
    };
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const raw = readStorage();
  // The same string gives the same object, as useSyncExternalStore requires.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function getAccessToken(): string | null {
  return getSession()?.token.access_token ?? null;
}

function notify() {
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  writeStorage(JSON.stringify(session));
  notify();
}

/** Keeps the user and replaces the tokens (after a refresh: an old refresh token goes). */
export function setSessionTokens(token: SessionTokens): void {
  setSession({ user: getSession()?.user ?? null, token });
}

/** Updates the name and picture the header shows, after the profile changed or loaded. */
export function setSessionUser(user: SessionUser): void {
  const session = getSession();
  if (session) setSession({ ...session, user: { ...session.user, ...user } });
}

const endedListeners = new Set<() => void>();

/**
 * Forgets the session. `expired` says the server refused to renew it (product §4 "Session":
 * the visitor is logged out and goes to the login page), which the app shell listens for.
 */
export function clearSession({ expired = false }: { expired?: boolean } = {}): void {
  writeStorage(null);
  notify();
  if (expired) for (const listener of endedListeners) listener();
}

let signedOutAt: string | null = null;

/**
 * Ends the session on purpose (logout, a deleted account) from the page whose history entry
 * is `locationKey`. The app is about to leave that page; until it has, the page's guard shows
 * nothing instead of sending the visitor to log in (and back here afterwards).
 */
export function signOutFrom(locationKey: string): void {
  signedOutAt = locationKey;
  clearSession();
}

/** Whether the session was ended on purpose from this history entry (see signOutFrom). */
export function isSignedOutFrom(locationKey: string): boolean {
  return signedOutAt === locationKey;
}

export function onSessionExpired(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Logging in or out in another tab updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

export function useIsAuthenticated(): boolean {
  return useSession() !== null;
}
