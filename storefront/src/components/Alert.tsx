/** A message over a form or a table: an error is announced at once (role alert), a success politely (role status). */
export function Alert({ message, kind = 'error' }: { message: string | null | undefined; kind?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

/** The translated message of a refused call, or the fallback when the server could not be reached. */
export const problemOf = (err: unknown, fallback: string): string =>
  (err as { body?: { message?: string } | null }).body?.message ?? fallback;
