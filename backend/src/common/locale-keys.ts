import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '../schema/registry.js';

const KEY_PREFIXES = [
  'common',
  'messaging',
  'payment',
  'security',
  'customer',
  'product',
  'country',
  'store',
  'setting',
  'tag',
  'coin',
  'role',
  'content',
  'page',
  'menu',
  'enums',
  'resources',
  'dashboard',
  'ra',
  'templatebuilder',
  'storefront',
];
// A known prefix, or any "<area>.error.<name>": error keys of every feature are found without listing them.
const LITERAL = new RegExp(
  `['"\`]((?:${KEY_PREFIXES.join('|')}|[a-z]+(?=\\.error\\.))\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)+)['"\`]`,
  'g',
);

/** Translation keys a registry needs: entity and field labels, menu groups, enum labels and every error key. */
export function registryKeys(registry: Registry): Set<string> {
  const keys = new Set<string>();
  for (const { meta } of registry.entities) {
    keys.add(meta.label);
    keys.add(`menu.groups.${meta.group}`);
    for (const title of meta.route.titles ?? []) keys.add(title);
    for (const field of meta.fields.values()) {
      if (field.internal) continue;
      keys.add(`resources.${meta.resource}.fields.${field.name}`);
      const labels = field.spec['x-labels'];
      if (labels) for (const v of field.spec.enum ?? []) keys.add(`enums.${labels}.${String(v)}`);
      for (const k of Object.values(field.spec['x-errors'] ?? {})) keys.add(k);
      if (field.spec['x-help']) keys.add(field.spec['x-help']);
    }
    for (const child of meta.children) if (child.label) keys.add(child.label);
    for (const section of meta.layout) for (const k of [section.label, section.tab]) if (k) keys.add(k);
    for (const kpi of meta.kpis) keys.add(kpi.label);
    for (const c of meta.list.computed) keys.add(`resources.${meta.resource}.fields.${c.name}`);
    for (const token of meta.list.summary) if (token.startsWith('string|')) keys.add(token.slice(7));
    for (const u of meta.unique) keys.add(u.error);
    for (const lock of meta.rules.locks ?? []) keys.add(lock.error);
    for (const action of Object.values(meta.rules.actions ?? {})) {
      if (typeof action.error === 'string') keys.add(action.error);
      if (typeof action.label === 'string') keys.add(action.label);
    }
    for (const rule of [...(meta.rules.checks ?? []), ...(meta.rules.fixed ?? [])]) keys.add(rule.error);
    if (meta.rules.print) keys.add(meta.rules.print.error);
  }
  return keys;
}

/** Translation keys written as string literals in the source files under dir (spec files excluded). */
export function sourceKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(LITERAL)) keys.add(m[1]);
  }
  return keys;
}
