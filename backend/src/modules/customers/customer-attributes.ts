import { Inject, Injectable } from '@nestjs/common';
import type { ProfileAttribute, ProfileAttributeControl } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError, type ErrorDetail } from '../../common/app-error.js';
import type { Language } from '../../common/i18n.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';

/** Whose attributes these are: the attribute editor's entity name for customers. */
const ENTITY = 'Customer';
const MAX_VALUE = 4000;

/**
 * Spec 3 §8's control types a customer fills in (decision 21's ids); a file (6) is an administrator's to attach and
 * is left out.
 */
const CONTROLS: Record<number, ProfileAttributeControl> = {
  1: 'text',
  2: 'number',
  3: 'textarea',
  4: 'textarea',
  5: 'switch',
  11: 'select',
  21: 'checkboxes',
  22: 'radio',
};

/** |a|b| ⇄ ['a', 'b'] (spec 3 §8 checkboxes). */
const pipeList = (value: string): string[] => value.split('|').filter(Boolean);

/** A mapping to write: a new one (no id), a changed value, or an emptied one to remove. */
export interface MappingWrite {
  id?: number;
  attributeId: number;
  value: string;
}

/** Checkboxes with none ticked ('' or '||') are no value, as an empty text is. */
const blankChoice = (attribute: ProfileAttribute, value: string): boolean =>
  attribute.control === 'checkboxes' && /^\|*$/.test(value);

/** Why a value does not fit its attribute (a translation key and its parameters); undefined when it fits. */
export function attributeProblem(attribute: ProfileAttribute, value: string): Omit<ErrorDetail, 'path'> | undefined {
  if (value === '') return attribute.required ? { error: 'common.error.required' } : undefined;
  if (value.length > MAX_VALUE) return { error: 'common.error.maxlength', params: { limit: MAX_VALUE } };
  const offered = new Set(attribute.options.map((o) => o.value));
  const fits = (() => {
    switch (attribute.control) {
      case 'number':
        return /^-?\d+(\.\d+)?$/.test(value);
      case 'switch':
        return value === 'true' || value === 'false';
      case 'select':
      case 'radio':
        return offered.has(value);
      case 'checkboxes':
        return /^\|.*\|$/.test(value) && pipeList(value).every((v) => offered.has(v));
      default:
        return true;
    }
  })();
  if (fits) return undefined;
  return { error: attribute.control === 'number' ? 'common.error.type' : 'common.error.enum' };
}

/**
 * The attributes the store asks of its customers (spec 1 §2.7 step 3): the active Customer attributes of the
 * attribute editor, each with the customer's value, kept as AttributeMapping records. Those records are the
 * administrators'; a customer reaches only their own, through the profile calls, which check every value here.
 */
@Injectable()
export class CustomerAttributes {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** The attributes with this customer's values; names and choices in `lang`, choices stored by their own name. */
  async of(customerId: number, lang?: Language, fallback?: Language): Promise<ProfileAttribute[]> {
    const attributes = (
      await this.crud.rows('attributes', SYSTEM_ACTOR, {
        filter: JSON.stringify({ entityName: ENTITY, isActived: true }),
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: ALL_ROWS,
        ...(lang ? { lang, fallback } : {}),
      })
    ).filter((a) => CONTROLS[Number(a.attributeControlTypeId)]);
    if (!attributes.length) return [];
    const ids = attributes.map((a) => a.id);
    const valuesQuery = {
      filter: JSON.stringify({ attributeId: ids }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
    };
    const [stored, shown, mine] = await Promise.all([
      this.crud.rows('attribute-values', SYSTEM_ACTOR, valuesQuery),
      lang ? this.crud.rows('attribute-values', SYSTEM_ACTOR, { ...valuesQuery, lang, fallback }) : undefined,
      this.mappings(customerId),
    ]);
    const labels = new Map((shown ?? stored).map((v) => [v.id, String(v.name)]));
    return attributes.map((a) => ({
      id: Number(a.id),
      name: String(a.name),
      control: CONTROLS[Number(a.attributeControlTypeId)],
      required: a.isRequired === true && a.attributeControlTypeId !== 5,
      options: stored
        .filter((v) => v.attributeId === a.id)
        .map((v) => ({ value: String(v.name), label: labels.get(v.id) ?? String(v.name) })),
      value: String(mine.find((m) => m.attributeId === a.id)?.value ?? ''),
    }));
  }

  /**
   * Checks what the customer sent ([{ attributeId, value }]) against every attribute and answers the writes that
   * make their mappings so. A required attribute needs a value whether or not it was sent; an attribute that is not
   * the customers' is refused. Refusals name `/attributes/{attributeId}`, so the form shows each under its field.
   * Read before the profile's transaction opens (see write): the embedded database has one connection, which the
   * transaction would hold.
   */
  async plan(customerId: number, sent: unknown): Promise<MappingWrite[]> {
    if (!Array.isArray(sent))
      throw AppError.badRequest('common.error.badbody', [{ path: '/attributes', error: 'common.error.badbody' }]);
    const [attributes, existing] = await Promise.all([this.of(customerId), this.mappings(customerId)]);
    const values = new Map<number, string>(attributes.map((a) => [a.id, a.value]));
    const details: ErrorDetail[] = [];
    for (const item of sent) {
      const { attributeId, value } = (item ?? {}) as Row;
      const known = attributes.find((a) => a.id === attributeId);
      if (!known || (value !== null && typeof value !== 'string'))
        details.push({ path: `/attributes/${String(attributeId)}`, error: 'common.error.invalidvalue' });
      else values.set(known.id, blankChoice(known, value ?? '') ? '' : (value ?? '').trim());
    }
    for (const a of attributes) {
      const problem = attributeProblem(a, values.get(a.id) ?? '');
      if (problem) details.push({ path: `/attributes/${a.id}`, ...problem });
    }
    if (details.length)
      throw AppError.badRequest(details.length === 1 ? details[0].error : 'common.error.validation', details);
    const mapped = new Map(existing.map((m) => [Number(m.attributeId), m]));
    return attributes.flatMap((a): MappingWrite[] => {
      const value = values.get(a.id) ?? '';
      const mapping = mapped.get(a.id);
      if (mapping && String(mapping.value ?? '') === value) return [];
      if (mapping) return [{ id: mapping.id as number, attributeId: a.id, value }];
      return value === '' ? [] : [{ attributeId: a.id, value }];
    });
  }

  /** The planned writes, in the profile's transaction: through the pipeline, as the platform. */
  async write(tx: CrudTx, customerId: number, writes: MappingWrite[]): Promise<void> {
    for (const { id, attributeId, value } of writes) {
      if (id !== undefined && value === '') await tx.remove('attribute-mappings', SYSTEM_ACTOR, id);
      else if (id !== undefined) await tx.update('attribute-mappings', SYSTEM_ACTOR, id, { value });
      else
        await tx.create('attribute-mappings', SYSTEM_ACTOR, {
          attributeId,
          entityName: ENTITY,
          entityId: customerId,
          value,
        });
    }
  }

  private mappings(customerId: number): Promise<Row[]> {
    return this.crud.rows('attribute-mappings', SYSTEM_ACTOR, {
      filter: JSON.stringify({ entityName: ENTITY, entityId: customerId }),
      range: ALL_ROWS,
    });
  }
}
