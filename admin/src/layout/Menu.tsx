import { InputAdornment, ListSubheader, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { Menu as RaMenu, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';

/** Route search starts at 3 characters (spec 2 §9). */
export const MIN_SEARCH = 3;

/**
 * The sidebar: the menu routes the caller's roles allow, grouped as the spec's sections, with a search over the
 * translated titles.
 */
export function Menu() {
  const { permissions } = usePermissions<EntitySchema[]>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [query, setQuery] = useState('');
  const title = (e: EntitySchema) => translate(e.label, { smart_count: 2, _: e.name });
  const needle = query.trim().toLocaleLowerCase(locale);
  const items = (permissions ?? [])
    .filter((e) => e.route.menu === true && e.operations.includes('list'))
    .filter((e) => needle.length < MIN_SEARCH || title(e).toLocaleLowerCase(locale).includes(needle));
  const groups = [...new Set(items.map((e) => e.group))];
  return (
    <RaMenu>
      <TextField
        size="small"
        value={query}
        onChange={(ev) => setQuery(ev.target.value)}
        placeholder={translate('dashboard.menu.search')}
        inputProps={{ 'aria-label': translate('dashboard.menu.search') }}
        sx={{ mx: 1, my: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <RaMenu.DashboardItem />
      {groups.map((group) => [
        <ListSubheader key={`g-${group}`} sx={{ lineHeight: 2.5, background: 'transparent' }}>
          {translate(`menu.groups.${group}`, { _: group })}
        </ListSubheader>,
        ...items
          .filter((e) => e.group === group)
          .map((e) => <RaMenu.Item key={e.resource} to={`/${e.resource}`} primaryText={title(e)} />),
      ])}
    </RaMenu>
  );
}
