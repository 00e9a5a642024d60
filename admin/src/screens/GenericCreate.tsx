import { Suspense } from 'react';
import { ListButton, Loading, Title, TopToolbar, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CustomerWizard, WIZARD_ENTITY } from '../customers';
import { RecordScreen } from '../form/RecordScreen';
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
 * The create screen of any entity: the same form as its update screen, preset with what the path pins. Customers
 * are created through the customer editor wizard (spec 1 §2.7) instead.
 */
export default function GenericCreate() {
  const { entity } = useScreen();
  if (entity.name !== WIZARD_ENTITY) return <CreateScreen />;
  return (
    <Suspense fallback={<Loading />}>
      <CustomerWizard />
    </Suspense>
  );
}
