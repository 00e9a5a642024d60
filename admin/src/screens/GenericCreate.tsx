import { ListButton, Title, TopToolbar, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecordScreen } from '../form/RecordScreen';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';

/** The create screen of any entity: the same form as its update screen, preset with what the path pins. */
export default function GenericCreate() {
  const { entity, pinned, listPath } = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const title = translate('ra.page.create', { name: translate(entity.label, { smart_count: 1, _: entity.name }) });
  useDocumentTitle(title);
  const save = async (data: Record<string, unknown>) => {
    await create(entity.resource, { data }, { returnPromise: true });
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
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
