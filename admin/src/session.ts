/** The signed-in session as the identity API returns it, kept in localStorage so a reload stays signed in. */
export interface AuthRecord {
  access_token: string;
  refresh_token: string | null;
  username: string;
  firstname: string | null;
  lastname: string | null;
  roles: string;
  /** When the access token expires (it is refreshed before). */
  expireTime: string;
  /** When the refresh token, and so the session, expires. */
  expire_date: string | null;
}

const KEY = 'saray.auth';

export const session: {
  get(): AuthRecord | null;
  set(record: AuthRecord): void;
  clear(): void;
  usable(record?: AuthRecord | null): boolean;
} = {
  get(): AuthRecord | null {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? 'null') as AuthRecord | null;
    } catch {
      return null;
    }
  },
  set(record: AuthRecord): void {
    localStorage.setItem(KEY, JSON.stringify(record));
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
  /** Spec 2 §4: a protected route needs an access token, a refresh token and a session expiry in the future. */
  usable(record = session.get()) {
    return Boolean(record?.access_token && record.refresh_token && Date.parse(record.expire_date ?? '') > Date.now());
  },
};
