import { Inject, Injectable } from '@nestjs/common';
import type { ProductAttribute } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { sanitizeRichText } from '../../schema/html-format.js';
import type { RouteContext } from './route-data.service.js';

/** Attribute control types (spec 3 §9) whose values the table shows other than as plain text, or not at all. */
const SWITCH = 5,
  RICHTEXT = 4,
  FILE = 6,
  DROPDOWN = 11,
  CHECKBOXES = 21,
  RADIO = 22;
/** Controls whose value is one or more of the attribute's values (AttributeValue), each named in every language. */
const CHOICES = new Set([DROPDOWN, CHECKBOXES, RADIO]);

/**
 * A stored attribute value as the specification table shows it: a switch as a flag, a multi-checkbox's |a|b| as
 * 'a, b', rich text cleaned again; empty values and uploaded files are left out.
 */
export function attributeValue(controlType: number, raw: unknown): Omit<ProductAttribute, 'name' | 'group'> | null {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text || controlType === FILE) return null;
  if (controlType === SWITCH) return { value: text === 'true' ? 'true' : 'false', kind: 'flag' };
  if (controlType === CHECKBOXES) {
    const items = text.split('|').filter(Boolean);
    return items.length ? { value: items.join(', '), kind: 'text' } : null;
  }
  if (controlType === RICHTEXT) return { value: sanitizeRichText(text), kind: 'html' };
  return { value: text, kind: 'text' };
}

/**
 * A chosen value in the reader's language: the dashboard keeps the value's name as its editor read it, in whichever
 * language, so each stored name (any language's) is looked up among the attribute's values; a name that is not
 * among them (a value since renamed) stays as stored.
 *
 * @example translatedChoice(21, '|Black|Blue|', new Map([['Black', 'مشکی']])) // '|مشکی|Blue|'
 */
export function translatedChoice(controlType: number, raw: unknown, names: Map<string, string> | undefined): unknown {
  if (!names || typeof raw !== 'string' || !CHOICES.has(controlType)) return raw;
  const named = (text: string) => names.get(text.trim()) ?? text;
  return controlType === CHECKBOXES
    ? raw
        .split('|')
        .map((t) => (t ? named(t) : t))
        .join('|')
    : named(raw);
}

/** Each attribute's values by id: every language's name of a value → its name in the language it was read in. */
function choiceNames(values: Row[]): Map<number, Map<string, string>> {
  const byAttribute = new Map<number, Map<string, string>>();
  for (const v of values) {
    const names = byAttribute.get(Number(v.attributeId)) ?? new Map<string, string>();
    const texts = (v._i18n as { name?: Record<string, unknown> } | undefined)?.name ?? {};
    for (const text of [...Object.values(texts), v.name])
      if (typeof text === 'string' && text) names.set(text.trim(), String(v.name));
    byAttribute.set(Number(v.attributeId), names);
  }
  return byAttribute;
}

/** The specification of several products: the attributes any of them has, in display order, and each one's values. */
export interface SpecSheet {
  attributes: { id: number; name: string; group: string | null }[];
  /** Product id → attribute id → the value as shown. */
  values: Map<number, Map<number, Omit<ProductAttribute, 'name' | 'group'>>>;
}

/**
 * Products' attributes as their specification tables list them: the active product attributes they have a value for,
 * in their display order, named (and their chosen values named) in the visitor's language. Which product carries which
 * value is public (the product list filters by it); the mappings themselves are the administrators' records, so they
 * are read as the system. Three reads in two round trips, whatever the number of products.
 */
@Injectable()
export class ProductAttributes {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** One product's specification table. */
  async of(ctx: RouteContext, productId: number): Promise<ProductAttribute[]> {
    const sheet = await this.sheet(ctx, [productId]);
    const own = sheet.values.get(productId);
    return sheet.attributes.flatMap((a) => {
      const shown = own?.get(a.id);
      return shown ? [{ name: a.name, group: a.group, ...shown }] : [];
    });
  }

  async sheet(ctx: Pick<RouteContext, 'actor' | 'lang' | 'fallback'>, productIds: number[]): Promise<SpecSheet> {
    const sheet: SpecSheet = { attributes: [], values: new Map() };
    if (!productIds.length) return sheet;
    const mappings = await this.crud.rows('attribute-mappings', SYSTEM_ACTOR, {
      filter: JSON.stringify({ entityName: 'Product', entityId: productIds }),
      range: ALL_ROWS,
    });
    if (!mappings.length) return sheet;
    // The visitor's language, the store's where it has none (as route-data's inLanguage; imported, it would be a cycle).
    const languages = { lang: ctx.lang, fallback: ctx.fallback };
    // The attributes and their values at once: a value names a choice only of a dropdown, checkboxes or radio buttons,
    // and other attributes have none to speak of.
    const attributeIds = [...new Set(mappings.map((m) => m.attributeId))];
    const [attributes, values] = await Promise.all([
      this.crud.rows('attributes', ctx.actor, {
        filter: JSON.stringify({ id: attributeIds, entityName: 'Product', isActived: true }),
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: ALL_ROWS,
        ...languages,
      }),
      this.crud.rows('attribute-values', ctx.actor, {
        filter: JSON.stringify({ attributeId: attributeIds }),
        range: ALL_ROWS,
        ...languages,
      }),
    ]);
    const names = choiceNames(values);
    const control = new Map(attributes.map((a) => [Number(a.id), Number(a.attributeControlTypeId)]));
    for (const m of mappings) {
      const id = Number(m.attributeId);
      const type = control.get(id);
      if (type === undefined) continue;
      const shown = attributeValue(type, translatedChoice(type, m.value, names.get(id)));
      if (!shown) continue;
      const product = Number(m.entityId);
      if (!sheet.values.has(product)) sheet.values.set(product, new Map());
      sheet.values.get(product)!.set(id, shown);
    }
    const held = new Set([...sheet.values.values()].flatMap((v) => [...v.keys()]));
    sheet.attributes = attributes
      .filter((a) => held.has(Number(a.id)))
      .map((a) => ({ id: Number(a.id), name: String(a.name), group: a.groupName ? String(a.groupName) : null }));
    return sheet;
  }
}
