import { ACCOUNT_LABELS, ACCOUNT_SECTIONS } from '../account-sections';
import { useStorefront } from '../context';
import { SignOut } from './SignOut';

/**
 * The profile menu (spec 1 §2.5): visitors get sign-in and register (both to Auth); a signed-in customer gets each
 * account route whose show{routename} switch is on, the profile when customer.canchangeprofile allows it, and
 * sign-out; administrators also get the dashboard and their tickets.
 */
export function ProfileMenu() {
  const { state, t, href } = useStorefront();
  const user = state.user;
  if (!user)
    return (
      <nav className="profile-links" aria-label={t('storefront.header.profile')}>
        <a href={href('/Authentication')} data-testid="signin-link">
          {t('storefront.auth.signin')}
        </a>
        <a href={href('/Authentication?mode=register')}>{t('storefront.auth.register')}</a>
      </nav>
    );
  const sections = ACCOUNT_SECTIONS.filter((s) => state.header.show[s]);
  return (
    <details className="dropdown profile-menu">
      <summary data-testid="profile-menu">{user.firstname || user.username}</summary>
      <ul role="menu">
        {state.settings['customer.canchangeprofile'] === 'true' && (
          <li role="none">
            <a role="menuitem" href={href('/account/profile')}>
              {t('storefront.account.profile')}
            </a>
          </li>
        )}
        {sections.map((s) => (
          <li role="none" key={s}>
            <a role="menuitem" href={href(`/account/${s}`)}>
              {t(ACCOUNT_LABELS[s])}
            </a>
          </li>
        ))}
        {user.isAdmin && (
          <>
            <li role="none">
              <a role="menuitem" href={href('/dashboard')}>
                {t('storefront.account.dashboard')}
              </a>
            </li>
            <li role="none">
              <a role="menuitem" href={href('/account/tickets')}>
                {t('storefront.account.mytickets')}
              </a>
            </li>
          </>
        )}
        <li role="none">
          <SignOut />
        </li>
      </ul>
    </details>
  );
}
