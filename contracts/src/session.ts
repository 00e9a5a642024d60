/**
 * The signed-in session as the browser keeps it. The dashboard and the storefront keep one auth record under one
 * localStorage key, so signing in on either side signs in on both; the storefront mirrors its access token in a
 * cookie so that the server renders the signed-in page on the first request.
 */

/** The auth record of the spec that clients keep after sign-in (spec 1 §3). */
export interface AuthRecord {
  access_token: string;
  refresh_token: string | null;
  applicationIdentity: string;
  username: string;
  firstname: string | null;
  lastname: string | null;
  logo: string | null;
  roles: string;
  maxvalidationtime: number;
  /** When the access token expires (it is refreshed before). */
  expireTime: string;
  /** When the refresh token, and so the session, expires. */
  expire_date: string | null;
}

/** The localStorage key of the auth record. */
export const AUTH_STORAGE_KEY = 'saray.auth';
/** The cookie the storefront keeps the access token in, so the first request of a page knows who is asking. */
export const TOKEN_COOKIE = 'saray_token';
/** The cookie an administrator's browser keeps the theme it previews in; the server honours it for administrators. */
export const THEME_PREVIEW_COOKIE = 'saray_theme_preview';

export interface Session {
  get(): AuthRecord | null;
  set(record: AuthRecord): void;
  clear(): void;
  usable(record?: AuthRecord | null): boolean;
}

/**
 * The session in this browser's localStorage. `onChange` runs after every set (with the record) and clear (with
 * null), for a client that keeps a copy elsewhere.
 *
 * @example const session = browserSession(); if (!session.usable()) redirectToSignIn();
 */
export function browserSession(onChange?: (record: AuthRecord | null) => void): Session {
  const session: Session = {
    get() {
      try {
        return JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as AuthRecord | null;
      } catch {
        return null;
      }
    },
    set(record) {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
      onChange?.(record);
    },
    clear() {
      localStorage.removeItem(AUTH_STORAGE_KEY);
      onChange?.(null);
    },
    /** Spec 1 §4.1, spec 2 §4: an access token, a refresh token and a session expiry in the future. */
    usable(record = session.get()) {
      return Boolean(record?.access_token && record.refresh_token && Date.parse(record.expire_date ?? '') > Date.now());
    },
  };
  return session;
}
