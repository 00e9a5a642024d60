import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { EntitySchema } from '../schema';
import { compareDecimal } from './conditions';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A location as the server stores it: JSON text with a latitude and a longitude in range. */
export function parseLocation(text: unknown): { latitude: number; longitude: number } | null {
  if (typeof text !== 'string') return null;
  try {
    const v = JSON.parse(text) as { latitude?: unknown; longitude?: unknown };
    const { latitude, longitude } = v;
    return typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  } catch {
    return null;
  }
}

/** The server's bounds on decimal text (x-minimum: "0"), reported as the keyword they stand for. */
const DECIMAL_BOUNDS: Record<string, { keyword: string; holds(order: number): boolean }> = {
  'x-minimum': { keyword: 'minimum', holds: (o) => o >= 0 },
  'x-maximum': { keyword: 'maximum', holds: (o) => o <= 0 },
  'x-exclusiveMinimum': { keyword: 'exclusiveMinimum', holds: (o) => o > 0 },
  'x-exclusiveMaximum': { keyword: 'exclusiveMaximum', holds: (o) => o < 0 },
};

/** The server's own formats and decimal bounds, checked in the browser as the server checks them. */
export const validator = customizeValidator({
  customFormats: {
    decimal: DECIMAL,
    html: () => true,
    json: () => true,
    location: (text) => parseLocation(text) !== null,
  },
  extenderFn: (ajv) => {
    for (const [keyword, bound] of Object.entries(DECIMAL_BOUNDS)) {
      const validate = (limit: string, data: string) => {
        const ok = !DECIMAL.test(data) || bound.holds(compareDecimal(data, limit));
        validate.errors = ok
          ? []
          : [{ keyword: bound.keyword, params: { limit }, message: `${bound.keyword} ${limit}` }];
        return ok;
      };
      validate.errors = [] as object[];
      ajv.addKeyword({ keyword, type: 'string', schemaType: 'string', errors: true, validate });
    }
    return ajv;
  },
});

/**
 * The browser's messages for the server's checks: the field's own key (x-errors), else the keyword's common one
 * (common.error.minimum, with its limit), translated.
 */
export const translateErrors =
  (entity: EntitySchema, translate: (key: string, options?: object) => string) => (errors: RJSFValidationError[]) =>
    errors.map((e) => {
      const field = (e.property ?? '').replace(/^\./, '').split('.')[0];
      // A localized field with no text in any language is missing, as a plain field would be.
      const keyword =
        e.name === 'minProperties' ? 'required' : (DECIMAL_BOUNDS[e.name ?? '']?.keyword ?? e.name ?? 'invalid');
      const own = (entity.fields[field]?.['x-errors'] as Record<string, string> | undefined)?.[keyword];
      const key = own ?? `common.error.${keyword.toLowerCase()}`;
      return { ...e, message: translate(key, { ...(e.params ?? {}), _: e.message }) };
    });
