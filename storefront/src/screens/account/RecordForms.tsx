import { useState } from 'react';
import type { AccountForm } from '@saray/contracts/storefront/state';
import { ApiForm } from '../../components/ApiForm';
import { useStorefront } from '../../context';
import { api } from '../../session';

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
export function AddRecord({ form }: { form: AccountForm }) {
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
export function DeleteRecord({ resource, id }: { resource: string; id: unknown }) {
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
