import { type ActionKind, type Recorder } from './recorder.js';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: <T = unknown>() => T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The statuses this call may answer; anything else is an error answer. Default: 200 and 201. */
  expect?: number[];
}

/**
 * A real HTTP call on behalf of one action. Every answer is checked: a network error or a status the call does not
 * expect is recorded with its body, and the action stops there.
 */
export async function request(
  recorder: Recorder,
  kind: ActionKind,
  origin: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const what = `${method} ${path}`;
  let res: Response;
  let text: string;
  try {
    res = await fetch(origin + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    text = await res.text();
  } catch (err) {
    throw recorder.error(kind, `${what}: ${(err as Error).message} ${String((err as Error).cause ?? '')}`.trim());
  }
  recorder.call();
  if (!(options.expect ?? [200, 201]).includes(res.status)) throw recorder.error(kind, what, res.status, text);
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
}
