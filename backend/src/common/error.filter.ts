import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { isDataError } from '../db/data-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, type ErrorDetail } from './app-error.js';
import type { I18n } from './i18n.js';
import { languageOf } from './request-language.js';
import { loggablePath } from './request-log.js';

interface ErrorBody {
  error: string;
  message: string;
  details: { path: string; error: string; message: string }[];
}

/** Fastify's own refusals (body too large, malformed JSON, wrong content type) in the API's terms. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'common.error.toolarge'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'common.error.badjson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'common.error.badjson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'common.error.mediatype'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'common.error.badbody'],
};

const STATUS_KEYS: Record<number, string> = {
  400: 'common.error.badrequest',
  401: 'security.error.accessdenied',
  403: 'security.error.forbidden',
  404: 'common.error.notfound',
  405: 'common.error.notfound',
  413: 'common.error.toolarge',
  429: 'security.error.toomanyattempts',
};

/** How long a client is asked to wait before retrying while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/** Normalises anything thrown into status + key + details. */
export function describeError(err: unknown): {
  status: number;
  key: string;
  details: ErrorDetail[];
  params: Record<string, unknown>;
} {
  if (err instanceof AppError) return { status: err.status, key: err.key, details: err.details, params: err.params };
  // A database that is down, restarting or out of free connections is the server's temporary state, not a fault in
  // the request: 503, so clients and load balancers retry.
  if (isDatabaseUnavailable(err)) return { status: 503, key: 'database.error.unavailable', details: [], params: {} };
  // A value the database could not hold or convert, on any path (a list filter, a named call's parameter): the
  // request's fault, answered as a 400 where a write would answer it (crud/pipeline/db-errors.ts).
  if (isDataError(err)) return { status: 400, key: 'common.error.invalidvalue', details: [], params: {} };
  // Nest wraps Fastify's own errors in an HttpException and keeps the original as its cause.
  const source = (err instanceof HttpException ? err.cause : undefined) ?? err;
  const code = (source as { code?: string })?.code;
  if (code && FASTIFY_CODES[code]) {
    const [status, key] = FASTIFY_CODES[code];
    return { status, key, details: [], params: {} };
  }
  const status =
    err instanceof HttpException ? err.getStatus() : Number((err as { statusCode?: number })?.statusCode) || 500;
  return { status, key: STATUS_KEYS[status] ?? 'common.error.general', details: [], params: {} };
}

/** The answer to an error: its status and { error: key, message, details } in the request's language. */
export function errorAnswer(
  i18n: I18n,
  err: unknown,
  req: { headers: Record<string, string | string[] | undefined> },
): { status: number; body: ErrorBody } {
  const { status, key, details, params: own } = describeError(err);
  // A refusal that names its values only in its field's detail (an unknown sort field) fills its message from there.
  const params = { ...details.find((d) => d.error === key)?.params, ...own };
  const lang = languageOf(req as { headers: Record<string, string> });
  return {
    status,
    body: {
      error: key,
      message: i18n.t(lang, key, params),
      details: details.map((d) => ({
        path: d.path,
        error: d.error,
        message: i18n.t(lang, d.error, d.params ?? {}),
      })),
    },
  };
}

/** Every error leaves as { error: key, message: text in the request's language, details: [{ path, error, message }] }. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly i18n: I18n) {}

  catch(err: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<{ headers: Record<string, string>; url: string; method: string }>();
    const reply = http.getResponse<{
      status(n: number): { send(b: unknown): void };
      header(k: string, v: string): unknown;
    }>();
    const { status, body } = errorAnswer(this.i18n, err, req);
    // An outage answers every request with the same error: one line each, not a stack. The query string stays out
    // of the log, since it can carry a token.
    const where = `${req.method} ${loggablePath(req.url)}`;
    if (status === 503) this.logger.warn(`${where}: ${(err as Error)?.message ?? String(err)}`);
    else if (status >= 500) this.logger.error(`${where}: ${(err as Error)?.stack ?? String(err)}`);
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.status(status).send(body);
  }
}
