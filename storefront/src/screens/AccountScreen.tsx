import { ACCOUNT_LABELS, ACCOUNT_SECTIONS } from '../account-sections';
import { useStorefront } from '../context';
import { ProfileSection } from './account/ProfileSection';
import { SectionTable } from './account/SectionTable';
import { TicketsScreen } from './TicketsScreen';

/** The signed-in customer's area: a menu of sections and the chosen section's records (or their profile). */
export function AccountScreen() {
  const { state, t, href } = useStorefront();
  const section = state.data.section ?? '';
  return (
    <section className="account">
      <nav className="account-menu" aria-label={t('storefront.account.title')}>
        <a href={href('/account/profile')} aria-current={section === 'profile' ? 'page' : undefined}>
          {t(ACCOUNT_LABELS.profile)}
        </a>
        {ACCOUNT_SECTIONS.map((s) => (
          <a key={s} href={href(`/account/${s}`)} aria-current={s === section ? 'page' : undefined}>
            {t(ACCOUNT_LABELS[s])}
          </a>
        ))}
        <a href={href('/Authentication/ChangePassword')}>{t('storefront.auth.changepassword')}</a>
        <a href={href('/Authentication/TwoFactorAuthentication')}>{t('storefront.auth.twofactor')}</a>
      </nav>
      <div className="account-body">
        <h1>{t(ACCOUNT_LABELS[section] ?? 'storefront.account.title')}</h1>
        {section === 'tickets' ? <TicketsScreen /> : section === 'profile' ? <ProfileSection /> : <SectionTable />}
      </div>
    </section>
  );
}
