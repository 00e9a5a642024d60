import type { DataSource, EntitySubscriberInterface } from 'typeorm';

/** Records every SQL statement the server sends while `during` runs (transaction control included). */
export async function statementsDuring(ds: DataSource, during: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const subscriber: EntitySubscriberInterface = { beforeQuery: (event) => void seen.push(event.query) };
  ds.subscribers.push(subscriber);
  try {
    await during();
  } finally {
    ds.subscribers.splice(ds.subscribers.indexOf(subscriber), 1);
  }
  return seen;
}
