import { HttpError } from 'react-admin';
import type { AuthRecord } from '@saray/contracts/session';
import { session } from './session';

let refreshing: Promise<AuthRecord | null> | null = null;

/** Trades the refresh token for a new pair, once for all callers that found the access token expired. */
export function refreshSession(): Promise<AuthRecord | null> {
  refreshing ??= (async () => {
    const current = session.get();
    if (!current?.refresh_token) return null;
    const res = await fetch('/api/Authentication/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: current.refresh_token }),
    });
    if (!res.ok) {
      session.clear();
      return null;
    }
    const record = (await res.json()) as AuthRecord;
    session.set(record);
    return record;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/**
 * Every dashboard call to the API: JSON in and out, the access token and the interface language on each request.
 * An expired access token is refreshed once and the call repeated; an error answer becomes an HttpError whose
 * message is the server's translation key (the dashboard translates it) and whose body keeps the details.
 */
export async function api<T = any>(url: string, init: RequestInit = {}, retry = true): Promise<Reply<T>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  headers.set('lang', document.documentElement.lang || 'fa');
  let auth = session.get();
  if (auth && Date.parse(auth.expireTime) <= Date.now() + 5000) auth = await refreshSession();
  if (auth) headers.set('Authorization', `Bearer ${auth.access_token}`);
  const res = await fetch(url, { ...init, headers });
  const body = await res.text();
  let json: any;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (res.status === 401 && retry && auth && (await refreshSession())) return api(url, init, false);
  if (res.status < 200 || res.status >= 300) {
    throw new HttpError(json?.error ?? 'ra.notification.http_error', res.status, json);
  }
  return { status: res.status, headers: res.headers, body, json };
}
