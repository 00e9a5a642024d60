import { Stack } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
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
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CustomerWizard, WIZARD_ENTITY } from '../customers';
import { OPS_SECTIONS } from '../ops';
import { RecordScreen } from '../form/RecordScreen';
import { RESOURCES } from '../resources';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';
import { AttributeEditor } from './AttributeEditor';
import { History } from './History';
import { RuleActions } from './RuleActions';
import { SecurityAccessEditor } from './SecurityAccessEditor';
import { TicketConversation } from './TicketConversation';
import { TrialBalance } from './TrialBalance';

/**
 * Sections an entity's update screen has below its form, by entity name: a role's security access (spec 2 §6), a
 * financial year's trial balance, a ticket's conversation, a backup's progress and buttons,
 * a scheduled task's Run now.
 */
const SECTIONS: Record<string, ComponentType<{ record: RaRecord }>> = {
  CustomerRole: SecurityAccessEditor,
  Ticket: TicketConversation,
  Year: TrialBalance,
  ...OPS_SECTIONS,
};

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
  const Section = SECTIONS[entity.name];
  const save = async (data: Record<string, unknown>) => {
    await update(
      entity.resource,
      { id: record.id, data, previousData: record },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('common.dataupdatedsuccessfully', { type: 'success' });
    navigate(listPath);
  };
  return (
    <>
      <Title title={title} />
      <TopToolbar>
        <ListButton to={listPath} />
        {entity.operations.includes('delete') && !record._locked && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle="content.remove_alert_title"
            confirmContent="page.remove_alert_message"
            mutationOptions={{
              onSuccess: () => {
                notify('common.datadeletedsuccessfully', { type: 'success' });
                navigate(listPath);
              },
            }}
          />
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
        {Section && <Section record={record} />}
        <History entity={entity} record={record} />
      </Stack>
    </>
  );
}

/**
 * The update screen of any entity: the shared form, the record's state actions and its history. Customers are
 * edited in the customer editor wizard (spec 1 §2.7) instead.
 */
export default function GenericEdit() {
  const { entity, id } = useScreen();
  const Override = RESOURCES[entity.name]?.edit;
  if (Override) return <Override />;
  if (entity.name === WIZARD_ENTITY)
    return (
      <Suspense fallback={<Loading />}>
        <CustomerWizard />
      </Suspense>
    );
  return (
    <EditBase resource={entity.resource} id={id} mutationMode="pessimistic">
      <EditScreen />
    </EditBase>
  );
}
