import fc from 'fast-check';
import randexp from 'randexp';
import type { EntityMeta, FieldMeta } from '../../backend/src/schema/entity-meta.js';

type Row = Record<string, unknown>;

/** A field the generic API lets a client write. */
export const writable = (f: FieldMeta): boolean => !f.system && !f.internal && !f.readOnly;

const INT32 = 2 ** 31;

/** Text a person may well type: Latin, Persian, direction marks, joiners, emoji and combining marks. */
const TEXT_UNITS = [
  ...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-_.,:;!?@#()',
  ...'سلامدنیاکتابپژوهشگ',
  ...'çğıöşüİ',
  '\u200F',
  '\u200E',
  '\u202E',
  '\u200D',
  '\u200C',
  'e\u0301',
  '\u0651',
  '😀',
  '👩‍👩‍👧',
  '🇮🇷',
  '"',
  "'",
  '\\',
  '<',
  '&',
  '\n',
  '\t',
];

/** A string of `min`..`max` code points (the unit JSON Schema's lengths count). */
const text = (min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...TEXT_UNITS), { maxLength: Math.min(max, 40) }).map((units) => {
    const points = [...units.join('')].slice(0, max);
    while (points.length < min) points.push('a');
    return points.join('');
  });

/** Strings matching a pattern, drawn deterministically (randexp with its random source replaced by the seed). */
const matching = (pattern: string): fc.Arbitrary<string | undefined> => {
  // randexp is CommonJS typed as `export =`: under ES modules the class is the default export.
  const RandExp = ((randexp as unknown as { default?: typeof randexp }).default ?? randexp) as unknown as new (
    p: string,
  ) => { max: number; randInt: (a: number, b: number) => number; gen(): string };
  try {
    new RandExp(pattern).gen();
  } catch {
    // randexp knows no look-behind: such a field keeps the value of its valid base.
    return fc.constant(undefined);
  }
  return fc.integer({ min: 1, max: 2 ** 30 }).map((seed) => {
    const gen = new RandExp(pattern);
    gen.max = 12;
    let s = seed;
    gen.randInt = (a, b) => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return a + (s % (b - a + 1));
    };
    return gen.gen();
  });
};

const decimalText = (negative: boolean): fc.Arbitrary<string> =>
  fc
    .tuple(
      negative ? fc.boolean() : fc.constant(false),
      fc.bigInt({ min: 0n, max: 10n ** 15n }),
      fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
    )
    .map(([neg, whole, frac]) => `${neg && whole > 0n ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`);

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const dates = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** A value the field's schema allows (or nearly: a drawn text may still miss a rule the schema cannot state). */
export function validValue(field: FieldMeta, base: Row): fc.Arbitrary<unknown> {
  const s = field.spec;
  if (field.relation) return fc.constant(base[field.name] ?? (field.nullable ? null : 0));
  if (s.enum) return fc.constantFrom(...s.enum);
  // A phone field keeps only valid numbers: Iranian mobiles in their stored form, so they read back as sent.
  if (s['x-phone'])
    return base[field.name] !== undefined
      ? fc.constant(base[field.name])
      : fc.integer({ min: 0, max: 9_999_999 }).map((d) => `+98912${String(d).padStart(7, '0')}`);
  if (s.pattern)
    return base[field.name] !== undefined
      ? fc.constant(base[field.name])
      : matching(s.pattern).map((v) => v ?? (field.nullable ? null : 'abc'));
  switch (field.kind) {
    case 'integer': {
      const above = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -INT32;
      const below = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : INT32 - 1;
      return fc.integer({ min: Math.max(s.minimum ?? -INT32, above), max: Math.min(s.maximum ?? INT32 - 1, below) });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e12, max: s.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'decimal': {
      const nonNegative = [s['x-minimum'], s['x-exclusiveMinimum']].some((b) => b !== undefined && Number(b) >= 0);
      return decimalText(!nonNegative);
    }
    case 'boolean':
      return fc.boolean();
    case 'date':
      return dates.map(isoDate);
    case 'datetime':
      return dates.map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'json':
      return (Array.isArray(s.type) ? s.type : [s.type]).includes('array')
        ? fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 })
        : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  }
  switch (s.format) {
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/), fc.nat())
        .map(([name, n]) => `${name}.${n}@example.com`);
    case 'uri':
      return fc.webUrl();
    case 'html':
      return fc.constantFrom('<p>Tea &amp; <b>sugar</b></p>', '<p dir="rtl">سلام <i>دنیا</i></p>', 'Plain words');
    case 'json':
      return fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
    case 'location':
      return fc
        .record({
          latitude: fc.double({ min: -90, max: 90, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        })
        .map((v) => JSON.stringify(v));
    case 'regex':
      return fc.constantFrom('^[a-z]+$', '\\d{3}');
  }
  return text(s.minLength ?? 0, s.maxLength ?? 200);
}

const HUGE = 'x'.repeat(100 * 1024);
const UNICODE = [
  'سلام دنیا',
  '\u200Fright-to-left\u200E',
  'a\u202Eevil\u202C',
  'zero\u200Dwidth\u200Cjoiners',
  '👩‍👩‍👧 family 🇮🇷',
  'e\u0301\u0301\u0301 combining',
  '\ud800 lone high',
  'lone low \udc00',
  '\udfff\ud800 reversed pair',
  'nul \u0000 inside',
  '\u0085\u2028\u2029 separators',
  '\uFEFFbom',
];
const NUMBERS = [
  0,
  -0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  0.1,
  123456.789,
];
const NUMBER_TEXTS = [
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1_000',
  ' 12 ',
  '12abc',
  '0.000000000000000000000000000000000000001',
  '123456789012345678901234567890.123456789012345678901234567890',
  `1.${'9'.repeat(20000)}`,
  '9'.repeat(140000),
  '-',
  '.5',
  '5.',
  '1e5',
];
const DATES = [
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '0000-01-01',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-1-1',
  '20240101',
  '2024-01-01T00:00:00Z',
  'not a date',
  '',
];
const DATE_TIMES = [
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '0001-01-01T00:30:00+14:00',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-01:00',
  '9999-12-31T20:00:00-12:00',
  '+010000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '2024-06-30T23:59:60Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T25:00:00Z',
  '2024-01-01T00:00:00',
  '2024-01-01T00:00:00.123456789Z',
  '2024-01-01T00:00:00+25:00',
  '2024-01-01',
  'now',
  'infinity',
  '-infinity',
];

/** Values no field of this kind should take without question: wrong types, edges, hostile text. */
export function hostileValue(field: FieldMeta): fc.Arbitrary<unknown> {
  const s = field.spec;
  const general: unknown[] = [null, true, {}, [], [1, 2], { nested: { deeper: [null] } }, '', HUGE, ...UNICODE];
  const byKind: unknown[] = [];
  if (s.maxLength !== undefined) byKind.push('y'.repeat(s.maxLength + 1), 'é'.repeat(s.maxLength + 1));
  if (s.minLength) byKind.push('z'.repeat(s.minLength - 1));
  if (s.enum) byKind.push('__not_an_option__', String(s.enum[0]).toUpperCase(), 99999, [s.enum[0]]);
  if (field.relation) byKind.push(2147483647, 999999, -1, 0, 2 ** 31, 1.5, '1', String(2 ** 40));
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'decimal':
      byKind.push(...NUMBERS, ...NUMBER_TEXTS);
      break;
    case 'date':
      byKind.push(...DATES, 20240101);
      break;
    case 'datetime':
      byKind.push(...DATE_TIMES, 1704067200000);
      break;
    case 'boolean':
      byKind.push('true', 'false', 0, 1, 'yes');
      break;
    case 'uuid':
      byKind.push('00000000-0000-0000-0000-00000000000g', '{00000000-0000-0000-0000-000000000000}', 'not-a-uuid');
      break;
    case 'json':
      byKind.push('{}', { '\u0000': 1 }, ['\u0000'], { deep: [[[[[[[[[[[]]]]]]]]]]] }, { n: 1e308 }, [HUGE]);
      break;
    default:
      byKind.push(42, -0, 1e308, '1e999', '2024-01-01', 'x\u0000y');
  }
  return fc.constantFrom(...byKind, ...general);
}

/** Names a record never has: unknown fields, system fields and prototype keys a client might try to set. */
const EXTRA_FIELDS = [
  'fuzzExtra',
  'id',
  'version',
  'createdAt',
  'createdBy',
  '_allowed',
  'constructor',
  'toString',
  'ÿ',
];

export interface Payload {
  kind: 'valid-looking' | 'hostile';
  body: Row;
}

/**
 * Request bodies built on a valid base: valid-looking ones replace a few fields with values their schema allows;
 * hostile ones change one or two fields to edge or wrong values, leave out a required field or add an unknown one.
 * `forUpdate` bodies carry only the fields changed (updates are partial).
 */
export function payloads(entity: EntityMeta, base: Row, forUpdate: boolean): fc.Arbitrary<Payload> {
  const fields = [...entity.fields.values()].filter(writable);
  const start = (): Row => (forUpdate ? {} : { ...base });
  if (fields.length === 0)
    return fc.constantFrom<Payload>({ kind: 'hostile', body: { fuzzExtra: 1 } }, { kind: 'hostile', body: {} });
  const pick = fc.constantFrom(...fields);
  const valid = fc
    .uniqueArray(pick, { minLength: forUpdate ? 1 : 0, maxLength: 3, selector: (f) => f.name })
    .chain((chosen) => fc.tuple(...chosen.map((f) => validValue(f, base).map((v) => [f.name, v] as const))))
    .map((pairs): Payload => ({ kind: 'valid-looking', body: Object.assign(start(), Object.fromEntries(pairs)) }));
  const required = entity.required.filter((n) => fields.some((f) => f.name === n));
  const hostile = fc
    .tuple(
      fc.uniqueArray(pick, { minLength: 1, maxLength: 2, selector: (f) => f.name }),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
        {
          weight: 1,
          arbitrary: required.length ? fc.constantFrom<string | undefined>(...required) : fc.constant(undefined),
        },
      ),
      fc.option(fc.tuple(fc.constantFrom(...EXTRA_FIELDS), fc.jsonValue({ maxDepth: 1 })), { freq: 6, nil: undefined }),
    )
    .chain(([chosen, omit, extra]) =>
      fc.tuple(...chosen.map((f) => hostileValue(f).map((v) => [f.name, v] as const))).map((pairs): Payload => {
        const body: Row = Object.assign(start(), Object.fromEntries(pairs));
        if (omit && !forUpdate) delete body[omit];
        if (omit && forUpdate) body[omit] = null;
        if (extra) body[extra[0]] = extra[1];
        return { kind: 'hostile', body };
      }),
    );
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostile });
}

const FILTER_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e20,
    -1e308,
    '2147483648',
    '99999999999999999999',
    '1e999',
    `0.${'1'.repeat(2000)}`,
    '0001-01-01',
    '10000-01-01',
    '0000-01-01',
    '2024-02-30',
    '9999-12-31T23:59:59-01:00',
    '0001-01-01T00:00:00+01:00',
    '2024-06-30T23:59:60Z',
    'infinity',
    'ق',
    '\ud800',
    '\u202Eabc',
    '👩‍👩‍👧',
    'a\u0000b',
    [1, 2 ** 31],
    [null],
    [[1]],
    { a: { b: 1 } },
    'not-a-uuid',
    true,
  ),
);

/** A list call's query string: random filter, sort, range and q, sometimes not JSON at all. */
export function listQueries(entity: EntityMeta): fc.Arbitrary<string> {
  const names = [...entity.fields.keys()];
  const fieldName = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom('_gte', '_lte', '_gt', '_lt', '_neq'))
        .map(([n, s]) => n + s),
    },
    { weight: 1, arbitrary: fc.constantFrom('q', 'nope', '__proto__', 'constructor', 'id_like', '') },
  );
  const filter = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(fieldName, FILTER_VALUES, { minKeys: 1, maxKeys: 3 }).map((d) => JSON.stringify(d)),
    },
    { weight: 1, arbitrary: fc.constantFrom('[]', '"x"', '1', 'null', '{', '{"q":', '{"id":1}}') },
  );
  const sort = fc.oneof(
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })),
        fc.constantFrom('ASC', 'DESC', 'asc', 'desc', 'UP', '', 1, null),
      )
      .map((t) => JSON.stringify(t)),
    fc.constantFrom('[]', '["id"]', '{"id":"ASC"}', 'id', '[1,"ASC"]'),
  );
  const bound = fc.oneof(
    fc.integer({ min: -5, max: 60 }),
    fc.constantFrom(-1, 2 ** 31, 2 ** 53, 1e308, 1.5, '0', null),
  );
  const range = fc.oneof(
    fc.tuple(bound, bound).map((t) => JSON.stringify(t)),
    fc.constantFrom('[0]', '[0,1,2]', '[5,1]', '[0,1e400]', '"0-9"', '{}', 'x'),
  );
  return fc
    .record(
      {
        filter,
        sort,
        range,
        q: fc.oneof(text(0, 30), fc.constantFrom('\ud800', '%', "' OR 1=1 --", '\\')),
      },
      { requiredKeys: [] },
    )
    .map(({ q, ...rest }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(rest)) if (v !== undefined) params.set(k, v);
      if (q !== undefined && rest.filter === undefined) params.set('filter', JSON.stringify({ q }));
      return `?${params.toString()}`;
    });
}
