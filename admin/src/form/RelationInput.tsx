import { Autocomplete, Box, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetManyAggregate, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { ListMeta } from '../providers/dataProvider';
import type { EntitySchema } from '../schema';
import { formatTitle } from '../title';

/** Rows a lookup shows: the first matches in the target's own list order; typing more narrows them. */
export const LOOKUP_SIZE = 20;
const DEBOUNCE_MS = 250;

interface Option {
  id: number;
  title: string;
  /** The note under a full page of matches; shown, never chosen. */
  hint?: boolean;
}

export interface RelationInputProps {
  id?: string;
  label: string;
  /** The entity the field points at, as the caller's schemas describe it. */
  target: EntitySchema;
  /** Its records' title template (admin/src/title.ts relationTemplate). */
  template: string;
  /** The chosen record's id; null, undefined or 0 (x-relation.nullZero) for none. */
  value: unknown;
  onChange(id: number | null): void;
  /** The chosen record's title when the caller has it already (a list answer's `_titles`): then it is not asked for. */
  knownTitle?: string | null;
  /** Narrows the choices (x-relation.dependsOn: { provinceId: 7 }). */
  filter?: Record<string, unknown>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  variant?: 'standard' | 'outlined';
  /** The label only for assistive technology (a table cell, under its column's header). */
  labelHidden?: boolean;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A relation chosen by typing (spec 3: relationdropdown, async): the server searches the target's x-list search
 * columns as the reader types (debounced), answering the first 20 in the target's list order, uncounted; each record
 * shows by its title template. The chosen record's title is read once (requests for several fields are merged), or
 * not at all when the caller knows it.
 */
export function RelationInput(props: RelationInputProps) {
  const { target, template, filter } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const chosen = props.value == null || props.value === '' || props.value === 0 ? null : Number(props.value);
  // What the reader is typing; null while the input shows the chosen record.
  const [typing, setTyping] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Option | null>(null);
  const search = useDebounced((typing ?? '').trim(), DEBOUNCE_MS);
  const toOption = (r: RaRecord): Option => ({ id: Number(r.id), title: formatTitle(template, r) });

  const known = props.knownTitle != null || picked?.id === chosen;
  const { data: current } = useGetManyAggregate(
    target.resource,
    { ids: chosen === null ? [] : [chosen] },
    { enabled: chosen !== null && !known },
  );
  const { data: found = [], isFetching } = useQuery({
    queryKey: [target.resource, 'lookup', search, filter],
    enabled: open && !props.disabled,
    queryFn: async ({ signal }) => {
      const meta: ListMeta = { count: false };
      const { data } = await dataProvider.getList(target.resource, {
        filter: { ...filter, ...(search ? { q: search } : {}) },
        pagination: { page: 1, perPage: LOOKUP_SIZE },
        sort: target.list.sort,
        meta,
        signal,
      });
      return data.map(toOption);
    },
  });

  const selected: Option | null =
    chosen === null
      ? null
      : picked?.id === chosen
        ? picked
        : props.knownTitle != null
          ? { id: chosen, title: props.knownTitle }
          : current?.[0]
            ? toOption(current[0])
            : { id: chosen, title: `#${chosen}` };
  const hint: Option = {
    id: -1,
    hint: true,
    title: translate('dashboard.form.lookup_more', { count: LOOKUP_SIZE.toLocaleString(locale) }),
  };
  const options = found.length === LOOKUP_SIZE ? [...found, hint] : found;

  return (
    <Autocomplete<Option, false, boolean, false>
      id={props.id}
      options={options}
      value={selected}
      inputValue={typing ?? selected?.title ?? ''}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={isFetching}
      disabled={props.disabled}
      disableClearable={props.required}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.title}
      getOptionDisabled={(o) => Boolean(o.hint)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyping(text);
      }}
      onChange={(_, option) => {
        setTyping(null);
        setPicked(option);
        props.onChange(option ? option.id : null);
      }}
      onBlur={() => setTyping(null)}
      noOptionsText={translate('dashboard.form.lookup_none')}
      loadingText={translate('ra.page.loading')}
      size={props.size}
      renderOption={({ key, ...attrs }, o) => (
        <Box
          component="li"
          key={key}
          {...attrs}
          sx={o.hint ? { typography: 'caption', color: 'text.secondary', opacity: '1 !important' } : undefined}
        >
          {o.title}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.labelHidden ? undefined : props.label}
          inputProps={{ ...params.inputProps, ...(props.labelHidden ? { 'aria-label': props.label } : {}) }}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          variant={props.variant}
          placeholder={selected ? undefined : translate('ra.action.search')}
        />
      )}
    />
  );
}
