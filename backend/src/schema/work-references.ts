import type { EntityFile } from './entity-file.js';
import type { LoadedFile } from './schema-loader.js';
import { SchemaError } from './schema-error.js';
import { SYSTEM_FIELDS } from './schema-defaults.js';
import { titleFields } from './title-template.js';

const fieldsOf = (entity: EntityFile) => new Set([...Object.keys(entity.properties), ...SYSTEM_FIELDS]);

/**
 * The keywords that describe the work around a record (title, children, layout, filters, currency, figures) name
 * fields and entities that exist, and relations that point the right way.
 */
export function checkWorkKeywords(file: string, entity: EntityFile, byName: Map<string, LoadedFile>): void {
  const fields = fieldsOf(entity);
  const known = (names: string[], at: string, own = fields) =>
    names.forEach((name, i) => {
      if (!own.has(name)) throw new SchemaError(file, `${at}/${i}`, `unknown field '${name}'`);
    });
  const relationTo = (spec: EntityFile['properties'][string] | undefined) => spec?.['x-relation']?.entity;

  if (entity['x-title']) {
    known(titleFields(entity['x-title']), '/x-title');
    // A title is shown to whoever may read the records pointing here: it must not carry a secret.
    titleFields(entity['x-title']).forEach((name, i) => {
      const spec = entity.properties[name];
      if (spec?.['x-internal'] || spec?.writeOnly)
        throw new SchemaError(file, `/x-title/${i}`, `'${name}' is not shown by the API and cannot be in a title`);
    });
  }
  known(entity['x-list']?.filters ?? [], '/x-list/filters');

  entity['x-children']?.forEach((child, i) => {
    const at = `/x-children/${i}`;
    const target = byName.get(child.entity)?.entity;
    if (!target) throw new SchemaError(file, `${at}/entity`, `unknown entity '${child.entity}'`);
    if (relationTo(target.properties[child.field]) !== entity.name)
      throw new SchemaError(
        file,
        `${at}/field`,
        `'${child.field}' of ${child.entity} does not point at ${entity.name}`,
      );
    known(child.columns ?? [], `${at}/columns`, fieldsOf(target));
  });

  const placed = new Set<string>();
  entity['x-layout']?.sections.forEach((section, i) =>
    section.fields.forEach((name, j) => {
      const at = `/x-layout/sections/${i}/fields/${j}`;
      if (!(name in entity.properties)) throw new SchemaError(file, at, `unknown field '${name}'`);
      if (placed.has(name)) throw new SchemaError(file, at, `'${name}' is already in an earlier section`);
      placed.add(name);
    }),
  );

  const currency = entity['x-currency'];
  if (currency) {
    const target = byName.get(relationTo(entity.properties[currency.field]) ?? '')?.entity;
    if (!target) throw new SchemaError(file, '/x-currency/field', `'${currency.field}' is not a relation field`);
    for (const key of ['decimals', 'symbol'] as const) {
      const name = currency[key] ?? key;
      if (!(name in target.properties))
        throw new SchemaError(file, `/x-currency/${key}`, `'${name}' is not a field of ${target.name}`);
    }
  }

  entity['x-kpis']?.forEach((kpi, i) => {
    const at = `/x-kpis/${i}`;
    if (kpi.measure === 'sum') {
      const spec = kpi.field ? entity.properties[kpi.field] : undefined;
      if (!spec || !(spec.format === 'decimal' || spec.type === 'integer' || spec.type === 'number'))
        throw new SchemaError(file, `${at}/field`, 'a sum needs a number or decimal field');
    }
    known(Object.keys(kpi.where ?? {}), `${at}/where`);
    const date = kpi.date ?? 'createdAt';
    const format = entity.properties[date]?.format;
    if (date !== 'createdAt' && date !== 'updatedAt' && format !== 'date' && format !== 'date-time')
      throw new SchemaError(file, `${at}/date`, `'${date}' is not a date field`);
  });
}
