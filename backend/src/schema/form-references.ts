import type { EntityFile } from './entity-file.js';
import { isPhoneRegion } from './phone-number.js';
import type { LoadedFile } from './schema-loader.js';
import { SchemaError } from './schema-error.js';
import { SYSTEM_FIELDS } from './schema-defaults.js';

/**
 * The form keywords' references: conditions name fields of the entity (without a cycle, and never on a required
 * field, which a hidden field could not fill), a dependent relation names a field both entities have, a
 * multi-select names a real entity and field, a mask's digits pass the field's pattern, and a phone field holds text
 * and names a country the phone numbers' metadata knows.
 */
export function checkFormKeywords(file: string, entity: EntityFile, byName: Map<string, LoadedFile>): void {
  const fields = new Set([...Object.keys(entity.properties), ...SYSTEM_FIELDS]);
  const fail = (path: string, message: string): never => {
    throw new SchemaError(file, path, message);
  };
  for (const [name, spec] of Object.entries(entity.properties)) {
    const at = `/properties/${name}`;
    spec['x-showif']?.forEach((c, i) => {
      if (!fields.has(c.field)) fail(`${at}/x-showif/${i}/field`, `unknown field '${c.field}'`);
      if (c.field === name) fail(`${at}/x-showif/${i}/field`, 'a field cannot depend on itself');
    });
    if (spec['x-showif'] && entity.required?.includes(name))
      fail(`${at}/x-showif`, 'a required field cannot be hidden by conditions');

    const dependsOn = spec['x-relation']?.dependsOn;
    if (dependsOn) {
      const target = byName.get(spec['x-relation']!.entity)?.entity;
      if (!fields.has(dependsOn)) fail(`${at}/x-relation/dependsOn`, `unknown field '${dependsOn}'`);
      if (target && !(dependsOn in target.properties))
        fail(`${at}/x-relation/dependsOn`, `'${dependsOn}' is not a field of ${spec['x-relation']!.entity}`);
    }

    const many = spec['x-multiselect'];
    if (many) {
      const target = byName.get(many.entity)?.entity;
      if (!target) fail(`${at}/x-multiselect/entity`, `unknown entity '${many.entity}'`);
      if (many.title && !(many.title in target!.properties) && !SYSTEM_FIELDS.includes(many.title))
        fail(`${at}/x-multiselect/title`, `'${many.title}' is not a field of ${many.entity}`);
      if (spec.type !== 'string') fail(`${at}/type`, 'a multi-select field holds its ids as a string');
    }

    const mask = spec['x-mask'];
    if (mask) {
      const digits = mask.replace(/[^9]/g, '');
      if (!spec.pattern || !new RegExp(spec.pattern, 'u').test(digits))
        fail(`${at}/pattern`, `the field stores the digits of its mask: its pattern must accept '${digits}'`);
    }

    const phone = spec['x-phone'];
    if (phone) {
      if (spec.type !== 'string') fail(`${at}/type`, 'a phone field holds its number as a string');
      if (mask) fail(`${at}/x-mask`, 'a phone field is typed freely: it takes no mask');
      const region = typeof phone === 'object' ? phone.region : undefined;
      if (region && !isPhoneRegion(region)) fail(`${at}/x-phone/region`, `unknown phone region '${region}'`);
    }
  }
  rejectConditionCycles(entity, fail);
}

/** A field shown only if another is shown only if the first is: neither could ever appear. */
function rejectConditionCycles(entity: EntityFile, fail: (path: string, message: string) => never): void {
  const on = (name: string) => entity.properties[name]?.['x-showif']?.map((c) => c.field) ?? [];
  const done = new Set<string>();
  const visit = (name: string, trail: string[]) => {
    if (trail.includes(name))
      fail(`/properties/${name}/x-showif`, `conditions form a cycle: ${[...trail, name].join(' → ')}`);
    if (done.has(name)) return;
    on(name).forEach((next) => visit(next, [...trail, name]));
    done.add(name);
  };
  Object.keys(entity.properties).forEach((name) => visit(name, []));
}
