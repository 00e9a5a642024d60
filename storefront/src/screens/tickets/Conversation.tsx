import { useState } from 'react';
import { Alert, problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { formatDateTime, localDigits } from '../../format';
import { api, downloadFile } from '../../session';
import type { TicketDetail, TicketPostView, TicketsView } from '@saray/contracts/storefront/state';
import { Field, FilePicker, status, uploadAll, useSending } from './forms';

function Attachment({ file }: { file: { name: string; url: string } }) {
  const { t } = useStorefront();
  const [failed, setFailed] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="link-button"
        onClick={() => downloadFile(file.url, file.name).catch(() => setFailed(true))}
      >
        {file.name}
      </button>
      {failed && <small className="field-error">{t('storefront.tickets.downloadfailed')}</small>}
    </li>
  );
}

/** A post; one without an author is the message a visitor sent from the contact page, signed with their name. */
function Post({ post, visitor }: { post: TicketPostView; visitor: string }) {
  const { t, state } = useStorefront();
  const who = post.author?.name ?? visitor;
  if (post.forwardedToUnitTitle)
    return (
      <li className="ticket-post ticket-post--event" data-post={post.id}>
        {t('storefront.tickets.forwarded', { unit: post.forwardedToUnitTitle, name: who })}{' '}
        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, state.lang)}</time>
      </li>
    );
  return (
    <li className={`ticket-post${post.fromStaff ? ' ticket-post--staff' : ''}`} data-post={post.id}>
      <header>
        <strong>{who}</strong>
        {post.fromStaff && <span className="badge">{t('storefront.tickets.staff')}</span>}
        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, state.lang)}</time>
      </header>
      {post.body && <p className="ticket-post-body">{post.body}</p>}
      {post.attachments.length > 0 && (
        <ul className="ticket-attachments" aria-label={t('storefront.tickets.attachmentlist')}>
          {post.attachments.map((a) => (
            <Attachment key={a.name} file={a} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Reply({ ticket, maxFiles }: { ticket: TicketDetail; maxFiles: number }) {
  const { t, state } = useStorefront();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { problem, fields, busy, onSubmit } = useSending(async () => {
    const attachments = await uploadAll(files, state.lang);
    await api('POST', '/api/Tickets/addTicketPost', { ticketId: ticket.id, body, attachments }, state.lang);
    window.location.reload();
  });
  return (
    <form className="api-form account-form" onSubmit={onSubmit} noValidate aria-label={t('storefront.tickets.reply')}>
      <Alert message={problem} />
      <Field label={t('storefront.tickets.message')} problem={fields.body}>
        <textarea name="body" rows={4} value={body} onChange={(e) => setBody(e.target.value)} maxLength={10000} />
      </Field>
      <FilePicker max={maxFiles} onChange={setFiles} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('storefront.tickets.reply')}
      </button>
    </form>
  );
}

function Forward({ ticket, view }: { ticket: TicketDetail; view: TicketsView }) {
  const { t, href, state } = useStorefront();
  const [unitId, setUnitId] = useState('');
  const [note, setNote] = useState('');
  const { problem, fields, busy, onSubmit } = useSending(async () => {
    const moved = await api<{ canRead: boolean }>(
      'POST',
      '/api/Tickets/forwardTicket',
      { ticketId: ticket.id, unitId: unitId ? Number(unitId) : undefined, note },
      state.lang,
    );
    // Forwarded to a unit the sender does not serve: the ticket is no longer theirs to open.
    if (moved.canRead) window.location.reload();
    else window.location.assign(href('/account/tickets'));
  });
  return (
    <form className="api-form account-form" onSubmit={onSubmit} noValidate aria-label={t('storefront.tickets.forward')}>
      <h2>{t('storefront.tickets.forward')}</h2>
      <Alert message={problem} />
      <Field label={t('storefront.tickets.forwardto')} problem={fields.unitId}>
        <select name="unitId" value={unitId} onChange={(e) => setUnitId(e.target.value)} required>
          <option value="">{t('storefront.common.choose')}</option>
          {view.units
            .filter((u) => u.id !== ticket.unitId)
            .map((u) => (
              <option key={u.id} value={u.id}>
                {u.title}
              </option>
            ))}
        </select>
      </Field>
      <Field label={t('storefront.tickets.note')}>
        <textarea name="note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={10000} />
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {t('storefront.tickets.forward')}
      </button>
    </form>
  );
}

/** The state actions the caller may run now (resolve, accept the answer, lock…); accepting asks first. */
function StateActions({ ticket }: { ticket: TicketDetail }) {
  const { t, state } = useStorefront();
  const [problem, setProblem] = useState('');
  if (!ticket.actions.length) return null;
  const run = async (action: string) => {
    if (action === 'approve' && !window.confirm(t('storefront.tickets.approveconfirm'))) return;
    try {
      await api('POST', '/api/Tickets/changeTicketState', { ticketId: ticket.id, action, confirm: true }, state.lang);
      window.location.reload();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    }
  };
  return (
    <div className="ticket-actions">
      {ticket.actions.map((a) => (
        <button key={a} type="button" className="button button--small" data-action={a} onClick={() => void run(a)}>
          {t(`storefront.tickets.action.${a}`)}
        </button>
      ))}
      <Alert message={problem} />
    </div>
  );
}

/** /account/tickets/{id}: the ticket, its conversation, and the reply and forward forms its reader may use. */
export function Conversation({ view, ticket }: { view: TicketsView; ticket: TicketDetail }) {
  const { t, href, state } = useStorefront();
  return (
    <article className="ticket" data-ticket={ticket.id}>
      <p>
        <a href={href('/account/tickets')}>{t('storefront.tickets.back')}</a>
      </p>
      <h2>
        {localDigits(`#${ticket.id}`, state.lang)} {ticket.title}
      </h2>
      <dl className="ticket-facts">
        <dt>{t('storefront.tickets.state')}</dt>
        <dd data-field="state">{status(ticket, t)}</dd>
        <dt>{t('storefront.tickets.unit')}</dt>
        <dd>{ticket.unitTitle}</dd>
        <dt>{t('storefront.tickets.priority')}</dt>
        <dd>{ticket.priorityName}</dd>
        {ticket.categoryName && (
          <>
            <dt>{t('storefront.tickets.category')}</dt>
            <dd>{ticket.categoryName}</dd>
          </>
        )}
        <dt>{t('storefront.tickets.customer')}</dt>
        <dd>{ticket.customer?.name ?? ticket.contactName}</dd>
        {ticket.contactEmail && (
          <>
            <dt>{t('storefront.tickets.contactemail')}</dt>
            <dd>
              <a href={`mailto:${ticket.contactEmail}`} dir="ltr">
                {ticket.contactEmail}
              </a>
            </dd>
          </>
        )}
        {ticket.contactPhone && (
          <>
            <dt>{t('storefront.tickets.contactphone')}</dt>
            <dd>
              <a href={`tel:${ticket.contactPhone}`} dir="ltr">
                {ticket.contactPhone}
              </a>
            </dd>
          </>
        )}
      </dl>
      <StateActions ticket={ticket} />
      <ol className="ticket-posts">
        {(view.posts ?? []).map((p) => (
          <Post key={p.id} post={p} visitor={ticket.contactName ?? ''} />
        ))}
      </ol>
      {ticket.canReply ? (
        <Reply ticket={ticket} maxFiles={view.maxFiles} />
      ) : (
        <p className="muted" role="note">
          {t(ticket.isApproved ? 'storefront.tickets.closednote' : 'storefront.tickets.lockednote')}
        </p>
      )}
      {ticket.canForward && <Forward ticket={ticket} view={view} />}
    </article>
  );
}
