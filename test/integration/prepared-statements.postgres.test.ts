import pg from 'pg';
import { PreparedStatements } from '../../backend/src/db/prepared-statements.js';
import { ADMIN_URL } from '../support/database.js';

// The pool's frequent statements run as prepared statements on PostgreSQL: parsed once per connection, planned
// generically once PostgreSQL finds that as good. One connection, so what it has prepared can be read back.
describe('prepared statements (PostgreSQL)', () => {
  let pool: pg.Pool;

  beforeEach(() => {
    pool = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
  });
  afterEach(() => pool.end());

  const prepared = async () =>
    (
      await pool.query<{ name: string; statement: string }>(
        'SELECT name, statement FROM pg_prepared_statements ORDER BY name',
      )
    ).rows;

  it('prepares a text sent three times, keeps answering the same, and never prepares a one-off', async () => {
    new PreparedStatements({ after: 3, max: 10, counted: 100 }).attach(pool);
    const often = 'SELECT $1::int + 1 AS n';
    const answers: number[] = [];
    for (let i = 1; i <= 5; i++) answers.push((await pool.query<{ n: number }>(often, [i])).rows[0].n);
    await pool.query('SELECT $1::text AS once', ['x']);

    expect(answers).toEqual([2, 3, 4, 5, 6]);
    expect(await prepared()).toEqual([{ name: 'saray_1_1', statement: often }]);
  });

  it('prepares at most `max` texts; the rest run unnamed and still answer', async () => {
    new PreparedStatements({ after: 1, max: 2, counted: 100 }).attach(pool);
    const texts = [1, 2, 3].map((k) => `SELECT $1::int * ${k} AS n`);
    const answers: number[] = [];
    for (const text of texts) answers.push((await pool.query<{ n: number }>(text, [7])).rows[0].n);

    expect(answers).toEqual([7, 14, 21]);
    expect((await prepared()).map((p) => p.statement)).toEqual(texts.slice(0, 2));
  });

  it('a statement that fails leaves the connection and the next statements working', async () => {
    new PreparedStatements({ after: 1, max: 10, counted: 100 }).attach(pool);
    await expect(pool.query('SELECT 1 / $1::int AS n', [0])).rejects.toThrow(/division by zero/);
    expect((await pool.query<{ n: number }>('SELECT 1 / $1::int AS n', [1])).rows[0].n).toBe(1);
    for (let i = 0; i < 2; i++)
      await expect(pool.query('SELECT nothing FROM nowhere WHERE $1', [true])).rejects.toThrow(/"nowhere"/);
    // A text first sent in a transaction that has already failed is prepared once it can be.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await expect(client.query('SELECT 1 / $1::int AS n', [0])).rejects.toThrow(/division by zero/);
      await expect(client.query('SELECT $1::int AS later', [5])).rejects.toThrow(/current transaction is aborted/);
      await client.query('ROLLBACK');
      expect((await client.query<{ later: number }>('SELECT $1::int AS later', [5])).rows[0].later).toBe(5);
    } finally {
      client.release();
    }
    expect((await pool.query<{ n: number }>('SELECT 1 / $1::int AS n', [1])).rows[0].n).toBe(1);
  });

  it("after a table's columns change under a prepared statement, one call fails and the next read the new columns", async () => {
    new PreparedStatements({ after: 1, max: 10, counted: 100 }).attach(pool);
    const client = await pool.connect();
    try {
      await client.query('CREATE TEMPORARY TABLE shelf (id int)');
      await client.query('INSERT INTO shelf VALUES (1)');
      const read = () => client.query('SELECT * FROM shelf WHERE id = $1', [1]);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await client.query('ALTER TABLE shelf ADD COLUMN label text');
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect((await read()).rows).toEqual([{ id: 1, label: null }]);
    } finally {
      client.release();
    }
  });
});
