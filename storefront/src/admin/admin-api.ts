import { session } from '../session';

/** What a failed call says: the server's (translated) message and each field's problem by its path. */
export interface Problem {
  message: string;
  /** By the detail's path without its leading slash: 'title', 'dataContent/heading'. */
  fields: Record<string, string>;
}

interface ErrorBody {
  message?: string;
  details?: { path?: string; message?: string }[];
}

/** A thrown call as a problem to show; `fallback` when the server said nothing readable (a network failure). */
export function problemOf(err: unknown, fallback: string): Problem {
  const body = (err as { body?: ErrorBody | null }).body;
  const fields: Record<string, string> = {};
  for (const d of body?.details ?? []) if (d.path && d.message) fields[d.path.replace(/^\//, '')] = d.message;
  return { message: body?.message ?? fallback, fields };
}

/** The problems of one control of a block's data content (details at /dataContent/{name}), by control name. */
export function controlProblems(problem: Problem | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(problem?.fields ?? {}))
    if (path.startsWith('dataContent/')) out[path.slice('dataContent/'.length)] = message;
  return out;
}

/**
 * One page of a generic list (GET /api/{resource}?filter=…&range=…) with its total from the Content-Range header,
 * which the plain `api` call does not return.
 */
export async function listPage<T>(
  resource: string,
  query: { filter?: object; range?: [number, number]; sort?: [string, string] },
  lang: string,
): Promise<{ rows: T[]; total: number }> {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.range) params.set('range', JSON.stringify(query.range));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  const token = session.get()?.access_token;
  const res = await fetch(`/api/${resource}?${params.toString()}`, {
    headers: { 'Accept-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) throw Object.assign(new Error(String(res.status)), { status: res.status, body });
  const rows = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(/\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '')?.[1] ?? rows.length);
  return { rows, total };
}

/** Uploads files into a directory (POST /api/CMS/UploadFile, field 'files'); answers the stored names. */
export async function upload(directory: string, files: FileList | File[], lang: string): Promise<string[]> {
  const form = new FormData();
  for (const file of Array.from(files)) form.append('files', file);
  const token = session.get()?.access_token;
  const res = await fetch(`/api/CMS/UploadFile?directory=${encodeURIComponent(directory)}`, {
    method: 'POST',
    headers: { 'Accept-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) throw Object.assign(new Error(String(res.status)), { status: res.status, body });
  const stored = (Array.isArray(body) ? body : [body]) as { name?: string }[];
  return stored.map((f) => f?.name ?? '').filter(Boolean);
}

/**
 * A new unique id for a menu item. crypto.randomUUID exists only on https (or localhost) pages; a store served over
 * plain http still gets a version-4 id from getRandomValues, which every page has.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
