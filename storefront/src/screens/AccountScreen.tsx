import { useState } from 'react';
import { ACCOUNT_LABELS, ACCOUNT_SECTIONS } from '../account-sections';
import { ApiForm } from '../components/ApiForm';
import { useStorefront } from '../context';
import { formatDate, formatDecimal, formatMoney, localDigits } from '../format';
import { api } from '../session';
import type { AccountForm } from '@saray/contracts/storefront/state';
import { TicketsScreen } from './TicketsScreen';

/** Form values as the API takes them: numbers for relations and counts, text for money (exact decimals). */
export function recordOf(form: AccountForm, values: Record<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = { ...form.defaults };
  for (const f of form.fields) {
    const v = values[f.name]?.trim();
    if (!v) continue;
    record[f.name] = f.type === 'relation' || f.type === 'number' ? Number(v) : v;
  }
  return record;
}

/** Adds a record to the section and shows the page again with it. */
function AddRecord({ form }: { form: AccountForm }) {
  const { state, t } = useStorefront();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('storefront.account.add')}
      </button>
    );
  return (
    <div className="account-form">
      <ApiForm
        fields={form.fields}
        submitLabel={t('storefront.account.save')}
        submit={async (values) => {
          await api('POST', form.action ?? `/api/${form.resource}`, recordOf(form, values), state.lang);
          window.location.reload();
        }}
      >
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('storefront.common.cancel')}
        </button>
      </ApiForm>
    </div>
  );
}

/** Deletes one of the customer's records after they confirm it. */
function DeleteRecord({ resource, id }: { resource: string; id: unknown }) {
  const { state, t } = useStorefront();
  const [problem, setProblem] = useState('');
  const remove = async () => {
    if (!window.confirm(t('storefront.account.deleteconfirm'))) return;
    try {
      await api('DELETE', `/api/${resource}/${String(id)}`, undefined, state.lang);
      window.location.reload();
    } catch (err) {
      setProblem((err as { body?: { message?: string } }).body?.message ?? t('storefront.error.network'));
    }
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={() => void remove()}>
        {t('storefront.account.delete')}
      </button>
      {problem && (
        <small className="field-error" role="alert">
          {problem}
        </small>
      )}
    </>
  );
}

/** The signed-in customer's area: a menu of sections and the chosen section's records. */
export function AccountScreen() {
  const { state, t, href } = useStorefront();
  const section = state.data.section ?? '';
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
        {section === 'tickets' ? <TicketsScreen /> : <SectionTable />}
      </div>
    </section>
  );
}

/** A section of the customer's records as a table, with its add form and delete buttons where allowed. */
function SectionTable() {
  const { state, t, href } = useStorefront();
  const account = state.data.account;
  const cell = (value: unknown, type?: string) => {
    if (value === null || value === undefined || value === '') return '';
    if (type === 'boolean') return value ? t('storefront.common.yes') : t('storefront.common.no');
    if (type === 'date') return formatDate(String(value), state.lang);
    if (type === 'money') return formatMoney(String(value), state.lang);
    if (type === 'decimal') return formatDecimal(String(value), state.lang);
    if (type === 'number') return localDigits(String(value), state.lang);
    if (type === 'invoice') return <a href={href(`/shoppingcart/${String(value)}`)}>{t('storefront.invoice.open')}</a>;
    if (type === 'pay') return <a href={href(`/payment/${String(value)}`)}>{t('storefront.payment.open')}</a>;
    return String(value);
  };
  return (
    <>
      {account?.max !== undefined && (
        <p className="muted">{t('storefront.account.limit', { count: account.rows.length, max: account.max })}</p>
      )}
      {account?.form?.note && <p className="muted">{account.form.note}</p>}
      {account?.form && (account.max === undefined || account.rows.length < account.max) && (
        <AddRecord form={account.form} />
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
              {account.deletable && <th aria-label={t('storefront.account.delete')} />}
            </tr>
          </thead>
          <tbody>
            {account.rows.map((row, i) => (
              <tr key={String(row.id ?? i)}>
                {account.columns.map((c) => (
                  <td key={c.field}>{cell(row[c.field], c.type)}</td>
                ))}
                {account.deletable && account.form && (
                  <td>
                    <DeleteRecord resource={account.form.resource} id={row.id} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
