import { imageUrl } from '../blocks/types';
import { useStorefront } from '../context';
import { useTheme } from '../themes/ThemeContext';
import { CartLink } from './CartLink';
import { LanguageMenu } from './LanguageMenu';
import { MainMenu } from './Menu';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { QuickAccess } from './QuickAccess';
import { SearchBox } from './SearchBox';

/** The site header of spec 1 §2.5, every part switched by the header settings. */
export function SiteHeader() {
  const { state, href } = useStorefront();
  const theme = useTheme();
  const h = state.header;
  if (!h.showsiteheader) return null;
  return (
    <header className={`site-header site-header--${theme.layout.header} site-header--${h.headertype}`}>
      <div className="header-bar">
        <MobileMenu />
        <a className={`logo ${h.logoclass}`.trim()} href={href('/')}>
          {h.logo ? (
            <img src={imageUrl(h.logo, h.logodirectory)} alt={state.store.title} height={h.logoheight} />
          ) : (
            <span className={`logo-title ${h.titleclass}`.trim()}>{state.store.title}</span>
          )}
        </a>
        {h.showsearchbox && <SearchBox />}
        <div className="header-actions">
          {h.showquickaccess && <QuickAccess />}
          {h.showlanguage && state.languages.length > 1 && <LanguageMenu />}
          {h.showprofile && <ProfileMenu />}
          {h.showshoppingcard && <CartLink />}
        </div>
      </div>
      {h.showmenu && <MainMenu />}
    </header>
  );
}

/** The header drawn when the language has no header block yet. */
export const DefaultHeader = SiteHeader;
