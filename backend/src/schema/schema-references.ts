import type { LoadedFile } from './schema-loader.js';
import { SchemaError } from './schema-error.js';
import { SYSTEM_FIELDS } from './schema-defaults.js';

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
    entity['x-unique']?.forEach((u, i) => mustExist(u.fields, `/x-unique/${i}/fields`));
    entity['x-indexes']?.forEach((idx, i) => mustExist(idx, `/x-indexes/${i}`));
    const sort = entity['x-list']?.sort;
    if (sort && !fields.has(sort.field))
      throw new SchemaError(file, '/x-list/sort/field', `unknown field '${sort.field}'`);
    if (entity.access.own && !fields.has(entity.access.own)) {
      throw new SchemaError(file, '/access/own', `unknown field '${entity.access.own}'`);
    }
    for (const [field, spec] of Object.entries(entity.properties)) {
      const rel = spec['x-relation'];
      if (!rel) continue;
      if (!byName.has(rel.entity))
        throw new SchemaError(file, `/properties/${field}/x-relation/entity`, `unknown entity '${rel.entity}'`);
      const target = byName.get(rel.entity)!.entity;
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
