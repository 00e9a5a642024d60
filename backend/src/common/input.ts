import { AppError } from './app-error.js';

/** A whole-number parameter of the spec's calls (a query string's text or a body's number) from min up, else 400. */
export function wholeNumber(raw: unknown, path: string, min: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-9]+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > 2147483647)
    throw AppError.badRequest('common.error.invalidvalue', [{ path, error: 'common.error.invalidvalue' }]);
  return n;
}

/** An id parameter: a whole number above 0. */
export const positiveId = (raw: unknown, path: string): number => wholeNumber(raw, path, 1);

/** An entity name as the mappings store it: a word of letters and digits. */
export const entityNameParam = (raw: unknown, path = '/entityName'): string => {
  if (typeof raw !== 'string' || !/^[A-Za-z][A-Za-z0-9]{0,99}$/.test(raw))
    throw AppError.badRequest('common.error.invalidvalue', [{ path, error: 'common.error.invalidvalue' }]);
  return raw;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter is a record's guid (products, categories and blocks are addressed by it). */
export const isGuid = (value: string): boolean => UUID.test(value);
