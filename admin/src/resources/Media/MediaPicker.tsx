import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LibrarySearch, useLibrarySearch } from './LibrarySearch';
import { MediaGrid } from './MediaGrid';

/**
 * The media library in a form (a file field of the library's directory): find a picture and add it to the field,
 * as many as the field still takes; a picture the field holds is marked and cannot be added twice.
 */
export default function MediaPicker({
  open,
  held,
  room,
  onAdd,
  onClose,
}: {
  open: boolean;
  /** The pictures the field holds. */
  held: string[];
  /** How many more the field takes. */
  room: number;
  onAdd(file: string): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { typed, setTyped, q, page, setPage } = useLibrarySearch();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="media-picker-title"
    >
      <DialogTitle id="media-picker-title">{translate('dashboard.media.pick')}</DialogTitle>
      <DialogContent dividers>
        <LibrarySearch typed={typed} onType={setTyped} autoFocus sx={{ width: '100%' }} />
        <MediaGrid
          q={q}
          page={page}
          perPage={12}
          onPage={setPage}
          chosen={held}
          action="dashboard.media.add"
          onChoose={(m) => {
            if (held.includes(m.file) || room <= 0) return;
            onAdd(m.file);
            if (room <= 1) onClose();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
