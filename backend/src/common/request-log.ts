import { randomUUID } from 'node:crypto';
import type { LoggerService, LogLevel } from '@nestjs/common';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../config.js';
import { textLines } from './text-log.js';

/** Where the log lines go: standard output unless a caller (a test) gives its own stream. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fields that may hold a secret or a person's contact details, wherever they appear in a logged object: pino replaces
 * their values before the line is written, so a future `log.info({ body })` cannot leak them either.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'query',
  ...['password', 'token', 'access_token', 'refresh_token', 'email', 'mobile'].flatMap((k) => [k, `*.${k}`]),
];

/**
 * A path as it may be logged: without its query string (`?token=…`, search text), and with e-mail addresses, long
 * digit runs (mobile numbers) and long opaque segments (tokens) replaced, since some routes take them in the path.
 *
 * @example loggablePath('/api/a/x@y.com/reset/eyJhbGciOi…?token=1') // '/api/a/[email]/reset/[token]'
 */
export function loggablePath(url: string): string {
  return url
    .split('?')[0]
    .split('/')
    .map((segment) => {
      const text = safeDecode(segment);
      if (text.includes('@')) return '[email]';
      if (/\d{7,}/.test(text)) return '[number]';
      if (text.length > 40) return '[token]';
      return segment;
    })
    .join('/');
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Fastify's own request lines, replaced: no "incoming request" line, one line per answered request with the method,
 * the route, the path without its query, the status, the duration and (from the request's logger) its id; and the
 * not-found and error lines, which by default log the whole URL and the raw request, without them.
 */
class RequestLogController extends LogController {
  constructor(private readonly enabled: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (!this.enabled) return;
    const line = {
      method: req.method,
      route: req.routeOptions.url,
      path: loggablePath(req.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }

  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, req: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ path: loggablePath(req.url), err: error }, error?.message);
  }

  override writeHeadError(error: Error, req: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ path: loggablePath(req.url), err: error }, error?.message);
  }
}

/**
 * Fastify's logger settings: pino, redacted, with a random id per request. Its JSON lines go to standard output as they
 * are, or as readable lines with the `text` format (see text-log.ts). Its level follows the Nest levels asked for
 * (a test or a benchmark asks for errors only), unless requests are logged.
 */
export function loggerOptions(
  config: AppConfig,
  levels: LogLevel[],
  stream?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  const level = config.requestLog || levels.includes('log') ? 'info' : levels.includes('warn') ? 'warn' : 'error';
  return {
    logger: {
      level,
      redact: { paths: REDACTED, censor: '[redacted]' },
      stream: stream ?? (config.logFormat === 'text' ? textLines() : undefined),
    },
    logController: new RequestLogController(config.requestLog),
    genReqId: () => randomUUID(),
  };
}

const PINO_LEVEL: Record<LogLevel, 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal'> = {
  log: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

// Nest's start-up chatter (each module initialised, each of some 170 routes mapped): debug lines, not shown at the
// info level, so that a start prints what a person needs.
const CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's own lines (start-up, warnings, errors) through the same pino logger as the request lines. */
export class PinoNestLogger implements LoggerService {
  constructor(
    private readonly pino: FastifyBaseLogger,
    private readonly levels: LogLevel[],
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (!this.levels.includes(level)) return;
    // Nest passes the context (the logger's name) last, and for errors a stack before it.
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    const fields = { context, ...(stack ? { stack } : {}) };
    const pinoLevel = level === 'log' && context && CHATTER.has(context) ? 'debug' : PINO_LEVEL[level];
    if (message instanceof Error) this.pino[pinoLevel]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[pinoLevel]({ ...fields, ...message });
    else this.pino[pinoLevel](fields, String(message));
  }
}
