import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, problemOf } from '../components/Alert';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { api } from '../session';
import { Field } from './tickets/forms';

type Values = Record<'contactName' | 'contactEmail' | 'contactPhone' | 'unitId' | 'title' | 'body', string>;
const EMPTY: Values = { contactName: '', contactEmail: '', contactPhone: '', unitId: '', title: '', body: '' };

/**
 * /contactus: a message to the support team, which becomes a ticket (the customer's own when signed in). The page is
 * the same for every visitor, so it can be served from a cache: who is writing is known only when it is sent. The
 * server checks every field and answers each one's problem; the screen shows them and keeps what was typed.
 */
export function ContactScreen() {
  const { state, t, href } = useStorefront();
  const units = state.data.contact?.units ?? [];
  const signedIn = Boolean(state.user);
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ id: number; mine: boolean } | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem('');
    setProblems({});
    try {
      const { unitId, ...rest } = values;
      setSent(
        await api(
          'POST',
          '/api/Tickets/contactUs',
          { ...rest, ...(unitId ? { unitId: Number(unitId) } : {}) },
          state.lang,
        ),
      );
      setValues(EMPTY);
    } catch (err) {
      const details = (err as { body?: { details?: { path: string; message: string }[] } | null }).body?.details;
      setProblem(problemOf(err, t('storefront.error.network')));
      setProblems(Object.fromEntries((details ?? []).map((d) => [d.path.replace(/^\//, ''), d.message])));
    } finally {
      setBusy(false);
    }
  };
  const input = (name: keyof Values) => ({
    name,
    value: values[name],
    'aria-invalid': Boolean(problems[name]),
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  return (
    <section className="contact">
      <h1>{t('storefront.contact.title')}</h1>
      <p className="contact-intro">{t(signedIn ? 'storefront.contact.introsignedin' : 'storefront.contact.intro')}</p>
      {sent ? (
        <div className="contact-sent alert alert--success" role="status" tabIndex={-1} ref={thanks}>
          <p>{t('storefront.contact.sent', { number: localDigits(`#${sent.id}`, state.lang) })}</p>
          <p>
            {sent.mine && <a href={href(`/account/tickets/${sent.id}`)}>{t('storefront.contact.open')}</a>}{' '}
            <button type="button" className="link-button" onClick={() => setSent(null)}>
              {t('storefront.contact.another')}
            </button>
          </p>
        </div>
      ) : (
        <form
          className="api-form contact-form"
          onSubmit={(e) => void send(e)}
          noValidate
          aria-label={t('storefront.contact.form')}
        >
          <Alert message={problem} />
          {!signedIn && (
            <div className="contact-row">
              <Field label={t('storefront.contact.name')} problem={problems.contactName}>
                <input {...input('contactName')} autoComplete="name" aria-required="true" maxLength={200} />
              </Field>
              <Field label={t('storefront.contact.email')} problem={problems.contactEmail}>
                <input
                  {...input('contactEmail')}
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  aria-required="true"
                  maxLength={200}
                />
              </Field>
            </div>
          )}
          <div className="contact-row">
            <Field label={t('storefront.contact.phone')} problem={problems.contactPhone}>
              <input {...input('contactPhone')} type="tel" dir="ltr" autoComplete="tel" maxLength={30} />
            </Field>
            {units.length > 1 && (
              <Field label={t('storefront.contact.unit')} problem={problems.unitId}>
                <select {...input('unitId')}>
                  <option value="">{t('storefront.contact.anyunit')}</option>
                  {units.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.title}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </div>
          <Field label={t('storefront.contact.subject')} problem={problems.title}>
            <input {...input('title')} aria-required="true" maxLength={200} />
          </Field>
          <Field label={t('storefront.contact.message')} problem={problems.body}>
            <textarea {...input('body')} rows={7} aria-required="true" maxLength={10000} />
          </Field>
          <div>
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
              {t('storefront.contact.send')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
