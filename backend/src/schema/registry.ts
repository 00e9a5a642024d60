import type { EntitySchema } from 'typeorm';
import type { EntityMeta, FieldMeta } from './entity-meta.js';
import { withDefaults } from './schema-defaults.js';
import { loadEntityFiles } from './schema-loader.js';
import { buildEntitySchema } from './typeorm-schemas.js';
import { compileValidators, type EntityValidators } from './validators.js';

export interface RegisteredEntity {
  meta: EntityMeta;
  schema: EntitySchema;
  validators: EntityValidators;
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Map)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};

/**
 * Every entity, built once at boot from entity-schemas/: load → check against the meta-schema → fill defaults →
 * EntitySchemas and compiled validators → frozen. The generic code only ever asks the registry.
 *
 * @example const products = Registry.fromDirectory('entity-schemas').byResource('products');
 */
export class Registry {
  private readonly resources = new Map<string, RegisteredEntity>();
  private readonly names = new Map<string, RegisteredEntity>();

  constructor(readonly entities: readonly RegisteredEntity[]) {
    for (const e of entities) {
      this.resources.set(e.meta.resource, e);
      this.names.set(e.meta.name, e);
      deepFreeze(e.meta.source);
    }
  }

  static fromDirectory(dir: string): Registry {
    const entities = loadEntityFiles(dir).map(({ file, entity }) => {
      const meta = withDefaults(file, entity);
      return { meta, schema: buildEntitySchema(meta), validators: compileValidators(meta) };
    });
    return new Registry(entities);
  }

  byResource(resource: string): RegisteredEntity | undefined {
    return this.resources.get(resource);
  }

  byName(name: string): RegisteredEntity | undefined {
    return this.names.get(name);
  }

  /**
   * The title template of the records a relation field points at: the target's own x-title when its file declares
   * one, else the field the relation names (x-relation.title), else the target's default title.
   *
   * @example registry.relationTitle(payments.fields.get('customerId')!) // '{firstName} {lastName} ({username})'
   */
  relationTitle(field: FieldMeta): string {
    const relation = field.relation!;
    const target = this.byName(relation.entity)!.meta;
    if (target.source['x-title'] || !relation.title) return target.title;
    return `{${relation.title}}`;
  }

  get schemas(): EntitySchema[] {
    return this.entities.map((e) => e.schema);
  }
}
