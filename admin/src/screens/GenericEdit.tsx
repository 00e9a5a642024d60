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
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecordScreen } from '../form/RecordScreen';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';
import { AttributeEditor } from './AttributeEditor';
import { History } from './History';
import { RuleActions } from './RuleActions';

function EditScreen() {
  const { entity, listPath } = useScreen();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [update] = useUpdate();
  const title = `${translate(entity.label, { smart_count: 1, _: entity.name })}${record ? ` #${record.id}` : ''}`;
  useDocumentTitle(title);
  if (!record) return <Loading />;
  const save = async (data: Record<string, unknown>) => {
    await update(
      entity.resource,
      { id: record.id, data, previousData: record },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    navigate(listPath);
  };
  return (
    <>
      <Title title={title} />
      <TopToolbar>
        <ListButton to={listPath} />
        {entity.operations.includes('delete') && !record._locked && (
          <DeleteWithConfirmButton mutationMode="pessimistic" redirect={listPath} />
        )}
      </TopToolbar>
      <Stack>
        <RuleActions entity={entity} record={record} />
        <RecordScreen
          entity={entity}
          record={record}
          locked={record._locked}
          readOnly={!entity.operations.includes('update')}
          save={save}
        />
        <AttributeEditor entity={entity} record={record} disabled={Boolean(record._locked)} />
        <History entity={entity} record={record} />
      </Stack>
    </>
  );
}

/** The update screen of any entity: the shared form, the record's state actions and its history. */
export default function GenericEdit() {
  const { entity, id } = useScreen();
  return (
    <EditBase resource={entity.resource} id={id} mutationMode="pessimistic">
      <EditScreen />
    </EditBase>
  );
}
