import type { AppConfig } from '../config.js';

/** Request headers that name where a request came from and where it was sent. */
interface Headers {
  origin?: string | string[];
  host?: string | string[];
  'x-forwarded-host'?: string | string[];
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The host[:port] of an origin, or undefined for text that is not one (such as `null`). */
const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether a page of the given origin may call this server (SARAY_CORS_ORIGINS): always its own origin, else only the
 * origins listed exactly, or any origin when the list holds `*`.
 */
export function originListed(origin: string, allowed: AppConfig['corsOrigins']): boolean {
  return allowed.includes('*') || allowed.includes(origin.replace(/\/$/, ''));
}

/**
 * Whether a request comes from a page this server trusts: one without an Origin header (no browser page, or a
 * same-origin GET), one from the server's own origin (the host it was sent to, or the proxy's forwarded host), or a
 * listed origin.
 */
export function originAllowed(headers: Headers, allowed: AppConfig['corsOrigins']): boolean {
  const origin = first(headers.origin);
  if (!origin) return true;
  const host = hostOf(origin);
  const own = [first(headers.host), first(headers['x-forwarded-host'])?.split(',')[0].trim()];
  if (host && own.includes(host)) return true;
  return originListed(origin, allowed);
}

/** SARAY_CORS_ORIGINS: comma-separated exact origins (scheme, host and port), or `*`; none means same origin only. */
export const parseOrigins = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
