import {
  BooleanField,
  FunctionField,
  ReferenceField,
  TextField,
  useLocaleState,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDate, formatMoney } from '../format';
import type { EntitySchema } from '../schema';

/** A list column for one field, by its type: relation, labelled enum, yes/no, date, money or text. */
export function Column({ entity, source }: { entity: EntitySchema; source: string; label?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
  if (field.format === 'date' || field.format === 'date-time' || ['createdAt', 'updatedAt'].includes(source))
    return (
      <FunctionField source={source} render={(r: RaRecord) => formatDate(r[source], locale, field.format !== 'date')} />
    );
  if (field.format === 'decimal')
    return <FunctionField source={source} render={(r: RaRecord) => formatMoney(r[source], locale)} />;
  return <TextField source={source} />;
}
