import { BooleanField, FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { FieldValue } from '../display/FieldValue';
import { isFormatted } from '../display/showValue';
import type { EntitySchema } from '../schema';

/**
 * A list column for one field, by its type: relation, labelled enum, yes/no, a formatted value (an amount in the
 * record's coin, a date, a number, a size, a percent) or text.
 */
export function Column({ entity, source }: { entity: EntitySchema; source: string; label?: string }) {
  const translate = useTranslate();
  const field = entity.fields[source] ?? {};
  // A relation shows the title its list answer brought (GenericList asks for the titles of its relation columns);
  // it never asks per row. Without one (a target the reader may not list) it shows the id.
  if (field['x-relation']) return <FunctionField source={source} render={(r: RaRecord) => relationCell(r, source)} />;
  const types = ([] as unknown[]).concat(field.type);
  if (field['x-labels'])
    return (
      <FunctionField
        source={source}
        render={(r: RaRecord) => (r[source] == null ? '' : translate(`enums.${field['x-labels']}.${r[source]}`))}
      />
    );
  if (types.includes('boolean')) return <BooleanField source={source} />;
  if (isFormatted(field, source)) return <FieldValue entity={entity} source={source} />;
  return <TextField source={source} />;
}

/** A relation's cell: the related record's title from the list answer's `_titles`, else its id (nothing for none). */
export function relationCell(record: RaRecord, field: string): string {
  const title = (record._titles as Record<string, string | null> | undefined)?.[field];
  if (title) return title;
  const id = record[field];
  return id == null || id === 0 ? '' : String(id);
}
