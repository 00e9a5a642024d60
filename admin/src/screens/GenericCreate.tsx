import { ListButton, Title, TopToolbar, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecordScreen } from '../form/RecordScreen';
import { overrideOf } from '../resources';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';

function CreateScreen() {
  const { entity, pinned, listPath } = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const title = translate('ra.page.create', { name: translate(entity.label, { smart_count: 1, _: entity.name }) });
  useDocumentTitle(title);
  const save = async (data: Record<string, unknown>) => {
    await create(entity.resource, { data }, { returnPromise: true });
    notify('common.datacreatedsuccessfully', { type: 'success' });
    navigate(listPath);
  };
  return (
    <>
      <Title title={title} />
      <TopToolbar>
        <ListButton to={listPath} />
      </TopToolbar>
      <RecordScreen entity={entity} defaults={pinned} save={save} />
    </>
  );
}

/**
 * The create screen of any entity: the same form as its update screen, preset with what the path pins. An entity's
 * override (admin/src/resources) may replace it (customers are created in the customer editor).
 */
export default function GenericCreate() {
  const { entity } = useScreen();
  const { create: Replacement } = overrideOf(entity);
  return Replacement ? <Replacement /> : <CreateScreen />;
}
