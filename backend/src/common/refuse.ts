import { AppError } from './app-error.js';

/** A cross-record rule's refusal: 400 with the rule's key, pointing at the field the caller should change. */
export const invalid = (error: string, field: string): AppError =>
  AppError.badRequest(error, [{ path: `/${field}`, error }]);

/** A state refusal (the record or one it depends on is not in a state that allows this): 409 with the key. */
export const conflict = (error: string, field?: string): AppError =>
  AppError.conflict(error, field ? [{ path: `/${field}`, error }] : undefined);
