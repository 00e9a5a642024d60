import {
  BooleanField,
  FunctionField,
  ReferenceField,
  TextField,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FieldValue } from '../display/FieldValue';
import { isFormatted } from '../display/showValue';
import type { EntitySchema } from '../schema';

/**
 * A list column for one field, by its type: relation, labelled enum, yes/no, a formatted value (an amount in the
 * record's coin, a date, a number, a size, a percent) or text.
 */
export function Column({ entity, source }: { entity: EntitySchema; source: string; label?: string }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const field = entity.fields[source] ?? {};
  const relation = field['x-relation'];
  const target = relation && permissions?.find((e) => e.name === relation.entity);
  if (relation && target?.operations.includes('list')) {
    return (
      <ReferenceField source={source} reference={target.resource} link={false}>
        <TextField source={relation.title ?? 'id'} />
      </ReferenceField>
    );
  }
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
