import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
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
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const wait = setTimeout(() => {
      setQ(typed);
      setPage(1);
    }, 300);
    return () => clearTimeout(wait);
  }, [typed]);
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
        <TextField
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={translate('dashboard.media.search')}
          inputProps={{ 'aria-label': translate('dashboard.media.search'), type: 'search' }}
          size="small"
          fullWidth
          autoFocus
          InputProps={{
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
        />
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
