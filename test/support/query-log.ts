import type { DataSource, EntitySubscriberInterface } from 'typeorm';

export interface LoggedQuery {
  query: string;
  parameters: unknown[];
}

/** Records every SQL statement the server sends while `during` runs, with its parameters. */
export async function queriesDuring(ds: DataSource, during: () => Promise<unknown>): Promise<LoggedQuery[]> {
  const seen: LoggedQuery[] = [];
  const subscriber: EntitySubscriberInterface = {
    beforeQuery: (event) =>
      void seen.push({ query: event.query, parameters: Array.isArray(event.parameters) ? event.parameters : [] }),
  };
  ds.subscribers.push(subscriber);
  try {
    await during();
  } finally {
    ds.subscribers.splice(ds.subscribers.indexOf(subscriber), 1);
  }
  return seen;
}

/** Records every SQL statement the server sends while `during` runs (transaction control included). */
export async function statementsDuring(ds: DataSource, during: () => Promise<unknown>): Promise<string[]> {
  return (await queriesDuring(ds, during)).map((q) => q.query);
}
