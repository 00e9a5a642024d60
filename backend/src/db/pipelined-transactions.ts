import { QueryFailedError, type EntityManager } from 'typeorm';
import type { PgPool } from './prepared-statements.js';

/** A client of the pg driver as far as this module uses it: in pipeline mode it writes each query at once. */
interface PipelinedClient {
  pipeline?: boolean;
  connection?: { stream?: { cork?(): void; uncork?(): void } };
  query(...args: unknown[]): unknown;
}

/** What the driver answers for a START TRANSACTION; what TypeORM reads of it. */
const STARTED = { command: 'BEGIN', rows: [], rowCount: null, fields: [] };

/**
 * Per connection: a START waiting to go with the statement after it, and a statement held back to go with the one
 * after it (sendLast's, for the COMMIT).
 */
interface Waiting {
  start: boolean;
  corked: boolean;
}
const waiting = new WeakMap<PipelinedClient, Waiting>();

/** Writes what was held back (see sendLast), once. */
function flush(client: PipelinedClient, state: Waiting): void {
  if (!state.corked) return;
  state.corked = false;
  client.connection?.stream?.uncork?.();
}

/**
 * Transactions on PostgreSQL without a round trip or a write of their own to start them (docs/decisions.md): the
 * pool's connections run in the driver's pipeline mode, where a query is written at once rather than after the
 * previous one's answer, and a START TRANSACTION is answered at once and written with the next statement, in one
 * write. That statement's answer waits for the START's, so a START that failed fails it too. A START that no
 * statement followed ran nothing and is dropped when the connection goes back to the pool. A transaction's last
 * statement goes out with its COMMIT likewise (see sendLast).
 */
export function pipelineTransactions(pool: PgPool): void {
  pool.on('acquire', (client: PipelinedClient) => {
    if (waiting.has(client) || !client.pipeline) return;
    const state: Waiting = { start: false, corked: false };
    waiting.set(client, state);
    const query = client.query.bind(client);
    client.query = (text: unknown, ...rest: unknown[]) => {
      if (text === 'START TRANSACTION' && rest.length === 0) {
        state.start = true;
        return Promise.resolve(STARTED);
      }
      if (!state.start) {
        const answer = query(text, ...rest);
        flush(client, state);
        return answer;
      }
      state.start = false;
      const stream = client.connection?.stream;
      stream?.cork?.();
      let started: Promise<unknown>;
      let answer: unknown;
      try {
        started = query('START TRANSACTION') as Promise<unknown>;
        answer = query(text, ...rest);
      } finally {
        stream?.uncork?.();
      }
      flush(client, state);
      started.catch(() => undefined);
      if (!(answer instanceof Promise)) return answer;
      // Its failure is answered once the START's answer is in (which comes first on the wire), never left unheard.
      answer.catch(() => undefined);
      return started.then(() => answer);
    };
  });
  pool.on('release', (_err: unknown, client: PipelinedClient) => {
    const state = waiting.get(client);
    if (!state) return;
    state.start = false;
    flush(client, state);
  });
}

/**
 * A transaction's last statement before its COMMIT (its history). On a pipelined connection it is sent now and held
 * back until the COMMIT is written (a few promise turns later; the next turn of the event loop writes it anyway),
 * so the two share one write and one round trip; should it fail, PostgreSQL turns the COMMIT into a rollback. Its
 * answer (`answered`) is then awaited once the transaction is over. The query log and the entity subscribers hear
 * of it as of any statement. On the embedded database it is run and awaited now.
 */
export async function sendLast(
  manager: EntityManager,
  statement: { sql: string; params: unknown[] } | undefined,
): Promise<{ answered?: Promise<unknown> }> {
  if (!statement) return {};
  const { sql, params } = statement;
  const runner = manager.queryRunner as
    (NonNullable<EntityManager['queryRunner']> & { databaseConnection?: PipelinedClient }) | undefined;
  const client = runner?.databaseConnection;
  const state = client && waiting.get(client);
  if (!runner || !client || !state) {
    await manager.query(sql, params);
    return {};
  }
  runner.connection.logger.logQuery(sql, params, runner);
  void runner.broadcaster.broadcast('BeforeQuery', sql, params);
  client.connection?.stream?.cork?.();
  const answered = (client.query(sql, params) as Promise<unknown>).catch((err: unknown) => {
    throw new QueryFailedError(sql, params, err as Error);
  });
  state.corked = true;
  setImmediate(() => flush(client, state));
  // Heard once the transaction is over; until then a failure must not count as unhandled.
  answered.catch(() => undefined);
  return { answered };
}
