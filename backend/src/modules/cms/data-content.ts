import { isBlank, needsValue, readControls, readJson } from '@saray/contracts/content-template';
import type { ErrorDetail } from '../../common/app-error.js';
import { isSafeHtml } from '../../schema/html-format.js';

const choices = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(String)
    : String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/**
 * Checks a block's data content (spec 3 "Data content value": per control name an object whose `content` is the
 * value) against its template: required controls filled (not switches), numbers numeric, choices among the options,
 * links relative or http(s), rich text safe as the html format requires, and no value for a control the template
 * lacks. Answers the problems, each at /dataContent/{control}.
 */
export function checkDataContent(template: string | null | undefined, dataContent: string): ErrorDetail[] {
  const data = readJson(dataContent);
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return [{ path: '/dataContent', error: 'content.error.datacontent' }];
  const values = data as Record<string, { content?: unknown } | undefined>;
  const controls = readControls(template);
  const known = new Set(controls.map((c) => c.name));
  const problems: ErrorDetail[] = [];
  const at = (name: string, error: string, params?: Record<string, unknown>) =>
    problems.push({ path: `/dataContent/${name}`, error, ...(params ? { params } : {}) });
  for (const name of Object.keys(values))
    if (controls.length && !known.has(name)) at(name, 'common.error.unknownfield', { field: name });
  for (const control of controls) {
    const content = values[control.name]?.content;
    if (isBlank(content)) {
      if (needsValue(control)) at(control.name, 'common.error.required');
      continue;
    }
    if (control.type === 'number' && !Number.isFinite(Number(content))) at(control.name, 'common.error.type');
    else if (
      (control.type === 'select' || control.type === 'radio') &&
      !(control.options ?? []).includes(String(content))
    )
      at(control.name, 'common.error.enum');
    else if (control.type === 'multicheck' && !choices(content).every((c) => (control.options ?? []).includes(c)))
      at(control.name, 'common.error.enum');
    else if (control.type === 'link' && !/^(\/(?!\/)|https?:\/\/)/i.test(String(content)))
      at(control.name, 'common.error.format');
    else if (control.type === 'richtext' && (typeof content !== 'string' || !isSafeHtml(content)))
      at(control.name, 'common.error.format');
  }
  return problems;
}

interface MenuItemValue {
  id?: unknown;
  title?: unknown;
  link?: unknown;
  parentid?: unknown;
}

/**
 * A menu block's items (spec 3 "Menu item", in dataContent 'menuitems'): each has a unique id, a title and a link,
 * and a parent that is still there. Removing an item whose children remain is refused with 'child item exists'
 * (the menu dialog's rule), whichever client sent the list.
 */
export function checkMenuItems(dataContent: string): ErrorDetail[] {
  const data = readJson(dataContent) as Record<string, { content?: unknown } | undefined> | undefined;
  const raw = data?.menuitems?.content;
  if (raw === undefined || raw === null || raw === '') return [];
  const items = readJson(raw);
  const at = (error: string, params?: Record<string, unknown>): ErrorDetail => ({
    path: '/dataContent/menuitems',
    error,
    ...(params ? { params } : {}),
  });
  if (!Array.isArray(items)) return [at('common.error.type')];
  const ids = new Set<string>();
  for (const item of items as MenuItemValue[]) {
    if (!item || typeof item.id !== 'string' || !item.id || ids.has(item.id)) return [at('menu.error.itemid')];
    ids.add(item.id);
    if (typeof item.title !== 'string' || !item.title.trim()) return [at('menu.error.titlerequired')];
    if (typeof item.link !== 'string' || !item.link.trim()) return [at('menu.error.linkrequired')];
  }
  for (const item of items as MenuItemValue[])
    if (
      item.parentid !== undefined &&
      item.parentid !== null &&
      item.parentid !== '' &&
      !ids.has(String(item.parentid))
    )
      return [at('common.error.childitemexist')];
  return [];
}
