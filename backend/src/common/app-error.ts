/** One failing field: its JSON path and the translation key of the failure. */
export interface ErrorDetail {
  path: string;
  error: string;
  params?: Record<string, unknown>;
}

/**
 * Every error the API returns: an HTTP status, a translation key from locales/ and, for validation,
 * one detail per failing field. The error filter turns it into { error, message, details }.
 *
 * @example throw new AppError(409, 'product.error.skuexists', [{ path: '/sku', error: 'product.error.skuexists' }]);
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly details: ErrorDetail[] = [],
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }

  static badRequest(key: string, details: ErrorDetail[] = [], params: Record<string, unknown> = {}): AppError {
    return new AppError(400, key, details, params);
  }

  static notFound(key = 'common.error.notfound'): AppError {
    return new AppError(404, key);
  }

  static conflict(key: string, details: ErrorDetail[] = []): AppError {
    return new AppError(409, key, details);
  }
}
