import { Alert } from '@mui/material';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';
import { AttributeEditor } from '../screens/AttributeEditor';
import type { CustomerDraft, Mode } from './wizardState';

/** Whether custom attributes are defined for the entity (the same query the attribute editor makes). */
export function useHasAttributes(entity: EntitySchema): boolean {
  const { permissions } = usePermissions<EntitySchema[]>();
  const canList = Boolean(permissions?.find((e) => e.resource === 'attributes')?.operations.includes('list'));
  const { data = [] } = useGetList(
    'attributes',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'displayOrder', order: 'ASC' },
      filter: { entityName: entity.name, isActived: true },
    },
    { enabled: canList },
  );
  return data.length > 0;
}

/**
 * Step 3: the Customer entity's custom attributes. Attribute values belong to a saved record, so an existing
 * customer's are edited here; a new customer's are filled in once Finish has created it.
 */
export function AttributesStep({
  entity,
  mode,
  customer,
}: {
  entity: EntitySchema;
  mode: Mode;
  customer: CustomerDraft;
}) {
  const translate = useTranslate();
  const hasAttributes = useHasAttributes(entity);
  if (!hasAttributes) return <Alert severity="info">{translate('customer.wizard.noattributes')}</Alert>;
  if (mode === 'edit' && customer.id > 0) return <AttributeEditor entity={entity} record={customer} />;
  return <Alert severity="info">{translate('customer.wizard.attributes_aftercreate')}</Alert>;
}
