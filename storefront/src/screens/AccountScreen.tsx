import { ACCOUNT_LABELS, ACCOUNT_SECTIONS } from '../account-sections';
import { useStorefront } from '../context';
import { formatDate, formatMoney, localDigits } from '../format';

/** The signed-in customer's area: a menu of sections and the chosen section's records. */
export function AccountScreen() {
  const { state, t, href } = useStorefront();
  const section = state.data.section ?? '';
  const account = state.data.account;
  const cell = (value: unknown, type?: string) => {
    if (value === null || value === undefined || value === '') return '';
    if (type === 'boolean') return value ? t('storefront.common.yes') : t('storefront.common.no');
    if (type === 'date') return formatDate(String(value), state.lang);
    if (type === 'money') return formatMoney(String(value), state.lang);
    if (type === 'number') return localDigits(String(value), state.lang);
    return String(value);
  };
  return (
    <section className="account">
      <nav className="account-menu" aria-label={t('storefront.account.title')}>
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
        {account?.max !== undefined && (
          <p className="muted">{t('storefront.account.limit', { count: account.rows.length, max: account.max })}</p>
        )}
        {!account?.rows.length ? (
          <p className="muted">{t('storefront.account.empty')}</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                {account.columns.map((c) => (
                  <th key={c.field}>{c.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {account.rows.map((row, i) => (
                <tr key={String(row.id ?? i)}>
                  {account.columns.map((c) => (
                    <td key={c.field}>{cell(row[c.field], c.type)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
