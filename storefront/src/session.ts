import { browserSession, TOKEN_COOKIE, type AuthRecord } from '@saray/contracts/session';

function writeCookie(value: string, maxAge: number) {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/**
 * The signed-in session in the browser, the dashboard's too; its access token is mirrored in the token cookie, for
 * as long as the session lasts, so the server renders the signed-in page (account routes, administrator tools) on
 * the first request.
 */
export const session = browserSession((record) => {
  if (!record) return writeCookie('', 0);
  const until = Date.parse(record.expire_date ?? record.expireTime);
  writeCookie(record.access_token, Math.max(60, Math.round((until - Date.now()) / 1000)));
});

/** What the API answers a token whose session has ended (signed out elsewhere, revoked, expired). */
const SESSION_ENDED = new Set(['security.error.accessdenied', 'security.error.tokeninvalid']);
let signInPage: string | undefined;

/** Where a visitor whose session ended signs in again: the store's sign-in page, set once the page has loaded. */
export function signInAgainAt(path: string): void {
  signInPage = path;
}

/**
 * The session ended under a signed-in page: forget it and send the visitor to sign in, then back to this page.
 * Other 401s (a wrong authenticator code) are the form's to show.
 */
function sessionEnded(): void {
  session.clear();
  if (!signInPage) return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${signInPage}?returnUrl=${encodeURIComponent(here)}`);
}

/**
 * Calls the API as the signed-in user (or as a visitor); answers the JSON body, or throws it with its status. A call
 * refused because the session has ended sends the visitor to sign in and back (sessionEnded).
 */
export async function api<T>(method: string, url: string, body?: unknown, lang?: string): Promise<T> {
  const record = session.get();
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(record?.access_token ? { Authorization: `Bearer ${record.access_token}` } : {}),
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as unknown;
  if (res.status === 401 && record && SESSION_ENDED.has(String((json as { error?: unknown })?.error))) sessionEnded();
  if (!res.ok)
    throw Object.assign(new Error(String((json as { message?: string })?.message ?? res.status)), {
      status: res.status,
      body: json,
    });
  return json as T;
}

/** Uploads one file to an upload directory (its rules: types, size, count); answers the stored name. */
export async function uploadFile(directory: string, file: File, lang?: string): Promise<{ name: string; url: string }> {
  const record = session.get();
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`/api/CMS/UploadFile?directory=${encodeURIComponent(directory)}`, {
    method: 'POST',
    headers: {
      ...(record?.access_token ? { Authorization: `Bearer ${record.access_token}` } : {}),
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    body: form,
  });
  const json = (await res.json().catch(() => null)) as { name?: string; url?: string; message?: string } | null;
  if (!res.ok || !json?.name || !json.url)
    throw Object.assign(new Error(String(json?.message ?? res.status)), { status: res.status, body: json });
  return { name: json.name, url: json.url };
}

/** Saves a file only the signed-in caller may read (it needs their token, which a plain link would not send). */
export async function downloadFile(url: string, name: string): Promise<void> {
  const record = session.get();
  const res = await fetch(url, {
    headers: record?.access_token ? { Authorization: `Bearer ${record.access_token}` } : {},
  });
  if (!res.ok) throw Object.assign(new Error(String(res.status)), { status: res.status, body: null });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * When the page was drawn for a visitor but the browser holds a live session (the access token ran out), trade the
 * refresh token for a new one and draw the page again, signed in.
 */
export async function renewIfStale(renderedSignedIn: boolean): Promise<void> {
  const record = session.get();
  if (renderedSignedIn || !record?.refresh_token || !session.usable(record)) return;
  // Once a minute at most: a server that still draws the visitor's page must not cause a reload loop.
  const last = Number(sessionStorage.getItem('saray.renewed') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('saray.renewed', String(Date.now()));
  try {
    const fresh = await api<AuthRecord>('POST', '/api/Authentication/refresh', { refresh_token: record.refresh_token });
    session.set(fresh);
    window.location.reload();
  } catch {
    session.clear();
  }
}
