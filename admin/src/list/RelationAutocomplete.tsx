import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { EntitySchema } from '../schema';
import { recordTitle } from './recordTitle';

const PAGE = 20;

/**
 * A record of another entity picked by typing: the target's list is asked for 20 records matching the text (its
 * search columns, the q filter) a moment after typing stops, and each is shown by the target's title template.
 */
export function RelationAutocomplete({
  target,
  value,
  onChange,
  label,
}: {
  target: EntitySchema;
  value: RaRecord['id'] | undefined;
  onChange(id: RaRecord['id'] | undefined): void;
  label: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<RaRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const { data: chosen } = useGetOne(target.resource, { id: value! }, { enabled: value != null });

  useEffect(() => {
    const ask = ++asked.current;
    setLoading(true);
    const timer = setTimeout(async () => {
      const search = text.trim() && target.list.search.length ? { q: text.trim() } : {};
      try {
        const { data } = await dataProvider.getList(target.resource, {
          filter: search,
          pagination: { page: 1, perPage: PAGE },
          sort: target.list.sort,
        });
        // Only the answer to the latest text counts: an earlier, slower one must not replace it.
        if (ask === asked.current) setOptions(data);
      } finally {
        if (ask === asked.current) setLoading(false);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [text, target, dataProvider]);

  const title = (r: RaRecord) => recordTitle(target.title, r);
  return (
    <Autocomplete
      options={options}
      value={value == null ? null : (chosen ?? ({ id: value } as RaRecord))}
      getOptionLabel={title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server has matched the text already; the list shows its answer as it is.
      filterOptions={(x) => x}
      loading={loading}
      loadingText={translate('common.loading')}
      noOptionsText={translate('dashboard.list.nooptions')}
      onInputChange={(_, v, reason) => reason === 'input' && setText(v)}
      onChange={(_, r) => onChange(r?.id)}
      renderOption={(props, r) => (
        <li {...props} key={r.id}>
          {title(r)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          size="small"
          label={label}
          placeholder={translate('dashboard.list.typetosearch')}
        />
      )}
      sx={{ minWidth: 240 }}
    />
  );
}
