/** The rows an UPDATE … RETURNING gave back: the PostgreSQL driver answers [rows, count] for an UPDATE. */
export function updated<T = Record<string, unknown>>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}
