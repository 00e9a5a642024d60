import { QueryFailedError, type EntityManager } from 'typeorm';
import type { PgPool } from './prepared-statements.js';

/** A client of the pg driver as far as this module uses it: in pipeline mode it writes each query at once. */
interface PipelinedClient {
  pipeline?: boolean;
  query(...args: unknown[]): unknown;
}

/** What the driver answers for a START TRANSACTION; what TypeORM reads of it. */
const STARTED = { command: 'BEGIN', rows: [], rowCount: null, fields: [] };

/**
 * Transactions on PostgreSQL without a round trip of their own to start them (docs/decisions.md): the pool's
 * connections run in the driver's pipeline mode, where a query is written at once rather than after the previous
 * one's answer, and a START TRANSACTION is answered at once. The transaction's first statement follows it on the
 * wire; its answer waits for the START's, so a START that failed fails that statement too. A transaction's last
 * statement can likewise go ahead of its COMMIT (see sendAhead).
 */
export function pipelineTransactions(pool: PgPool): void {
  const wrapped = new WeakSet<PipelinedClient>();
  pool.on('acquire', (client: PipelinedClient) => {
    if (wrapped.has(client) || !client.pipeline) return;
    wrapped.add(client);
    const query = client.query.bind(client);
    let starting: Promise<unknown> | undefined;
    client.query = (text: unknown, ...rest: unknown[]) => {
      if (text === 'START TRANSACTION' && rest.length === 0) {
        starting = query(text) as Promise<unknown>;
        starting.catch(() => undefined);
        return Promise.resolve(STARTED);
      }
      const answer = query(text, ...rest);
      if (!starting || !(answer instanceof Promise)) return answer;
      const started = starting;
      starting = undefined;
      // Its failure is answered once the START's answer is in (which comes first on the wire), never left unheard.
      answer.catch(() => undefined);
      return started.then(() => answer);
    };
  });
}

/**
 * Sends a statement on the transaction's connection now, ahead of whatever the caller sends next (its COMMIT), and
 * answers its rows once they come: on a pipelined connection the two share one round trip, and should this
 * statement fail, PostgreSQL turns the COMMIT that follows into a rollback. The query log and the entity subscribers hear
 * of it as of any statement. Undefined when the connection is not pipelined (the embedded database): run it as usual.
 */
function sendAhead(manager: EntityManager, sql: string, params: unknown[]): Promise<unknown[]> | undefined {
  const runner = manager.queryRunner as
    (NonNullable<EntityManager['queryRunner']> & { databaseConnection?: PipelinedClient }) | undefined;
  const client = runner?.databaseConnection;
  if (!runner || !client?.pipeline) return undefined;
  runner.connection.logger.logQuery(sql, params, runner);
  void runner.broadcaster.broadcast('BeforeQuery', sql, params);
  return (client.query(sql, params) as Promise<{ rows: unknown[] }>).then(
    (r) => r.rows,
    (err: unknown) => {
      throw new QueryFailedError(sql, params, err as Error);
    },
  );
}

/**
 * A transaction's last statement before its COMMIT (its history): sent ahead of the COMMIT where the connection
 * allows, its answer to be awaited once the transaction is over (`answered`); else run and awaited now.
 */
export async function sendLast(
  manager: EntityManager,
  statement: { sql: string; params: unknown[] } | undefined,
): Promise<{ answered?: Promise<unknown> }> {
  if (!statement) return {};
  const answered = sendAhead(manager, statement.sql, statement.params);
  if (!answered) {
    await manager.query(statement.sql, statement.params);
    return {};
  }
  // Heard once the transaction is over; until then a failure must not count as unhandled.
  answered.catch(() => undefined);
  return { answered };
}
