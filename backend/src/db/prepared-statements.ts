/** The least a client of the pg driver offers: a query with a text and values, or a query config with a name. */
interface PgClient {
  query(...args: unknown[]): unknown;
}

/** The pool of the pg driver, as far as this module uses it. */
export interface PgPool {
  on(event: 'acquire', listener: (client: PgClient) => void): unknown;
  on(event: 'release', listener: (err: unknown, client: PgClient) => void): unknown;
}

export interface PreparedStatementOptions {
  /** Times a statement's text is sent before it is prepared (one-off texts never are). */
  after: number;
  /** Texts prepared at most: each connection keeps each of them parsed, and planned once PostgreSQL deems it fit. */
  max: number;
  /** Texts counted at most while they wait to be sent `after` times; the count starts over when it is full. */
  counted: number;
}

export const PREPARED_STATEMENTS: PreparedStatementOptions = { after: 3, max: 500, counted: 5_000 };

/**
 * Which statement texts run as named prepared statements: those with parameters that the process sends again and
 * again (the pipeline's reads and writes, the checkout's statements). PostgreSQL then parses each once per connection
 * and, after a few runs, keeps a generic plan where it is as good as a fresh one: the checkout's big reads otherwise
 * cost more to plan than to run. Bounded, so a server that composes many different texts (lists' filters) keeps
 * at most `max` statements per connection.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private readonly seen = new Map<string, number>();
  /** Starts over after a table's columns changed under a prepared statement (see forgetAll). */
  private generation = 1;

  constructor(private readonly options: PreparedStatementOptions = PREPARED_STATEMENTS) {}

  /** The name `text` runs under, once it has been sent often enough; undefined while it runs unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= this.options.max) return name;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.options.after) {
      if (this.seen.size >= this.options.counted) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const named = `saray_${this.generation}_${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  /**
   * A table's columns changed under a prepared statement (another node's migration while this one runs): PostgreSQL
   * refuses that statement on every connection that prepared it. Every text starts over under new names, so only
   * the statement that met the change fails; the old ones are left to their connections, which end when idle.
   */
  forgetAll(): void {
    this.names.clear();
    this.seen.clear();
    this.generation++;
  }

  /**
   * Makes every client the pool hands out send its frequent texts as prepared statements (the driver parses each
   * name once per connection and remembers it; a new connection prepares it again).
   */
  attach(pool: PgPool): void {
    const wrapped = new WeakSet<PgClient>();
    pool.on('acquire', (client) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query.bind(client);
      client.query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
        const name =
          typeof text === 'string' && Array.isArray(values) && values.length > 0 ? this.nameOf(text) : undefined;
        if (name === undefined) return query(text, values, ...rest);
        const result = query({ name, text, values }, ...rest);
        if (!(result instanceof Promise)) return result;
        return result.catch((err: unknown) => {
          if (staleResultType(err)) this.forgetAll();
          throw err;
        });
      };
    });
  }
}

/** PostgreSQL's refusal of a prepared statement whose table's columns have changed since it was prepared. */
const staleResultType = (err: unknown): boolean =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(err));
