import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What is typed in the library's search box, and the search it runs once typing pauses (300 ms), with the page it
 * shows: a new search starts at the first page.
 */
export function useLibrarySearch() {
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
  return { typed, setTyped, q, page, setPage };
}

/** The library's search box. */
export function LibrarySearch({
  typed,
  onType,
  autoFocus,
  sx,
}: {
  typed: string;
  onType(text: string): void;
  autoFocus?: boolean;
  sx?: SxProps;
}) {
  const translate = useTranslate();
  return (
    <TextField
      value={typed}
      onChange={(e) => onType(e.target.value)}
      placeholder={translate('dashboard.media.search')}
      inputProps={{ 'aria-label': translate('dashboard.media.search'), type: 'search' }}
      size="small"
      autoFocus={autoFocus}
      sx={sx}
      InputProps={{
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      }}
    />
  );
}
