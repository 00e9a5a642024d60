import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';

/** SQL written into text values: each must be compared as text, never run. */
export const SQL_INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  '1; DROP TABLE customers; --',
  "') OR ('a'='a",
  "%' OR '%'='",
  "x' UNION SELECT password_hash FROM customers --",
  "'; SELECT pg_sleep(3); --",
  '*/ OR 1=1 /*',
  ':id OR $1',
  'a\u0000b',
];

/** Filter texts that try to be more than a field → value map (operators, prototypes, other shapes). */
export const JSON_FILTER_INJECTIONS = [
  '{"id":{"$gt":0}}',
  '{"id":{"$ne":null}}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"q":{"$regex":".*"}}',
  '{"id":[1,{"$gt":0}]}',
  '{"id_gte":{"a":1}}',
  '[{"id":1}]',
  '"id"',
  '{"id":1}} OR 1=1',
  '{"id) OR (1=1":1}',
  '{"\\"e\\".\\"id\\"":1}',
];

/** Sort texts that try to run SQL in the ORDER BY clause. */
export const SORT_INJECTIONS = [
  '["id; DROP TABLE customers; --","ASC"]',
  '["id","ASC; DROP TABLE customers"]',
  '["\\"id\\"","ASC"]',
  '["e.id","ASC"]',
  '["(SELECT 1)","ASC"]',
  '["id","ASC NULLS FIRST"]',
  '["__proto__","ASC"]',
  '{"id":"ASC"}',
];

export const RANGE_INJECTIONS = ['[0,"9; DROP TABLE customers"]', '[-1,5]', '[0,1e400]', '["0 OR 1=1",5]', '{"0":0}'];

/** Record ids in the path that are not a plain number. */
export const ID_INJECTIONS = ['1 OR 1=1', "1' OR '1'='1", '1;DELETE FROM customers', '0x1', '1e0', '-1', '../1'];

/**
 * Script payloads for text shown on pages: each, if it ran, would set window.__xss, change the title or call the
 * listener at `beacon` (an address of the test's own HTTP server).
 */
export function scriptPayloads(beacon: string): string[] {
  return [
    `<script>window.__xss='script';document.title='pwned';fetch('${beacon}/script')</script>`,
    `<img src=x onerror="window.__xss='img';fetch('${beacon}/img')">`,
    `<a href="javascript:window.__xss='href'">javascript link</a>`,
    `<svg onload="window.__xss='svg'"><script>window.__xss='svgscript'</script></svg>`,
    `<div onmouseover="window.__xss='handler'" style="position:fixed;inset:0">hover</div>`,
    `</title><script>window.__xss='title'</script>`,
    `</script><script>window.__xss='breakout'</script>`,
    `{{constructor.constructor('window.__xss="template"')()}}`,
    `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
    `"><img src=x onerror=window.__xss='attr'>`,
  ];
}

/** Path traversal in a file or directory name: relative, encoded, absolute, NUL, backslashes and unicode dots. */
export const TRAVERSAL_NAMES = [
  '..',
  '../',
  '../canary.txt',
  '../../canary.txt',
  '..%2Fcanary.txt',
  '%2e%2e%2fcanary.txt',
  '%252e%252e%252fcanary.txt',
  '..\\canary.txt',
  '..\\..\\canary.txt',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'canary.txt\u0000.png',
  '\u2025/canary.txt',
  '\uff0e\uff0e/canary.txt',
  '.%00./canary.txt',
];

/** Every error key of the locales (a translated 4xx names one of them). */
const en = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', 'en.json'), 'utf8')) as Record<string, unknown>;
export function isTranslationKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json?: any;
}

/**
 * A request sent with its path as written: no client normalises "..", decodes or re-encodes it (fetch would resolve
 * "../" before sending it).
 */
export function rawRequest(
  base: string,
  method: string,
  rawPath: string,
  options: { token?: string; body?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        // Only what HTTP cannot carry at all (spaces, control and non-Latin characters) is escaped.
        path: rawPath.replace(/[^\x21-\x7e]+/g, (c) => encodeURIComponent(c)),
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** A refusal as the API must give one: a 4xx whose body names a translation key with a translated message. */
export function refusal(res: { status: number; body?: any; json?: any }): {
  status: number;
  key: unknown;
  ok: boolean;
} {
  const body = res.body ?? res.json;
  const key = body?.error;
  const ok =
    res.status >= 400 &&
    res.status < 500 &&
    isTranslationKey(key) &&
    typeof body?.message === 'string' &&
    body.message !== key;
  return { status: res.status, key, ok };
}
