import { useState } from 'react';
import { Icon } from '../components/Icon';
import { ACCOUNT_LABELS, ACCOUNT_SECTIONS } from '../account-sections';
import { useStorefront } from '../context';
import { MainMenu } from './Menu';

/** The slide-out menu for small screens: the header's menu and profile entries, plus 'my customers' for admins. */
export function MobileMenu() {
  const { state, t, href } = useStorefront();
  const [open, setOpen] = useState(false);
  const user = state.user;
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="mobile-menu-toggle"
        aria-expanded={open}
        aria-label={t('storefront.header.menu')}
        onClick={() => setOpen(!open)}
      >
        <Icon name="menu" />
      </button>
      {open && (
        <div className="mobile-drawer" role="dialog" aria-label={t('storefront.header.menu')}>
          <button type="button" className="link-button" onClick={() => setOpen(false)}>
            {t('storefront.common.close')}
          </button>
          <MainMenu mobile />
          <ul className="mobile-profile">
            {!user && (
              <li>
                <a href={href('/Authentication')}>{t('storefront.auth.signin')}</a>
              </li>
            )}
            {user &&
              ACCOUNT_SECTIONS.filter((s) => state.header.show[s]).map((s) => (
                <li key={s}>
                  <a href={href(`/account/${s}`)}>{t(ACCOUNT_LABELS[s])}</a>
                </li>
              ))}
            {user?.isAdmin && (
              <>
                <li>
                  <a href={href('/dashboard')}>{t('storefront.account.dashboard')}</a>
                </li>
                <li>
                  <a href={href('/account/tickets')}>{t('storefront.account.mytickets')}</a>
                </li>
                <li>
                  <a href={href('/account/mycustomers')}>{t('storefront.account.mycustomers')}</a>
                </li>
              </>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
