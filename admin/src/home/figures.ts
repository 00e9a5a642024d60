import { Decimal } from 'decimal.js';
// With extensions and no import of the dashboard's other modules: the unit tests load this file as it is.
import { formatDecimal, formatMoney } from '../format.js';

/** What a card needs of an entity's schema (GET /api/meta/schemas) to find its list screen. */
export interface ListScreens {
  resource: string;
  operations: string[];
  route: { allowed?: boolean; paths?: string[]; presets?: Record<string, unknown>[] };
}

/** One figure of the home, as GET /api/meta/kpis answers it. */
export interface KpiFigure {
  entity: string;
  resource: string;
  name: string;
  label: string;
  measure: 'count' | 'sum';
  value: string;
  since: 'today' | 'week' | 'month' | 'all';
  currency?: { id: number; symbol: string | null; decimals: number | null };
  filter: Record<string, unknown>;
  series?: { at: string; value: string }[];
  chart?: { by: 'day' | 'week'; points: number };
}

/** A figure's value in the reader's digits: a count as a whole number, a sum to its coin's decimals with its symbol. */
export function figureText(figure: KpiFigure, locale: string): string {
  const decimals = figure.currency?.decimals;
  if (figure.measure === 'count' || !figure.currency) return formatDecimal(figure.value, locale);
  // The card shows every place the coin has (1,234,567.80), not the shortest form a table cell uses.
  const value =
    decimals === null || decimals === undefined ? figure.value : new Decimal(figure.value).toFixed(decimals);
  return formatMoney(value, locale, { decimals: decimals ?? undefined, symbol: figure.currency.symbol ?? undefined });
}

const PREFIX = '/dashboard';

/**
 * Where a figure's card leads: its entity's list with the figure's filter, on the path whose preset the filter
 * agrees with (Sales for orders that are not purchases). None when the caller has no list screen for it.
 */
export function figureLink(figure: KpiFigure, schemas: ListScreens[]): string | undefined {
  const entity = schemas.find((e) => e.resource === figure.resource);
  if (!entity || entity.route.allowed === false || !entity.operations.includes('list')) return undefined;
  const paths = entity.route.paths ?? [];
  const presets = entity.route.presets ?? [];
  const at = Math.max(
    0,
    presets.findIndex((p) => Object.entries(p).every(([k, v]) => figure.filter[k] === v)),
  );
  if (!paths[at]) return undefined;
  const base = paths[at].startsWith(PREFIX) ? paths[at].slice(PREFIX.length) : paths[at];
  const filter = Object.fromEntries(Object.entries(figure.filter).filter(([k]) => !(k in (presets[at] ?? {}))));
  return `${base}/List?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

const SINCE_ORDER = ['today', 'week', 'month', 'all'];

/** Money first, then the shortest windows (what happened lately), then what is waiting (all records). */
export const byInterest = (a: KpiFigure, b: KpiFigure) =>
  Number(b.measure === 'sum') - Number(a.measure === 'sum') ||
  SINCE_ORDER.indexOf(a.since) - SINCE_ORDER.indexOf(b.since);
