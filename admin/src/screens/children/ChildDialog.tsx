import OpenIcon from '@mui/icons-material/OpenInNew';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import {
  Loading,
  useCreate,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { RecordScreen } from '../../form/RecordScreen';
import { recordPath } from '../../routes';
import type { EntitySchema } from '../../schema';
import { RuleActions } from '../RuleActions';

interface Props {
  target: EntitySchema;
  /** The child opened; none for a new one. */
  id?: Identifier;
  /** The parent's values the child has (its relation to the parent, a polymorphic link's entity name). */
  fixed: Record<string, unknown>;
  /** The parent's lock that makes its children read-only, if any. */
  lockedBy: string | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * A child record in a dialog over its parent's screen: a new one with the parent fixed, or an existing one with its
 * state actions; a child that has a screen of its own can be opened there, with a way back to the parent.
 */
export function ChildDialog({ target, id, fixed, lockedBy, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create] = useCreate();
  const [update] = useUpdate();
  const { data: record } = useGetOne<RaRecord>(target.resource, { id: id! }, { enabled: id !== undefined });
  const name = translate(target.label, { smart_count: 1, _: target.name });
  const title = id === undefined ? translate('ra.page.create', { name }) : `${name} #${id}`;
  const own = id !== undefined ? recordPath(target, id) : undefined;
  const save = async (data: Record<string, unknown>) => {
    if (record)
      await update(
        target.resource,
        { id: record.id, data, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    else await create(target.resource, { data }, { returnPromise: true });
    notify(record ? 'common.dataupdatedsuccessfully' : 'common.datacreatedsuccessfully', { type: 'success' });
    onSaved();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="child-dialog-title">
      <DialogTitle id="child-dialog-title">{title}</DialogTitle>
      <DialogContent dividers data-testid="child-dialog">
        {id !== undefined && !record ? (
          <Loading />
        ) : (
          <>
            {record && <RuleActions entity={target} record={record} />}
            <RecordScreen
              bare
              idPrefix="child"
              entity={target}
              record={record}
              defaults={fixed}
              fixed={fixed}
              locked={lockedBy ?? (record?._locked as string | null | undefined)}
              readOnly={!target.operations.includes(record ? 'update' : 'create')}
              save={save}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {own && (
          <Button
            component={Link}
            to={own}
            state={{ back: location.pathname + location.search }}
            startIcon={<OpenIcon />}
          >
            {translate('dashboard.record.open')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
