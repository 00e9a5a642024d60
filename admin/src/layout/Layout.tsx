import LanguageIcon from '@mui/icons-material/Translate';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem, Select } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout as RaLayout,
  Logout,
  RefreshIconButton,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useLogout,
  useTranslate,
} from 'react-admin';
import { LANGUAGES, switchLocale, type Locale } from '../language';
import { Menu } from './Menu';

function LanguageSwitcher() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Select
      size="small"
      value={locale}
      onChange={(e) => switchLocale(e.target.value as Locale)}
      startAdornment={<LanguageIcon fontSize="small" sx={{ mx: 0.5 }} />}
      inputProps={{ 'aria-label': translate('dashboard.menu.language') }}
      sx={{
        color: 'inherit',
        '.MuiOutlinedInput-notchedOutline': { border: 0 },
        '.MuiSvgIcon-root': { color: 'inherit' },
      }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.locale} value={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Signing out of every device ends all of the account's sessions at once. */
function SignOutEverywhere() {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <MenuItem onClick={() => logout({ allDevices: true })}>
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('dashboard.menu.signoutall')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The app bar. The user menu's button shows the user's name, so its accessible name is that name too (react-admin
 * names it "Profile", which a speech-input user could not say from what they see).
 */
function Bar() {
  const { identity } = useGetIdentity();
  return (
    <AppBar
      toolbar={
        <>
          <LanguageSwitcher />
          <RefreshIconButton />
        </>
      }
      userMenu={
        <UserMenu label={identity?.fullName || 'ra.auth.user_menu'}>
          <Logout />
          <SignOutEverywhere />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

// The content column may shrink below its widest table or button row: those scroll or wrap inside it, and a phone
// never scrolls the whole page sideways.
const CONTENT = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={Menu} appBar={Bar} sx={CONTENT}>
    {children}
  </RaLayout>
);
