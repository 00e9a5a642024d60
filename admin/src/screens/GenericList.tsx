import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  ExportButton,
  List,
  Loading,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useEntitySchema } from '../useEntitySchema';
import { Column } from './fields';

/** The list screen of any entity: its x-list columns, search over its search columns, edit on click. */
export default function GenericList() {
  const entity = useEntitySchema();
  const translate = useTranslate();
  if (!entity) return <Loading />;
  const canDelete = entity.operations.includes('delete');
  return (
    <List
      title={translate(entity.label, { smart_count: 2, _: entity.name })}
      sort={entity.list.sort}
      perPage={entity.list.perPage || 10}
      filters={entity.list.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : undefined}
      actions={
        <TopToolbar>
          {entity.operations.includes('create') && <CreateButton />}
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        {entity.list.columns.map((c) => (
          <Column key={c} entity={entity} source={c} />
        ))}
        {canDelete && <DeleteWithConfirmButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}
