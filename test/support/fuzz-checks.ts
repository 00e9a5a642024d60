import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Decimal } from 'decimal.js';
import { ROOT_DIR } from '../../backend/src/config.js';
import type { RegisteredEntity } from '../../backend/src/schema/registry.js';
import type { FieldMeta } from '../../backend/src/schema/entity-meta.js';
import { writable } from './fuzz-values.js';

type Row = Record<string, unknown>;

const locales = ['en', 'fa', 'tr'].map(
  (lang) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8')) as Row,
);

/** Whether a key names a text in every language of the locales. */
export function translatedKey(key: unknown): boolean {
  if (typeof key !== 'string' || !key) return false;
  return locales.every((root) => {
    let node: unknown = root;
    for (const part of key.split('.')) node = (node as Row | undefined)?.[part];
    return typeof node === 'string';
  });
}

/** The first `n` characters of a value as JSON (a failure message stays readable with 100 KB payloads in it). */
export const excerpt = (value: unknown, n = 300): string => {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s === undefined ? 'undefined' : s.length > n ? `${s.slice(0, n)}…(${s.length})` : s;
};

/**
 * What is wrong with an answer whatever was asked: a 5xx, or a refusal without a translated key (its own or a
 * detail's). Undefined when the answer is fine.
 */
export function answerProblem(res: { status: number; body: unknown }): string | undefined {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400) return undefined;
  const body = res.body as { error?: unknown; details?: { error?: unknown }[] } | undefined;
  if (!translatedKey(body?.error)) return `untranslated error key ${excerpt(body?.error, 80)}`;
  const bad = (Array.isArray(body?.details) ? body.details : []).find((d) => !translatedKey(d?.error));
  if (bad) return `untranslated detail key ${excerpt(bad.error, 80)}`;
  return undefined;
}

/** A stored value against the one sent, after the server's documented normalisation of each kind. */
function sameStored(field: FieldMeta, sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined)
    return stored === null || (field.relation?.nullZero === true && stored === 0);
  if (field.relation?.nullZero && sent === 0) return stored === 0;
  // A phone field's empty text is no number: stored as null where the field may be empty (schema/phone-number.ts).
  if (field.spec['x-phone'] && field.nullable && typeof sent === 'string' && sent.trim() === '') return stored === null;
  switch (field.kind) {
    case 'decimal':
      // Decimals come back as exact strings of the same number (trailing zeros and a number sent as JSON allowed).
      return typeof stored === 'string' && new Decimal(String(sent)).eq(stored);
    case 'datetime':
      // A date-time comes back as the same instant in UTC.
      return typeof stored === 'string' && Date.parse(String(sent)) === Date.parse(stored);
    case 'json':
      // Compared as the JSON that was sent: drawn objects have no prototype, which strict equality would count.
      return (
        isDeepStrictEqual(stored, JSON.parse(JSON.stringify(sent))) ||
        (typeof sent === 'number' && Object.is(sent, -0) && stored === 0)
      );
    case 'number':
      return Object.is(Number(sent), Number(stored)) || Number(sent) === Number(stored);
    default:
      // Text loses a byte-order mark at its start (crud/pipeline/validate-input.ts), on every engine.
      return stored === (typeof sent === 'string' ? sent.replace(/^\uFEFF/, '') : sent);
  }
}

/**
 * Fields a write hook fills when they are sent empty, by entity: read back, they hold the server's value instead.
 * ProductOrder.storeId: an order made without a store belongs to the first store (orders/order.hooks.ts), since
 * invoice numbers are unique per store. CustomerAddress and AddressMapping provinceId: a city brings its province
 * (customers/address-places.ts). Deposit.coinContractId: the network's first contract of the coin
 * (exchange/deposit.hooks.ts).
 */
const FILLED_WHEN_EMPTY: Record<string, string[]> = {
  ProductOrder: ['storeId'],
  CustomerAddress: ['provinceId'],
  AddressMapping: ['provinceId'],
  Deposit: ['coinContractId'],
};

/**
 * What is wrong with a record read back after an accepted write: it does not fit its entity's schema (the server's
 * own validator), a required field is empty, or a field sent was stored as something else.
 */
export function storedProblems({ meta, validators }: RegisteredEntity, sent: Row, stored: Row): string[] {
  const problems: string[] = [];
  const fields = [...meta.fields.values()].filter((f) => !f.system && !f.internal && !f.spec.writeOnly);
  const record = Object.fromEntries(
    fields.filter((f) => stored[f.name] !== undefined).map((f) => [f.name, stored[f.name]]),
  );
  // A nullZero relation reads as 0 for "none"; its column holds null, which the schema takes.
  for (const f of fields) if (f.relation?.nullZero && record[f.name] === 0) record[f.name] = null;
  if (!validators.update(record))
    problems.push(
      `stored row invalid: ${excerpt(validators.update.errors?.map((e) => `${e.instancePath} ${e.message}`))}`,
    );
  for (const name of meta.required) {
    const f = meta.fields.get(name);
    if (f && !f.spec.writeOnly && !f.internal && (stored[name] === null || stored[name] === undefined))
      problems.push(`required ${name} empty`);
  }
  for (const [name, value] of Object.entries(sent)) {
    const f = meta.fields.get(name);
    if (!f || !writable(f) || f.spec.writeOnly) continue;
    if ((value === null || value === undefined) && FILLED_WHEN_EMPTY[meta.name]?.includes(name)) continue;
    if (!sameStored(f, value, stored[name]))
      problems.push(`${name}: sent ${excerpt(value, 120)}, stored ${excerpt(stored[name], 120)}`);
  }
  return problems;
}
