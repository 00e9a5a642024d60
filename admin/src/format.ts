/** A decimal string with thousands separators in the reader's language, exact (no float rounding). */
export function formatMoney(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, int, frac] = match;
  const grouped = BigInt(int).toLocaleString(locale);
  const point = (1.5).toLocaleString(locale).charAt(1);
  const digits = frac ? point + [...frac].map((d) => Number(d).toLocaleString(locale)).join('') : '';
  return `${sign}${grouped}${digits}`;
}

/** Dates as spec 2 §9 writes them: YYYY/MM/DD (and HH:mm), in the Persian calendar for fa. */
export function formatDate(value: unknown, locale: string, withTime: boolean): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const calendar = locale === 'fa' ? 'persian' : 'gregory';
  const parts = new Intl.DateTimeFormat(`${locale}-u-ca-${calendar}-nu-latn`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: withTime ? undefined : 'UTC',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}/${part('month')}/${part('day')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}
