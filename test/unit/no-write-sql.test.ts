import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from '../../eslint-rules/no-write-sql.js';

const root = path.resolve(import.meta.dirname, '../..');
const ALLOWED = ['stock-decrement', 'outbox'];

/** The rule's findings on one module's source: [message id, line]. */
const lint = (code: string): [string | null, number][] =>
  new Linter({ configType: 'flat' })
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { saray: { rules: { 'no-write-sql': rule } } },
          rules: { 'saray/no-write-sql': ['error', { allowed: ALLOWED }] },
        },
      ],
      'module.ts',
    )
    .map((m) => [m.messageId ?? m.message, m.line]);

test('write SQL is refused without a name, refused with an unknown name and allowed with a listed one', () => {
  const statement =
    'await manager.query(`UPDATE product_stocks\n  SET quantity = quantity - $2 WHERE id = $1`, [1, 2]);';
  expect(lint(statement)).toEqual([['sql', 1]]);
  expect(lint(`// write-sql: stock-count\n${statement}`)).toEqual([['unknown', 2]]);
  expect(lint(`// write-sql: stock-decrement\n${statement}`)).toEqual([]);
  // The name may also stand before the statement holding a multi-line call, or before the text inside it.
  expect(lint(`// write-sql: outbox\nconst rows = await manager.query(\n  'DELETE FROM outbox_messages'\n);`)).toEqual(
    [],
  );
  expect(
    lint(`const rows = await manager.query(\n  // write-sql: outbox\n  'DELETE FROM outbox_messages'\n);`),
  ).toEqual([]);
  // A name two lines up marks nothing.
  expect(lint(`// write-sql: outbox\n\nawait manager.query('DELETE FROM outbox_messages');`)).toEqual([['sql', 3]]);
});

test('every form of write SQL is found, in any case, across lines, in templates and concatenations', () => {
  const found = (sql: string) => lint(`db.query(${sql});`).length;
  expect(found("'insert into customers (id) values (1)'")).toBe(1);
  expect(found('`Update ${table} o\n   set a = 1`')).toBe(1);
  expect(found("'DELETE FROM ' + table")).toBe(1);
  expect(found("'TRUNCATE record_histories'")).toBe(1);
  expect(found("'MERGE INTO stocks s USING x ON true'")).toBe(1);
  expect(found("'INSERT INTO a SELECT 1 ON CONFLICT (k) DO UPDATE SET b = 1'")).toBe(1);
  // Reads, including locking ones, and ordinary text are not writes.
  expect(found("'SELECT id FROM payments WHERE guid = $1 FOR UPDATE'")).toBe(0);
  expect(found("'SELECT 1 FROM tasks FOR UPDATE SKIP LOCKED'")).toBe(0);
  expect(found("'the text is truncated to fit; update the set of names'")).toBe(0);
});

test("TypeORM's write calls are refused; the pipeline's calls and other objects' same-named methods are not", () => {
  expect(
    lint(
      [
        "await manager.createQueryBuilder().update('AuthSession').set({ revokedAt: null }).execute();",
        "await this.dataSource.createQueryBuilder().insert().into('OutboxMessage').values({}).execute();",
        'await qb.delete().execute();',
        "await tx.manager.save('Customer', row);",
        "await this.dataSource.getRepository('Customer').remove(row);",
      ].join('\n'),
    ).map(([id]) => id),
  ).toEqual(['builder', 'builder', 'builder', 'builder', 'builder']);
  expect(
    lint(
      [
        "await this.crud.update('customers', actor, '1', {});",
        "await ctx.tx.remove('favorites', actor, 2);",
        "createHash('sha256').update(key).digest('hex');",
        'await this.storage.save(directory, ext, content);',
        'this.running.delete(work);',
      ].join('\n'),
    ),
  ).toEqual([]);
});

test('the configuration applies the rule to the feature modules with the named exceptions of docs/decisions.md', async () => {
  const config = await new ESLint({ cwd: root }).calculateConfigForFile('backend/src/modules/ops/scheduler.ts');
  const [, options] = config.rules['saray/no-write-sql'] as [number, { allowed: string[] }];
  const decisions = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
  const section = /^## \d+\. One write path\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(decisions)?.[1] ?? '';
  const named = [...section.matchAll(/^ {2}- `([\w-]+)`/gm)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(0);
  expect([...options.allowed].sort()).toEqual([...named].sort());
});
