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
  CHECKBOXES = 21;

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
 * A product's attributes as its page's specification table lists them: the active product attributes it has a value
 * for, in their display order, named in the visitor's language. Which product carries which value is public (the
 * product list filters by it); the mappings themselves are the administrators' records, so they are read as the system.
 */
@Injectable()
export class ProductAttributes {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  async of(ctx: RouteContext, productId: number): Promise<ProductAttribute[]> {
    const mappings = await this.crud.rows('attribute-mappings', SYSTEM_ACTOR, {
      filter: JSON.stringify({ entityName: 'Product', entityId: productId }),
      range: ALL_ROWS,
    });
    if (!mappings.length) return [];
    const attributes = await this.crud.rows('attributes', ctx.actor, {
      filter: JSON.stringify({ id: mappings.map((m) => m.attributeId), entityName: 'Product', isActived: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
      // The visitor's language, the store's where it has none (as route-data's inLanguage; imported, it would be a cycle).
      lang: ctx.lang,
      fallback: ctx.fallback,
    });
    const valueOf = new Map(mappings.map((m) => [Number(m.attributeId), m.value]));
    return attributes.flatMap((a: Row) => {
      const shown = attributeValue(Number(a.attributeControlTypeId), valueOf.get(Number(a.id)));
      return shown ? [{ name: String(a.name), group: a.groupName ? String(a.groupName) : null, ...shown }] : [];
    });
  }
}
