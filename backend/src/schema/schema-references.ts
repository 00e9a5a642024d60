import type { EntityFile, IndexSpec } from './entity-file.js';
import type { LoadedFile } from './schema-loader.js';
import { checkFormKeywords } from './form-references.js';
import { SchemaError } from './schema-error.js';
import { SYSTEM_FIELDS } from './schema-defaults.js';
import { checkWorkKeywords } from './work-references.js';

/** Checks what the meta-schema cannot: names unique across files, and every field a file mentions exists. */
export function checkReferences(files: LoadedFile[]): void {
  const byName = new Map<string, LoadedFile>();
  const resources = new Map<string, string>();
  for (const f of files) {
    const { name, resource } = f.entity;
    if (byName.has(name))
      throw new SchemaError(f.file, '/name', `entity '${name}' is also defined in ${byName.get(name)!.file}`);
    if (resources.has(resource))
      throw new SchemaError(f.file, '/resource', `resource '${resource}' is also used by ${resources.get(resource)}`);
    byName.set(name, f);
    resources.set(resource, f.file);
  }
  for (const { file, entity } of files) {
    const fields = new Set([...Object.keys(entity.properties), ...SYSTEM_FIELDS]);
    const mustExist = (list: string[] | undefined, at: string) =>
      list?.forEach((field, i) => {
        if (!fields.has(field)) throw new SchemaError(file, `${at}/${i}`, `unknown field '${field}'`);
      });
    mustExist(entity.required, '/required');
    mustExist(entity['x-list']?.columns, '/x-list/columns');
    mustExist(entity['x-list']?.search, '/x-list/search');
    checkListCalc(file, entity, fields);
    entity['x-unique']?.forEach((u, i) => mustExist(u.fields, `/x-unique/${i}/fields`));
    entity['x-indexes']?.forEach((idx, i) =>
      Array.isArray(idx) ? mustExist(idx, `/x-indexes/${i}`) : checkIndex(file, entity, idx, `/x-indexes/${i}`, fields),
    );
    const sort = entity['x-list']?.sort;
    if (sort && !fields.has(sort.field))
      throw new SchemaError(file, '/x-list/sort/field', `unknown field '${sort.field}'`);
    if (entity.access.own && !fields.has(entity.access.own)) {
      throw new SchemaError(file, '/access/own', `unknown field '${entity.access.own}'`);
    }
    const published = entity.access.published;
    if (published && entity.properties[published]?.type !== 'boolean')
      throw new SchemaError(file, '/access/published', `'${published}' is not a boolean field`);
    entity['x-unique']?.forEach((u, i) =>
      Object.keys(u.where ?? {}).forEach((field) => {
        if (!fields.has(field))
          throw new SchemaError(file, `/x-unique/${i}/where/${field}`, `unknown field '${field}'`);
      }),
    );
    checkRules(file, entity, fields, byName);
    checkFormKeywords(file, entity, byName);
    checkWorkKeywords(file, entity, byName);
    entity.route?.presets?.forEach((preset, i) => mustExist(Object.keys(preset), `/route/presets/${i}`));
    for (const key of ['presets', 'titles'] as const) {
      const list = entity.route?.[key];
      if (list && list.length !== (entity.route?.paths?.length ?? 0))
        throw new SchemaError(file, `/route/${key}`, `one entry per path is needed`);
    }
    for (const [field, spec] of Object.entries(entity.properties)) {
      const text = [spec.type].flat().every((t) => t === 'string' || t === 'null');
      if (spec['x-localized'] && (!text || (spec.format && spec.format !== 'html') || spec.enum || spec['x-internal']))
        throw new SchemaError(
          file,
          `/properties/${field}/x-localized`,
          'only text (plain or html) can be written per language',
        );
      const rel = spec['x-relation'];
      if (!rel) continue;
      if (!byName.has(rel.entity))
        throw new SchemaError(file, `/properties/${field}/x-relation/entity`, `unknown entity '${rel.entity}'`);
      const target = byName.get(rel.entity)!.entity;
      const shown = rel.title && target.properties[rel.title];
      if (shown && (shown['x-internal'] || shown.writeOnly))
        throw new SchemaError(file, `/properties/${field}/x-relation/title`, `'${rel.title}' is not shown by the API`);
      if (rel.title && !(rel.title in target.properties) && !SYSTEM_FIELDS.includes(rel.title)) {
        throw new SchemaError(
          file,
          `/properties/${field}/x-relation/title`,
          `'${rel.title}' is not a field of ${rel.entity}`,
        );
      }
      const types = Array.isArray(spec.type) ? spec.type : [spec.type];
      if (!types.includes('integer'))
        throw new SchemaError(file, `/properties/${field}/type`, 'a relation field must be an integer');
    }
  }
}

/** A trigram or full-text index reads text: its fields are the entity's own string fields. Only full text is sliced. */
function checkIndex(file: string, entity: EntityFile, idx: IndexSpec, at: string, fields: Set<string>): void {
  if (idx.slices !== undefined && idx.method !== 'fts')
    throw new SchemaError(file, `${at}/slices`, `only a full-text ('fts') index is sliced`);
  idx.fields.forEach((field, i) => {
    if (!fields.has(field)) throw new SchemaError(file, `${at}/fields/${i}`, `unknown field '${field}'`);
    const type = entity.properties[field]?.type;
    const text = Array.isArray(type) ? type.includes('string') : type === 'string';
    if ((idx.method === 'trgm' || idx.method === 'fts') && !text)
      throw new SchemaError(
        file,
        `${at}/fields/${i}`,
        `a ${idx.method} index needs text fields: '${field}' is not one`,
      );
  });
}

/** Every field an x-rules block names exists, in its own entity or in the one it refers to. */
function checkRules(file: string, entity: EntityFile, fields: Set<string>, byName: Map<string, LoadedFile>): void {
  const rules = entity['x-rules'];
  if (!rules) return;
  const known = (names: Iterable<string>, at: string, own = fields) => {
    for (const name of names) {
      if (!own.has(name)) throw new SchemaError(file, at, `unknown field '${name}'`);
    }
  };
  // A condition may compare with another field: { "$lt": { "$field": "startDate" } }.
  const fieldRefs = (condition: Record<string, unknown>): string[] =>
    Object.values(condition).flatMap((c) =>
      c && typeof c === 'object'
        ? Object.values(c).flatMap((arg) =>
            arg && typeof arg === 'object' && '$field' in arg ? [String((arg as { $field: unknown }).$field)] : [],
          )
        : [],
    );
  const condition = (c: Record<string, unknown>, at: string) => {
    known(Object.keys(c), at);
    known(fieldRefs(c), at);
  };
  rules.locks?.forEach((l, i) => {
    condition(l.when, `/x-rules/locks/${i}/when`);
    known(l.except ?? [], `/x-rules/locks/${i}/except`);
  });
  for (const [name, action] of Object.entries(rules.actions ?? {})) {
    condition((action.requires ?? {}) as Record<string, unknown>, `/x-rules/actions/${name}/requires`);
    known(Object.keys((action.set ?? {}) as object), `/x-rules/actions/${name}/set`);
  }
  rules.checks?.forEach((c, i) => {
    condition(c.forbid, `/x-rules/checks/${i}/forbid`);
    known(c.field ? [c.field] : [], `/x-rules/checks/${i}/field`);
  });
  if (rules.print) condition(rules.print.forbid, '/x-rules/print/forbid');
  if (rules.parent && !entity.properties[rules.parent.field]?.['x-relation'])
    throw new SchemaError(file, '/x-rules/parent/field', `'${rules.parent.field}' is not a relation field`);
  rules.fixed?.forEach((f, i) => {
    known(f.fields ?? [], `/x-rules/fixed/${i}/fields`);
    const other = byName.get(f.while.entity)?.entity;
    if (!other) throw new SchemaError(file, `/x-rules/fixed/${i}/while/entity`, `unknown entity '${f.while.entity}'`);
    const otherFields = new Set([...Object.keys(other.properties), ...SYSTEM_FIELDS]);
    known([f.while.field, ...Object.keys(f.while.where ?? {})], `/x-rules/fixed/${i}/while`, otherFields);
  });
}

/**
 * A list's calculated columns name fields or earlier calculated columns (so none depends on itself), its footer names
 * columns, and its inline edits are plain columns the records can change.
 */
function checkListCalc(file: string, entity: EntityFile, fields: Set<string>): void {
  const list = entity['x-list'];
  if (!list) return;
  const known = new Set(fields);
  const columnsOf = (tokens: string[], at: string) =>
    tokens.forEach((token, i) => {
      if (token.startsWith('col|') && !known.has(token.slice(4)))
        throw new SchemaError(file, `${at}/${i}`, `unknown column '${token.slice(4)}'`);
    });
  list.computed?.forEach((column, i) => {
    if (known.has(column.name))
      throw new SchemaError(file, `/x-list/computed/${i}/name`, `'${column.name}' is already a field or column`);
    columnsOf(column.calc, `/x-list/computed/${i}/calc`);
    known.add(column.name);
  });
  columnsOf(list.summary ?? [], '/x-list/summary');
  list.inline?.forEach((field, i) => {
    const spec = entity.properties[field];
    if (!spec || !(list.columns ?? []).includes(field) || spec.readOnly)
      throw new SchemaError(file, `/x-list/inline/${i}`, `'${field}' is not a column the records can change`);
  });
}
