import type { EntityFile } from './entity-file.js';
import type { LoadedFile } from './schema-loader.js';
import { SchemaError } from './schema-error.js';
import { SYSTEM_FIELDS } from './schema-defaults.js';
import { titleFields } from './title-template.js';

/** Whether a where value (a value, null, or a list of values) can be a value of the field (system fields: any). */
function fitsField(spec: EntityFile['properties'][string] | undefined, value: unknown): boolean {
  if (!spec) return true;
  const types = new Set([spec.type ?? []].flat());
  return [value]
    .flat()
    .every(
      (v) =>
        v === null ||
        ((typeof v === 'boolean'
          ? types.has('boolean')
          : typeof v === 'number'
            ? types.has('number') || (types.has('integer') && Number.isInteger(v))
            : typeof v === 'string' && types.has('string')) &&
          (!spec.enum || spec.enum.includes(v))),
    );
}

const fieldsOf = (entity: EntityFile) => new Set([...Object.keys(entity.properties), ...SYSTEM_FIELDS]);

/**
 * The keywords that describe the work around a record (title, children, layout, filters, currency, figures, formats)
 * name fields and entities that exist, and relations that point the right way.
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
  for (const [name, spec] of Object.entries(entity.properties)) {
    const picture = spec['x-focal-point'];
    if (picture !== undefined && !entity.properties[picture]?.['x-upload'])
      throw new SchemaError(file, `/properties/${name}/x-focal-point`, `'${picture}' is not a file field`);
  }

  entity['x-children']?.forEach((child, i) => {
    const at = `/x-children/${i}`;
    const target = byName.get(child.entity)?.entity;
    if (!target) throw new SchemaError(file, `${at}/entity`, `unknown entity '${child.entity}'`);
    const link = target.properties[child.field];
    // A polymorphic link holds the parent's id in a plain integer field, beside the values that name the parent.
    const polymorphic = child.where !== undefined && link?.type === 'integer' && !link['x-relation'];
    if (relationTo(link) !== entity.name && !polymorphic)
      throw new SchemaError(
        file,
        `${at}/field`,
        `'${child.field}' of ${child.entity} does not point at ${entity.name}`,
      );
    known(Object.keys(child.where ?? {}), `${at}/where`, fieldsOf(target));
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

  // A size is a whole number, a percent a number or a decimal, a message a text.
  const FORMAT_FITS: Record<string, (types: unknown[], format?: string) => boolean> = {
    bytes: (types) => types.includes('integer'),
    percent: (types, format) => types.includes('integer') || types.includes('number') || format === 'decimal',
    message: (types, format) => types.includes('string') && format === undefined,
  };
  for (const [name, spec] of Object.entries(entity.properties)) {
    const shown = spec['x-format'];
    if (shown && !FORMAT_FITS[shown](([] as unknown[]).concat(spec.type), spec.format))
      throw new SchemaError(
        file,
        `/properties/${name}/x-format`,
        `'${shown}' does not fit a field of type ${String(spec.type)}`,
      );
  }

  const currency = entity['x-currency'];
  if (currency) {
    if (!Object.values(entity.properties).some((spec) => spec['x-money']))
      throw new SchemaError(file, '/x-currency', 'no field is money (x-money)');
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
    for (const [name, value] of Object.entries(kpi.where ?? {}))
      if (!fitsField(entity.properties[name], value))
        throw new SchemaError(file, `${at}/where/${name}`, `${JSON.stringify(value)} is not a value of '${name}'`);
    const date = kpi.date ?? 'createdAt';
    const format = entity.properties[date]?.format;
    if (date !== 'createdAt' && date !== 'updatedAt' && format !== 'date' && format !== 'date-time')
      throw new SchemaError(file, `${at}/date`, `'${date}' is not a date field`);
  });
}
