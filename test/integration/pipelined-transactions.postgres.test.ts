import pg from 'pg';
import { pipelineTransactions } from '../../backend/src/db/pipelined-transactions.js';
import { PreparedStatements } from '../../backend/src/db/prepared-statements.js';
import { ADMIN_URL } from '../support/database.js';

// On PostgreSQL the pool's connections run in the driver's pipeline mode: a transaction's START is answered at once
// and goes on the wire with its first statement, which still runs inside the transaction. One connection, with the
// prepared statements' wrapper too, as the server sets them up.
describe('pipelined transactions (PostgreSQL)', () => {
  let pool: pg.Pool;

  beforeEach(async () => {
    pool = new pg.Pool({ connectionString: ADMIN_URL, max: 1, pipeline: true } as pg.PoolConfig);
    new PreparedStatements({ after: 1, max: 10, counted: 100 }).attach(pool);
    pipelineTransactions(pool);
    await pool.query('CREATE TABLE IF NOT EXISTS pipelined_shelf (id int PRIMARY KEY)');
    await pool.query('TRUNCATE pipelined_shelf');
  });
  afterEach(async () => {
    await pool.query('DROP TABLE IF EXISTS pipelined_shelf');
    await pool.end();
  });

  const shelf = async () => (await pool.query<{ id: number }>('SELECT id FROM pipelined_shelf ORDER BY id')).rows;
  /** Runs `work` on the pool's one connection, given back to the pool afterwards. */
  const withClient = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await work(client);
    } finally {
      client.release();
    }
  };
  const put = (client: pg.PoolClient, id: number) => client.query('INSERT INTO pipelined_shelf (id) VALUES ($1)', [id]);
  const count = async (client: pg.PoolClient) =>
    (await client.query('SELECT count(*)::int AS n FROM pipelined_shelf')).rows[0].n as number;

  it('answers START TRANSACTION without waiting for the server', async () => {
    await withClient(async (client) => {
      let started = false;
      const start = client.query('START TRANSACTION').then(() => (started = true));
      await Promise.resolve();
      expect(started).toBe(true);
      await start;
      await client.query('ROLLBACK');
    });
  });

  it('writes the START and the statement after it to the socket at once, in one write', async () => {
    await withClient(async (client) => {
      const stream = (client as unknown as { connection: { stream: Record<string, unknown> } }).connection.stream;
      const writes: number[] = [];
      for (const method of ['_write', '_writev']) {
        const original = stream[method] as (...args: unknown[]) => unknown;
        stream[method] = function (this: unknown, ...args: unknown[]) {
          writes.push(1);
          return original.apply(this, args);
        };
      }
      try {
        await client.query('START TRANSACTION');
        await put(client, 5);
        expect(writes).toHaveLength(1);
        await client.query('ROLLBACK');
      } finally {
        delete stream._write;
        delete stream._writev;
      }
    });
  });

  it('drops a START that no statement followed: the next user of the connection is in no transaction', async () => {
    const first = await pool.connect();
    await first.query('START TRANSACTION');
    first.release();
    await withClient(async (next) => {
      await put(next, 6);
      await next.query('ROLLBACK');
    });
    expect(await shelf()).toEqual([{ id: 6 }]);
  });

  it('keeps the statements after the START in its transaction: a rollback takes them back, a commit keeps them', async () => {
    await withClient(async (client) => {
      await client.query('START TRANSACTION');
      await put(client, 1);
      expect(await count(client)).toBe(1);
      await client.query('ROLLBACK');
      expect(await count(client)).toBe(0);

      await client.query('START TRANSACTION');
      await put(client, 2);
      await client.query('COMMIT');
    });
    expect(await shelf()).toEqual([{ id: 2 }]);
  });

  it('a statement sent ahead of the COMMIT that fails turns the commit into a rollback', async () => {
    await withClient(async (client) => {
      await client.query('START TRANSACTION');
      await put(client, 3);
      // Both on the wire before either is answered, as the pipeline's last statement and its COMMIT go.
      const last = put(client, 3);
      const commit = client.query('COMMIT');
      await expect(last).rejects.toThrow(/duplicate key/);
      expect((await commit).command).toBe('ROLLBACK');
      // The connection serves the next transaction.
      await client.query('START TRANSACTION');
      await put(client, 4);
      await client.query('COMMIT');
    });
    expect(await shelf()).toEqual([{ id: 4 }]);
  });
});
