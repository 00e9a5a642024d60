import { Box, InputAdornment, ListSubheader, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { Menu as RaMenu, useLocaleState, useSidebarState, useTranslate } from 'react-admin';
import type { MenuEntry } from '../routes';
import { useRouteTree } from '../useRouteTree';
import { StorageBar } from './StorageBar';

/** The live chat console, in the Support group for those who may see the support chats. */
export const SUPPORT_CONSOLE = '/Support/Console';

/** Route search starts at 3 characters (spec 2 §9). */
export const MIN_SEARCH = 3;

/**
 * The sidebar: the menu routes the caller's roles allow, grouped as the spec's sections, with a search over the
 * translated titles. Only links are inside the menu (role menu); the search box and the storage bar sit around it,
 * and a group's title is presentation (a menu may hold menu items only).
 */
export function Menu() {
  const { menu } = useRouteTree();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open] = useSidebarState();
  const [query, setQuery] = useState('');
  const title = (m: MenuEntry) => translate(m.title, { smart_count: 2, _: m.entity.name });
  const needle = query.trim().toLocaleLowerCase(locale);
  const items = menu.filter((m) => needle.length < MIN_SEARCH || title(m).toLocaleLowerCase(locale).includes(needle));
  const groups = [...new Set(items.map((m) => m.entity.group))];
  return (
    <Box component="nav" aria-label={translate('dashboard.menu.title')}>
      {open && (
        <TextField
          size="small"
          value={query}
          onChange={(ev) => setQuery(ev.target.value)}
          placeholder={translate('dashboard.menu.search')}
          sx={{ mx: 1, mt: 1.5, mb: 0.5, display: 'flex' }}
          slotProps={{
            htmlInput: { 'aria-label': translate('dashboard.menu.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <RaMenu>
        <RaMenu.DashboardItem />
        {groups.map((group) => [
          <ListSubheader
            key={`g-${group}`}
            role="presentation"
            disableSticky
            sx={{ lineHeight: 2.5, background: 'transparent' }}
          >
            {translate(`menu.groups.${group}`, { _: group })}
          </ListSubheader>,
          ...items
            .filter((m) => m.entity.group === group)
            .map((m) => <RaMenu.Item key={m.to} to={m.to} primaryText={title(m)} />),
          group === 'Support' && (
            <RaMenu.Item key="support-console" to={SUPPORT_CONSOLE} primaryText={translate('dashboard.chat.console')} />
          ),
        ])}
      </RaMenu>
      <StorageBar />
    </Box>
  );
}
