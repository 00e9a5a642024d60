/**
 * A quantity a stepper may hold: a whole number from min up to max (when max is known); what does not read as a
 * number keeps the current quantity.
 *
 * @example clampQuantity('7', 1, 5, 2) // 5
 */
export function clampQuantity(
  value: string | number,
  min: number,
  max: number | null | undefined,
  current: number,
): number {
  // Persian digits typed on a Persian keyboard count as the digits they are.
  const text = String(value)
    .trim()
    .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return current;
  const whole = Math.round(n);
  const upper = max == null ? Infinity : Math.max(min, max);
  return Math.min(upper, Math.max(min, whole));
}
