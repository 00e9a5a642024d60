import type { EntitySchema } from './schema';

export type ScreenKind = 'list' | 'create' | 'update';

/** One screen of spec 2 §2: a path pattern (below the dashboard's base), the entity and what the path stands for. */
export interface Screen {
  kind: ScreenKind;
  entity: EntitySchema;
  /** The path the screen's List/Create/Update hang from, e.g. /Payments/Payment/Receipt. */
  base: string;
  /** Its optional segments, in order (named after a field when they filter and preset). */
  segments: string[];
  /** Field values the base stands for (Receipt: isReceipt true). */
  preset: Record<string, unknown>;
  /** The react-router pattern, e.g. /Blockchains/CoinContract/List/:coinId? */
  pattern: string;
}

export interface MenuEntry {
  to: string;
  title: string;
  entity: EntitySchema;
}

export interface Redirect {
  from: string;
  to: string;
}

const PREFIX = '/dashboard';
const strip = (p: string) => (p.startsWith(PREFIX) ? p.slice(PREFIX.length) : p);
const parent = (p: string) => p.slice(0, p.lastIndexOf('/'));
const SEGMENT: Record<ScreenKind, string> = { list: 'List', create: 'Create', update: 'Update' };

/** Redirects spec 2 §2 names outside the entities' own paths. */
const SPEC_REDIRECTS: Redirect[] = [
  { from: '/CRM', to: '/CRM/Project/List' },
  { from: '/WarehouseStocks', to: '/WarehouseStocks/StockTransaction/List' },
  { from: '/CMS/Category/Project', to: '/CMS/Category/List/Project' },
  { from: '/CMS/Category/Project/Create', to: '/CMS/Category/Create/Project' },
  { from: '/CMS/Category/Unit', to: '/CMS/Category/List/Unit' },
  { from: '/CMS/Category/Unit/Create', to: '/CMS/Category/Create/Unit' },
  { from: '/Project/Attributes/List', to: '/Settings/Attributes/List/Project' },
  { from: '/Project/Attributes/Create', to: '/Settings/Attributes/Create/Project' },
];

/**
 * The dashboard's route tree from the entity files' `route` blocks: for every path, List, Create and Update/:id with
 * the entity's optional segments; the path itself redirects to its list. An entity with several paths (Payment and
 * Receipt) also answers at their common parent, without a preset.
 */
export function buildRoutes(schemas: EntitySchema[]): { screens: Screen[]; redirects: Redirect[]; menu: MenuEntry[] } {
  const screens: Screen[] = [];
  const redirects: Redirect[] = [];
  const menu: MenuEntry[] = [];
  for (const entity of schemas) {
    // Screens and menu entries only for the route's roles; the rest of the dashboard answers "not found".
    if (entity.route.allowed === false) continue;
    const paths = (entity.route.paths ?? []).map(strip);
    const bases = paths.map((base, i) => ({ base, preset: entity.route.presets?.[i] ?? {} }));
    if (entity.route.presets?.length) bases.push({ base: parent(paths[0]), preset: {} });
    for (const { base, preset } of bases) {
      const allowed: Record<ScreenKind, boolean> = {
        list: entity.operations.includes('list'),
        create: entity.operations.includes('create'),
        update: entity.operations.includes('view') || entity.operations.includes('update'),
      };
      for (const kind of ['list', 'create', 'update'] as const) {
        if (!allowed[kind]) continue;
        const segments = entity.route.params?.[kind] ?? [];
        const optional = segments.map((s) => `/:${s}?`).join('');
        const pattern = `${base}/${SEGMENT[kind]}${optional}${kind === 'update' ? '/:id' : ''}`;
        screens.push({ kind, entity, base, segments, preset, pattern });
      }
      if (allowed.list) redirects.push({ from: base, to: `${base}/List` });
    }
    if (entity.route.menu && entity.operations.includes('list')) {
      paths.forEach((p, i) => menu.push({ to: `${p}/List`, title: entity.route.titles?.[i] ?? entity.label, entity }));
    }
  }
  const known = new Set(screens.map((s) => s.base + '/List'));
  for (const r of SPEC_REDIRECTS) {
    const listOf = r.to.replace(/\/(List|Create).*$/, '/List');
    if (known.has(listOf)) redirects.push(r);
  }
  return { screens, redirects, menu };
}

/** A screen's path with the values it has, stopping at the first missing optional segment. */
export function screenPath(
  base: string,
  kind: ScreenKind,
  segments: string[],
  values: Record<string, string | undefined>,
  id?: string | number,
): string {
  const filled: string[] = [];
  for (const s of segments) {
    if (values[s] === undefined || values[s] === '') break;
    filled.push(encodeURIComponent(values[s]!));
  }
  return [base, SEGMENT[kind], ...filled, ...(id === undefined ? [] : [String(id)])].join('/');
}

/**
 * Where a record of the entity opens on its own update screen, if the caller has one: below the entity's first path
 * (their common parent when its paths are presets, such as payments and receipts).
 */
export function recordPath(entity: EntitySchema, id: string | number): string | undefined {
  const paths = (entity.route.paths ?? []).map(strip);
  const canOpen = entity.operations.includes('view') || entity.operations.includes('update');
  if (entity.route.allowed === false || !paths.length || !canOpen) return undefined;
  const preset = entity.route.presets?.[0];
  const base = preset && Object.keys(preset).length ? parent(paths[0]) : paths[0];
  return screenPath(base, 'update', [], {}, id);
}
