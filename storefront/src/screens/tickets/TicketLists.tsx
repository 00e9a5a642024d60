import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { useStorefront } from '../../context';
import { formatDate, localDigits } from '../../format';
import { api } from '../../session';
import type { TicketSummary, TicketsView } from '@saray/contracts/storefront/state';
import { Field, FilePicker, status, uploadAll, useSending } from './forms';

function TicketTable({ title, rows, showOwner }: { title: string; rows: TicketSummary[]; showOwner?: boolean }) {
  const { t, href, state } = useStorefront();
  return (
    <section className="tickets-list" aria-label={title}>
      <h2>{title}</h2>
      {!rows.length ? (
        <p className="muted">{t('storefront.tickets.none')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('storefront.tickets.number')}</th>
              <th>{t('storefront.tickets.subject')}</th>
              {showOwner && <th>{t('storefront.tickets.customer')}</th>}
              <th>{t('storefront.tickets.unit')}</th>
              <th>{t('storefront.tickets.priority')}</th>
              <th>{t('storefront.tickets.state')}</th>
              <th>{t('storefront.tickets.lastpost')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-ticket={r.id}>
                <td>{localDigits(r.id, state.lang)}</td>
                <td>
                  <a href={href(`/account/tickets/${r.id}`)}>{r.title}</a>
                </td>
                {showOwner && <td>{r.customer?.name ?? r.contactName ?? ''}</td>}
                <td>{r.unitTitle ?? ''}</td>
                <td>{r.priorityName ?? ''}</td>
                <td>{status(r, t)}</td>
                <td>{formatDate(r.lastPostAt ?? r.createdAt, state.lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The new-ticket form: subject, unit, one of the unit's categories, priority, the first message and its files. */
function NewTicket({ view }: { view: TicketsView }) {
  const { t, href, state } = useStorefront();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const { problem, fields, busy, onSubmit } = useSending(async () => {
    const attachments = await uploadAll(files, state.lang);
    const created = await api<{ id: number }>(
      'POST',
      '/api/Tickets/addTicket',
      {
        title: values.title ?? '',
        unitId: values.unitId ? Number(values.unitId) : undefined,
        priorityId: values.priorityId ? Number(values.priorityId) : undefined,
        categoryId: values.categoryId ? Number(values.categoryId) : null,
        body: values.body ?? '',
        attachments,
      },
      state.lang,
    );
    window.location.assign(href(`/account/tickets/${created.id}`));
  });
  if (!open)
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('storefront.tickets.new')}
      </button>
    );
  const set = (name: string) => (e: { target: { value: string } }) =>
    setValues({ ...values, [name]: e.target.value, ...(name === 'unitId' ? { categoryId: '' } : {}) });
  const categories = values.unitId ? (view.categories[values.unitId] ?? []) : [];
  return (
    <form className="api-form account-form" onSubmit={onSubmit} noValidate aria-label={t('storefront.tickets.new')}>
      <Alert message={problem} />
      <Field label={t('storefront.tickets.subject')} problem={fields.title}>
        <input name="title" value={values.title ?? ''} onChange={set('title')} required maxLength={200} />
      </Field>
      <Field label={t('storefront.tickets.unit')} problem={fields.unitId}>
        <select name="unitId" value={values.unitId ?? ''} onChange={set('unitId')} required>
          <option value="">{t('storefront.common.choose')}</option>
          {view.units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.title}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('storefront.tickets.category')} problem={fields.categoryId}>
        <select
          name="categoryId"
          value={values.categoryId ?? ''}
          onChange={set('categoryId')}
          disabled={!categories.length}
        >
          <option value="">{t('storefront.common.choose')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('storefront.tickets.priority')} problem={fields.priorityId}>
        <select name="priorityId" value={values.priorityId ?? ''} onChange={set('priorityId')} required>
          <option value="">{t('storefront.common.choose')}</option>
          {view.priorities.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('storefront.tickets.message')} problem={fields.body}>
        <textarea name="body" rows={5} value={values.body ?? ''} onChange={set('body')} maxLength={10000} />
      </Field>
      <FilePicker max={view.maxFiles} onChange={setFiles} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('storefront.tickets.send')}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('storefront.common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** /account/tickets: a search by subject or number, the new-ticket form, the caller's tickets and those they handle. */
export function TicketLists({ view }: { view: TicketsView }) {
  const { t, href } = useStorefront();
  return (
    <div className="tickets">
      <form className="tickets-search" method="get" action={href('/account/tickets')} role="search">
        <input
          type="search"
          name="keyword"
          defaultValue={view.keyword ?? ''}
          placeholder={t('storefront.tickets.searchhint')}
          aria-label={t('storefront.tickets.search')}
        />
        <button type="submit" className="button">
          {t('storefront.tickets.search')}
        </button>
      </form>
      <NewTicket view={view} />
      {view.found && <TicketTable title={t('storefront.tickets.found')} rows={view.found} showOwner />}
      <TicketTable title={t('storefront.account.mytickets')} rows={view.mine ?? []} />
      {view.handled && <TicketTable title={t('storefront.tickets.handled')} rows={view.handled} showOwner />}
    </div>
  );
}
