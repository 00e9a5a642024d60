import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ViewsIcon from '@mui/icons-material/BookmarksOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  TextField,
  useTheme,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  HttpError,
  useCreate,
  useDelete,
  useGetList,
  useNotify,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { EntitySchema } from '../schema';
import type { FilterValues } from './filterModel';

const RESOURCE = 'saved-views';

/** What a view holds: the list's filter, its sort and its columns (none: the file's own). */
export interface ListView {
  filter: FilterValues;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  columns?: string[] | null;
}

/**
 * Named views of a list, kept on the server for the person who saves them (the SavedView entity, generic CRUD):
 * saving takes the list's current filter, sort and columns; picking one puts them back.
 */
export function SavedViews({
  entity,
  current,
  onPick,
}: {
  entity: EntitySchema;
  current: ListView;
  onPick(view: ListView): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<EntitySchema[]>();
  const allowed = Boolean(permissions?.find((e) => e.resource === RESOURCE)?.operations.includes('create'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const { data: views = [], refetch } = useGetList(
    RESOURCE,
    {
      filter: { resource: entity.resource },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: allowed },
  );
  const [create, { isPending }] = useCreate();
  const [remove] = useDelete();
  if (!allowed) return null;

  const failed = (err: unknown) =>
    notify(err instanceof HttpError ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create(
      RESOURCE,
      { data: { name: name.trim(), resource: entity.resource, ...current } },
      {
        onSuccess: () => {
          notify('dashboard.list.viewsaved', { type: 'success', messageArgs: { name: name.trim() } });
          setNaming(false);
          setName('');
          void refetch();
        },
        onError: failed,
      },
    );
  };
  const drop = (view: RaRecord) =>
    remove(
      RESOURCE,
      { id: view.id, previousData: view },
      { mutationMode: 'pessimistic', onSuccess: () => void refetch(), onError: failed },
    );

  return (
    <>
      <Button size="small" startIcon={<ViewsIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
        {translate('dashboard.list.views')}
      </Button>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
      >
        <List dense data-testid="saved-views" sx={{ minWidth: 220 }}>
          <ListItemButton
            onClick={() => {
              setAnchor(null);
              setNaming(true);
            }}
          >
            <ListItemText primary={translate('dashboard.list.saveview')} />
          </ListItemButton>
          <Divider component="li" />
          {views.length === 0 && (
            <ListItem>
              <ListItemText secondary={translate('dashboard.list.noviews')} />
            </ListItem>
          )}
          {views.map((view) => (
            <ListItem
              key={view.id}
              disablePadding
              secondaryAction={
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={translate('dashboard.list.deleteview', { name: view.name })}
                  onClick={() => drop(view)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                data-view={view.name}
                onClick={() => {
                  setAnchor(null);
                  onPick({ filter: view.filter ?? {}, sort: view.sort ?? undefined, columns: view.columns });
                }}
              >
                <ListItemText primary={view.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Popover>
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="save-view-title">
        <form onSubmit={save}>
          <DialogTitle id="save-view-title">{translate('dashboard.list.saveview')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('dashboard.list.viewname')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={isPending || !name.trim()}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
