import pretty, { type PrettyStream } from 'pino-pretty';

/** The fields a text line shows in its message, so they are not repeated as properties under it. */
const IN_MESSAGE = ['pid', 'hostname', 'context', 'reqId', 'method', 'route', 'path', 'status', 'durationMs'];

/**
 * One log record's message as a person reads it: the context first (`[Seed] …`), a request as
 * `GET /api/products 200 12.5 ms`, and the path an error line carries.
 *
 * @example textMessage({ msg: 'request', method: 'GET', path: '/api/x', status: 200, durationMs: 1.5 }) // 'GET /api/x 200 1.5 ms'
 */
export function textMessage(log: Record<string, unknown>): string {
  const context = typeof log.context === 'string' ? `[${log.context}] ` : '';
  const msg = String(log.msg ?? '');
  if (log.method && log.status !== undefined) {
    const request = `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.durationMs)} ms`;
    return `${context}${msg === 'request' ? request : `${msg}: ${request}`}`;
  }
  return `${context}${msg}${typeof log.path === 'string' ? ` (${log.path})` : ''}`;
}

let shared: PrettyStream | undefined;

/**
 * The `text` log format: pino's JSON lines written to standard output as readable ones, the local time, the level
 * (coloured when the terminal has colours), the message; other fields, errors with their stack, on lines below. One
 * stream per process, whatever the number of servers in it (tests start many).
 */
export function textLines(): PrettyStream {
  return (shared ??= pretty({
    colorize: process.stdout.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: IN_MESSAGE.join(','),
    messageFormat: (log) => textMessage(log),
    // Synchronous like pino's own standard output, so lines are not lost when the process exits.
    sync: true,
  }));
}
