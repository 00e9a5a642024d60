/**
 * Whether the database refused a value it was given (SQLSTATE class 22, "data exception": a number out of range, a
 * date-time it cannot hold, text it cannot convert or store). Validation refuses such values before any statement;
 * this names what slips past it, so that it is the caller's 400 and not a 500. TypeORM copies the driver's code onto
 * its own error and keeps the original as `driverError`.
 *
 * @example isDataError({ code: '22003' }) // true: numeric value out of range
 */
export function isDataError(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
