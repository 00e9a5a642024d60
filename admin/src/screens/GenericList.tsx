import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';
import { Column } from './fields';

/**
 * The list screen of any entity: its x-list columns, search over its search columns, what the path pins as a
 * permanent filter (Receipts: isReceipt true; CoinContract/List/7: coinId 7), edit on click.
 */
export default function GenericList() {
  const { entity, screen, pinned, createPath, updatePath } = useScreen();
  const translate = useTranslate();
  const title = translate(entity.label, { smart_count: 2, _: entity.name });
  useDocumentTitle(title);
  return (
    <List
      resource={entity.resource}
      storeKey={`list:${screen.base}`}
      title={title}
      sort={entity.list.sort}
      perPage={entity.list.perPage || 10}
      filter={pinned}
      filters={entity.list.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : undefined}
      actions={
        <TopToolbar>
          {entity.operations.includes('create') && <CreateButton to={createPath} />}
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid rowClick={(id) => updatePath(id)} bulkActionButtons={false}>
        {entity.list.columns.map((c) => (
          <Column key={c} entity={entity} source={c} />
        ))}
        {entity.operations.includes('delete') && (
          <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
        )}
      </Datagrid>
    </List>
  );
}
