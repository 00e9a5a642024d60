import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProfileView } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';
import { api } from '../../session';
import { AttributeField, RecordField } from './ProfileFields';
import { PROFILE_STEPS, problemKey, profileBody, profileValues, stepOf } from './profile-steps';

interface Refusal {
  body?: { message?: string; details?: { path: string; message: string }[] } | null;
}

/**
 * The customer editor of spec 1 §2.7 on the customer's own record, as a modal wizard: contact, personal details,
 * then the store's customer attributes. Next has the server check the steps so far (checkMyProfile: the save's own
 * rules, nothing kept); Finish saves them all at once. A refusal shows the server's message on top and under each
 * field it names, goes to the first step holding one, and keeps everything typed. Closing it forgets the changes.
 */
export function ProfileEditor({
  profile,
  onClose,
  onSaved,
}: {
  profile: ProfileView;
  onClose: () => void;
  /** After the save: the page is drawn again from the server. */
  onSaved: () => void;
}) {
  const { state, t } = useStorefront();
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(() => profileValues(profile, state.lang));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);
  const last = step === PROFILE_STEPS.length - 1;
  const digits = (n: number) => localDigits(n, state.lang);
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage('');
    setProblems({});
    try {
      const body = profileBody(values, profile, step, state.lang);
      if (last) {
        await api('POST', '/api/Customers/saveMyProfile', body, state.lang);
        onSaved();
        return;
      }
      await api('POST', '/api/Customers/checkMyProfile', body, state.lang);
      setStep(step + 1);
    } catch (err) {
      const refusal = (err as Refusal).body;
      const byField = Object.fromEntries((refusal?.details ?? []).map((d) => [problemKey(d.path), d.message]));
      setProblems(byField);
      setMessage(refusal?.message ?? t('storefront.error.network'));
      const steps = Object.keys(byField)
        .map(stepOf)
        .filter((s): s is number => s !== undefined);
      if (steps.length) setStep(Math.min(...steps));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = { values, problems, set };
  const current = PROFILE_STEPS[step];
  return (
    <dialog
      ref={dialog}
      className="profile-editor"
      aria-labelledby="profile-editor-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form className="api-form" onSubmit={(e) => void send(e)} noValidate>
        <h2 id="profile-editor-title">{t('storefront.profile.edittitle')}</h2>
        <ol className="wizard-steps">
          {PROFILE_STEPS.map((s, i) => (
            <li
              key={s.key}
              aria-current={i === step ? 'step' : undefined}
              data-state={i < step ? 'done' : i === step ? 'current' : 'next'}
            >
              <span className="wizard-step-number" aria-hidden="true">
                {digits(i + 1)}
              </span>
              {t(`storefront.profile.steps.${s.key}`)}
            </li>
          ))}
        </ol>
        <p className="muted" aria-live="polite" data-testid="profile-step">
          {t('storefront.profile.stepof', { step: digits(step + 1), steps: digits(PROFILE_STEPS.length) })}
        </p>
        {message && (
          <p className="alert alert--error" role="alert">
            {message}
          </p>
        )}
        <fieldset className="wizard-page">
          <legend className="visually-hidden">{t(`storefront.profile.steps.${current.key}`)}</legend>
          {current.fields.map((f) => (
            <RecordField key={f} name={f} {...fieldProps} />
          ))}
          {current.key === 'attributes' &&
            (profile.attributes.length ? (
              profile.attributes.map((a) => <AttributeField key={a.id} attribute={a} {...fieldProps} />)
            ) : (
              <p className="muted">{t('storefront.profile.noattributes')}</p>
            ))}
        </fieldset>
        <div className="form-actions">
          {step > 0 && (
            <button type="button" className="button" onClick={() => setStep(step - 1)} disabled={busy}>
              {t('storefront.profile.previous')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t(last ? 'storefront.profile.finish' : 'storefront.profile.next')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('storefront.common.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
