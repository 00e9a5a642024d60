import { HttpError } from 'react-admin';
import { refreshSession } from '../http';
import { session } from '../session';

/**
 * Saves a file the API streams to signed-in callers only: fetched with the access token (a plain link would carry
 * none), then handed to the browser as a download under the server's file name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let auth = session.get();
  if (auth && Date.parse(auth.expireTime) <= Date.now() + 5000) auth = await refreshSession();
  // The file's texts (an export's headers and labels) are in the page's language.
  const headers: Record<string, string> = { lang: document.documentElement.lang || 'fa' };
  if (auth) headers.Authorization = `Bearer ${auth.access_token}`;
  const res = await fetch(url, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new HttpError(body?.error ?? 'ra.notification.http_error', res.status, body);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
