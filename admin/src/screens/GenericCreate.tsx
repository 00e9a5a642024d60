import {
  CreateBase,
  ListButton,
  Loading,
  Title,
  TopToolbar,
  useCreate,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { RecordScreen } from '../form/RecordScreen';
import { useEntitySchema } from '../useEntitySchema';

function CreateScreen() {
  const entity = useEntitySchema();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create] = useCreate();
  if (!entity) return <Loading />;
  const save = async (data: Record<string, unknown>) => {
    await create(resource, { data }, { returnPromise: true });
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    redirect('list', resource);
  };
  return (
    <>
      <Title
        title={translate('ra.page.create', { name: translate(entity.label, { smart_count: 1, _: entity.name }) })}
      />
      <TopToolbar>
        <ListButton />
      </TopToolbar>
      <RecordScreen entity={entity} save={save} />
    </>
  );
}

/** The create screen of any entity: the same form as its update screen. */
export default function GenericCreate() {
  return (
    <CreateBase>
      <CreateScreen />
    </CreateBase>
  );
}
