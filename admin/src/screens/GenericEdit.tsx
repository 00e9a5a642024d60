import BackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
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
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RecordScreen } from '../form/RecordScreen';
import { overrideOf } from '../resources';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';
import { AttributeEditor } from './AttributeEditor';
import { useChildTabs } from './children/useChildTabs';
import { Explained } from './Explained';
import { History } from './History';
import { RuleActions } from './RuleActions';

function EditScreen() {
  const { entity, listPath } = useScreen();
  const { summary: Summary, toolbar: Toolbar, editSections = [] } = overrideOf(entity);
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [update] = useUpdate();
  const children = useChildTabs(entity, record);
  // Opened from another record's screen (a child's own screen): the way back to it.
  const back = (location.state as { back?: string } | null)?.back;
  const title = `${translate(entity.label, { smart_count: 1, _: entity.name })}${record ? ` #${record.id}` : ''}`;
  useDocumentTitle(title);
  if (!record) return <Loading />;
  const save = async (data: Record<string, unknown>) => {
    await update(
      entity.resource,
      { id: record.id, data, previousData: record },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('common.dataupdatedsuccessfully', { type: 'success' });
    navigate(back ?? listPath);
  };
  const locked = (record._locked as string | null | undefined) ?? undefined;
  return (
    <>
      <Title title={title} />
      <TopToolbar sx={{ flexWrap: 'wrap' }}>
        {back && (
          <Button component={Link} to={back} startIcon={<BackIcon />} size="small">
            {translate('dashboard.record.back')}
          </Button>
        )}
        <ListButton to={listPath} />
        {Toolbar && <Toolbar record={record} />}
        {entity.operations.includes('delete') && (
          <Explained reason={locked && translate(locked)}>
            {(describedBy) => (
              <DeleteWithConfirmButton
                disabled={Boolean(locked)}
                aria-describedby={describedBy}
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
          </Explained>
        )}
      </TopToolbar>
      <Stack>
        <RuleActions entity={entity} record={record} />
        {Summary && <Summary record={record} />}
        <RecordScreen
          entity={entity}
          record={record}
          locked={locked}
          readOnly={!entity.operations.includes('update')}
          extraTabs={children}
          tab={params.get('tab') ?? undefined}
          onTab={(tab) => setParams({ tab }, { replace: true, state: location.state })}
          save={save}
        />
        <AttributeEditor entity={entity} record={record} disabled={Boolean(locked)} />
        {editSections.map((Section, i) => (
          <Section key={i} record={record} />
        ))}
        <History entity={entity} record={record} />
      </Stack>
    </>
  );
}

/**
 * The update screen of any entity: its state actions, its form laid out in sections and tabs, its child collections
 * as further tabs, and its history; an entity's override (admin/src/resources) adds parts or replaces the screen.
 */
export default function GenericEdit() {
  const { entity, id } = useScreen();
  const { edit: Replacement } = overrideOf(entity);
  if (Replacement) return <Replacement />;
  return (
    <EditBase resource={entity.resource} id={id} mutationMode="pessimistic">
      <EditScreen />
    </EditBase>
  );
}
