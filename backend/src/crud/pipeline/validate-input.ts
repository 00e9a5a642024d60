import { randomUUID } from 'node:crypto';
import { AppError, type ErrorDetail } from '../../common/app-error.js';
import { isLanguage, LANGUAGES } from '../../common/i18n.js';
import type { EntityMeta, FieldMeta } from '../../schema/entity-meta.js';
import { phoneInput } from '../../schema/phone-number.js';
import type { RegisteredEntity } from '../../schema/registry.js';
import { toDetails } from '../../schema/validators.js';
import type { Row } from './serialize.js';

export interface PreparedWrite {
  values: Row;
  /** The version the client last saw, from If-Match or the body; absent when the client sent none. */
  expectedVersion?: number;
}

/**
 * Whether text can be stored as it was sent: PostgreSQL text holds no NUL character, and a lone UTF-16 surrogate (a
 * JSON escape such as \ud800 with no partner) has no UTF-8 form, so the driver would store U+FFFD in its place.
 * Object keys and nested values count too (json fields).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (value: unknown): boolean => {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => storable(k) && storable(v));
  return true;
};

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Brings a request body to the shape the validators check: system and client-side fields (id, createdAt, _allowed)
 * dropped, decimal numbers turned into exact strings, a nullZero relation's 0 into null, a phone number (x-phone)
 * into its international form. A read-only field may be
 * sent back unchanged (react-admin returns the whole record); changing one is refused, except to the platform's own
 * work (the system actor), which is what fills them.
 */
function normalize(
  entity: EntityMeta,
  body: unknown,
  current: Row | undefined,
  details: ErrorDetail[],
  system: boolean,
): Row {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest('common.error.badbody');
  const out: Row = {};
  for (const [key, raw] of Object.entries(body as Row)) {
    const field = entity.fields.get(key);
    if (key.startsWith('_') || field?.system) continue;
    // A write-only field (a password, a key) is never shown, so its input starts empty: empty means "keep it".
    if (field?.spec.writeOnly && (raw === '' || raw === null)) continue;
    let value = raw;
    if (field?.kind === 'decimal' && typeof value === 'number' && Number.isFinite(value)) value = String(value);
    if (field?.relation?.nullZero && value === 0) value = null;
    if (field?.readOnly && !system) {
      const before = current ? current[key] : field.default;
      if (!sameValue(value, before) && !(current === undefined && value === null)) {
        details.push({ path: `/${key}`, error: 'common.error.readonly', params: { field: key } });
      }
      continue;
    }
    // The embedded database's driver drops a byte-order mark at the start of text it reads; both engines drop it on
    // the way in, so what is stored is what every engine reads back.
    if (typeof value === 'string' && value.startsWith('\uFEFF')) value = value.slice(1);
    if (field?.spec['x-phone']) value = phoneInput(value, field.spec['x-phone'], field.nullable);
    if (!storable(value)) details.push({ path: `/${key}`, error: 'common.error.badtext', params: { field: key } });
    // A language's text sent on its own (name_fa): empty removes it, as in { fa: '' }.
    if (field?.translationOf && value === '') value = null;
    if (field?.translations && value && typeof value === 'object' && !Array.isArray(value))
      writeLanguages(field, value as Row, out, details, current === undefined);
    else out[key] = value;
  }
  return out;
}

/**
 * A localized field sent with its languages ({ en, fa, tr }): the default language's text is the field's own, each
 * other language's goes to its companion (empty text removes it, so the default language's text stands in). A new
 * record given no text in the default language takes the first language's text there, so it always has one.
 */
function writeLanguages(field: FieldMeta, texts: Row, out: Row, details: ErrorDetail[], creating: boolean): void {
  // An object naming no language says nothing: it goes on as sent, and is refused as text of the wrong type.
  if (Object.keys(texts).length === 0) {
    out[field.name] = texts;
    return;
  }
  for (const [lang, text] of Object.entries(texts)) {
    if (!isLanguage(lang)) {
      details.push({ path: `/${field.name}/${lang}`, error: 'common.error.unknownfield', params: { field: lang } });
      continue;
    }
    const companion = field.translations![lang];
    if (companion) out[companion] = text === '' ? null : text;
    else out[field.name] = text;
  }
  if (creating && (out[field.name] === undefined || out[field.name] === '' || out[field.name] === null)) {
    const first = LANGUAGES.map((lang) => texts[lang]).find((t) => typeof t === 'string' && t !== '');
    if (first !== undefined) out[field.name] = first;
  }
}

function versionFrom(body: unknown, ifMatch: string | undefined): number | undefined {
  const header = ifMatch?.replace(/^W\//, '').replace(/"/g, '').trim();
  const raw = header || (body as Row | null)?.version;
  if (raw === undefined || raw === null || raw === '' || raw === '*') return undefined;
  // Only a number or its text is a version: turning an object into a number runs its own valueOf and toString,
  // which a JSON body can name as keys ({"valueOf": 1} throws).
  const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n))
    throw AppError.badRequest('common.error.badversion', [{ path: '/version', error: 'common.error.badversion' }]);
  return n;
}

/** Step 2 for a create: every failing field reported at once, 400 with its key. */
export function prepareCreate({ meta, validators }: RegisteredEntity, body: unknown, system = false): PreparedWrite {
  const details: ErrorDetail[] = [];
  const values = normalize(meta, body, undefined, details, system);
  if (!validators.create(values)) details.push(...toDetails(meta, validators.create.errors));
  if (details.length) throw AppError.badRequest('common.error.validation', details);
  for (const field of meta.fields.values()) {
    if (field.spec['x-generated'] === 'uuid' && values[field.name] == null) values[field.name] = randomUUID();
  }
  return { values };
}

/** Step 2 for an update: only the fields sent are checked and written (react-admin's updateMany sends a part). */
export function prepareUpdate(
  { meta, validators }: RegisteredEntity,
  body: unknown,
  current: Row,
  ifMatch?: string,
  system = false,
): PreparedWrite {
  const details: ErrorDetail[] = [];
  const expectedVersion = versionFrom(body, ifMatch);
  const values = normalize(meta, body, current, details, system);
  if (!validators.update(values)) details.push(...toDetails(meta, validators.update.errors));
  if (details.length) throw AppError.badRequest('common.error.validation', details);
  return { values, expectedVersion };
}
