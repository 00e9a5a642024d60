import http from 'node:http';
import { ADMIN } from './server.js';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A real HTTP call to the test server, JSON in and out. */
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text (HTML pages)
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** One file sent as a browser sends it (multipart) to POST /api/CMS/UploadFile in a directory; JSON back. */
export async function uploadFile<T = any>(
  base: string,
  token: string,
  directory: string,
  name: string,
  content: Buffer,
): Promise<JsonResponse<T>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${base}/api/CMS/UploadFile?directory=${directory}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

export async function signIn(base: string, username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const res = await call<{ access_token: string }>(base, 'POST', '/api/Authentication/signin', {
    body: { username, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

/** Query string of a ra-data-simple-rest list call. */
export const listQuery = (q: { sort?: [string, string]; range?: [number, number]; filter?: object }): string => {
  const p = new URLSearchParams();
  if (q.sort) p.set('sort', JSON.stringify(q.sort));
  if (q.range) p.set('range', JSON.stringify(q.range));
  if (q.filter) p.set('filter', JSON.stringify(q.filter));
  return `?${p.toString()}`;
};

/** A GET with any headers, Host included (fetch sends its own): the status, the headers and the body as text. */
export function getWithHeaders(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
