/**
 * The client side of the live chat hub, shared by the storefront's widget and the dashboard's console: the
 * connection states and retry timing of spec 3 (start retried every 3 seconds, automatic reconnects after 0, 3, 5,
 * 10, 15 and 30 seconds, then every 30), and invocations that answer or throw the server's error body.
 * It drives any socket.io client socket made with `reconnection: false`; the timing is its own.
 */

import type { HubInvocation } from './chat-codes.js';

/** Delays before each automatic reconnect after a connection was lost; the last one repeats. */
export const RECONNECT_DELAYS_MS = [0, 3_000, 5_000, 10_000, 15_000, 30_000];
/** A first connection, or the work to do once connected (opening the chat), that fails is retried after this. */
export const START_RETRY_MS = 3_000;
/** How long an invocation waits for the hub's answer. */
export const INVOKE_TIMEOUT_MS = 10_000;

export type HubState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** The delay before the automatic reconnect number `attempt` (0 for the first). */
export const reconnectDelay = (attempt: number): number =>
  RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];

/** The hub's error body: a translation key, its text in the connection's language and the failing fields. */
export interface HubErrorBody {
  error: string;
  message: string;
  details?: { path: string; error: string; message: string }[];
}

export class HubError extends Error {
  constructor(readonly body: HubErrorBody) {
    super(body.message || body.error);
  }
}

/** The part of a socket.io client socket this helper uses. */
export interface HubSocketLike {
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: any[]) => void): unknown;
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
}

export type Schedule = (run: () => void, ms: number) => () => void;
const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface HubConnectionOptions {
  onState?: (state: HubState) => void;
  /** The handshake was refused (a bad token, an unknown application): no retry, the body says why. */
  onRefused?: (body: HubErrorBody) => void;
  /**
   * Renews the caller's access token when the hub refuses it (it ran out while the page was open): answers whether a
   * new one is there. The connection then starts again, once per refusal until it has connected; without a new
   * token, or refused again, onRefused says why.
   */
  renew?: () => Promise<boolean>;
  schedule?: Schedule;
}

/** The hub's refusal of an access token that is bad, expired or revoked. */
const TOKEN_REFUSED = 'security.error.accessdenied';

export class HubConnection {
  state: HubState = 'disconnected';
  private attempt = 0;
  private everConnected = false;
  private stopped = true;
  /** A token was renewed since the last connection: a second refusal is final. */
  private renewed = false;
  /** Counts stop() calls, so a renewal that ends after a later stop() does not start the connection again. */
  private stops = 0;
  private cancel?: () => void;
  private readonly onConnectedTasks: (() => Promise<unknown>)[] = [];
  private readonly schedule: Schedule;

  constructor(
    readonly socket: HubSocketLike,
    private readonly options: HubConnectionOptions = {},
  ) {
    this.schedule = options.schedule ?? realSchedule;
    socket.on('connect', () => {
      this.attempt = 0;
      this.everConnected = true;
      this.renewed = false;
      this.setState('connected');
      for (const task of this.onConnectedTasks) this.runTask(task);
    });
    socket.on('connect_error', (err: Error & { data?: HubErrorBody }) => {
      if (this.stopped) return;
      if (err?.data?.error) {
        this.stop();
        this.refused(err.data);
        return;
      }
      this.retry();
    });
    socket.on('disconnect', () => {
      if (this.stopped) return;
      this.attempt = 0;
      this.retry();
    });
  }

  /** Connects, and keeps the connection up until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState('connecting');
    this.socket.connect();
  }

  stop(): void {
    this.stops++;
    this.stopped = true;
    this.cancel?.();
    this.cancel = undefined;
    this.socket.disconnect();
    this.setState('disconnected');
  }

  /** Work to do on every (re)connection, such as opening the chat; a failure is retried after 3 seconds. */
  whenConnected(task: () => Promise<unknown>): void {
    this.onConnectedTasks.push(task);
    if (this.state === 'connected') this.runTask(task);
  }

  /** Calls an invocation of the hub: its answer, or a HubError with the server's error body. */
  async invoke<T>(name: HubInvocation, ...args: unknown[]): Promise<T> {
    const answer = (await this.socket.timeout(INVOKE_TIMEOUT_MS).emitWithAck(name, ...args)) as
      { ok: true; data: T } | ({ ok: false } & HubErrorBody);
    if (!answer.ok) throw new HubError(answer);
    return answer.data;
  }

  private refused(body: HubErrorBody): void {
    const { renew, onRefused } = this.options;
    if (body.error !== TOKEN_REFUSED || !renew || this.renewed) {
      onRefused?.(body);
      return;
    }
    this.renewed = true;
    const stops = this.stops;
    void renew()
      .catch(() => false)
      .then((fresh) => {
        if (stops !== this.stops) return;
        if (fresh) this.start();
        else onRefused?.(body);
      });
  }

  private runTask(task: () => Promise<unknown>): void {
    task().catch(() => {
      this.cancel = this.schedule(() => {
        if (this.state === 'connected') this.runTask(task);
      }, START_RETRY_MS);
    });
  }

  private retry(): void {
    const delay = this.everConnected ? reconnectDelay(this.attempt++) : START_RETRY_MS;
    this.setState(this.everConnected ? 'reconnecting' : 'connecting');
    this.cancel?.();
    this.cancel = this.schedule(() => {
      if (!this.stopped) this.socket.connect();
    }, delay);
  }

  private setState(state: HubState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onState?.(state);
  }
}
