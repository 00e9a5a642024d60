import type { DataSource } from 'typeorm';

/** Every row of a table, in id order: compared before and after a refused request to prove nothing changed. */
export async function snapshot(ds: DataSource, table: string): Promise<unknown[]> {
  return ds.query(`SELECT * FROM "${table}" ORDER BY id`);
}
