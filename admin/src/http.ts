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

/**
 * A multipart upload with its progress (fetch reports none): `onProgress` gets the share sent, from 0 to 1. Answers
 * and fails as api() does, with the same access token and language.
 */
export async function uploadWithProgress<T = any>(
  url: string,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<T> {
  let auth = session.get();
  if (auth && Date.parse(auth.expireTime) <= Date.now() + 5000) auth = await refreshSession();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('lang', document.documentElement.lang || 'fa');
    if (auth) xhr.setRequestHeader('Authorization', `Bearer ${auth.access_token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let json: any;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else reject(new HttpError(json?.error ?? 'ra.notification.http_error', xhr.status, json));
    };
    xhr.onerror = () => reject(new Error('dashboard.upload.failed'));
    xhr.send(form);
  });
}
