import { Stack } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditBase,
  ListButton,
  Loading,
  Title,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { RecordScreen } from '../form/RecordScreen';
import { useEntitySchema } from '../useEntitySchema';
import { History } from './History';
import { RuleActions } from './RuleActions';

function EditScreen() {
  const entity = useEntitySchema();
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [update] = useUpdate();
  if (!entity || !record) return <Loading />;
  const canUpdate = entity.operations.includes('update');
  const save = async (data: Record<string, unknown>) => {
    await update(
      resource,
      { id: record.id, data, previousData: record },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    redirect('list', resource);
  };
  return (
    <>
      <Title title={`${translate(entity.label, { smart_count: 1, _: entity.name })} #${record.id}`} />
      <TopToolbar>
        <ListButton />
        {entity.operations.includes('delete') && !record._locked && (
          <DeleteWithConfirmButton mutationMode="pessimistic" />
        )}
      </TopToolbar>
      <Stack>
        <RuleActions entity={entity} record={record} />
        <RecordScreen entity={entity} record={record} locked={record._locked} readOnly={!canUpdate} save={save} />
        <History entity={entity} record={record} />
      </Stack>
    </>
  );
}

/** The update screen of any entity: the shared form, the record's state actions and its history. */
export default function GenericEdit() {
  return (
    <EditBase mutationMode="pessimistic">
      <EditScreen />
    </EditBase>
  );
}
