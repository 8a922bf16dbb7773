import { useSyncExternalStore } from "react";

/**
 * The auth session of spec §3: the user and the token pair, kept in localStorage. A visitor
 * counts as logged in when an access token is stored. Login and refresh arrive with the
 * accounts feature; until then this store only reads, writes and announces changes.
 */
export interface SessionUser {
  name?: string | null;
  profile_picture?: string | null;
}

export interface Session {
  user: SessionUser | null;
  token: { access_token: string; refresh_token: string };
}

const STORAGE_KEY = "sahayi.session";
const listeners = new Set<() => void>();

let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Private modes and disabled storage throw; they simply have no session.
    return null;
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (typeof value?.token?.access_token !== "string" || !value.token.access_token) return null;
    return {
      user: value.user ?? null,
      token: {
        access_token: value.token.access_token,
        refresh_token: value.token.refresh_token ?? "",
      },
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
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } finally {
    notify();
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } finally {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Logging in or out in another tab updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
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
