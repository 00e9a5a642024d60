import { useState, type FormEvent } from 'react';
import type { AuthRecord } from '@saray/contracts/session';
import { Alert, problemOf } from '../components/Alert';
import { useStorefront } from '../context';
import { api } from '../session';
import { Field } from './tickets/forms';

type Details = { details?: { path: string; message: string }[] } | null | undefined;

/**
 * Sign-in with a one-time code from the store's messaging bot (spec 1 §4.1): the visitor names their account, asks
 * for a code (or uses one the bot already gave them) and signs in with it; an account with two-factor also asks for
 * the authenticator's code. The server's own words are shown for every refusal.
 */
export function CodeSignIn({ onSignedIn }: { onSignedIn: (record: AuthRecord) => void }) {
  const { state, t } = useStorefront();
  const bot = state.settings['signin.botname'] ?? '';
  const botLink = state.settings['signin.botlink'] ?? '';
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [askTwoFactor, setAskTwoFactor] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** Runs one call: its refusal is shown (the message on top, each field's under it), nothing typed is lost. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setProblem('');
    setProblems({});
    try {
      await call();
    } catch (err) {
      const body = (err as { body?: Details & { error?: string } }).body;
      if (body?.error === 'security.error.twofactorrequired') setAskTwoFactor(true);
      else {
        setProblem(problemOf(err, t('storefront.error.network')));
        setProblems(Object.fromEntries((body?.details ?? []).map((d) => [d.path.replace(/^\//, ''), d.message])));
      }
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      setSent(false);
      await api('POST', '/api/Authentication/sendCode', { login }, state.lang);
      setSent(true);
    });
  const signIn = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const body = { username: login, code, ...(askTwoFactor ? { twoFactorCode } : {}) };
      onSignedIn(await api<AuthRecord>('POST', '/api/Authentication/signin', body, state.lang));
    });
  };
  return (
    <form className="api-form code-signin" onSubmit={signIn} noValidate aria-label={t('storefront.auth.code')}>
      <p className="code-signin-bot">
        {bot ? (
          <>
            {t('storefront.auth.codebot')}{' '}
            {botLink ? (
              <a href={botLink} target="_blank" rel="noopener noreferrer" dir="ltr">
                {bot}
              </a>
            ) : (
              <strong dir="ltr">{bot}</strong>
            )}
          </>
        ) : (
          t('storefront.auth.codenobot')
        )}
      </p>
      <Alert message={problem} />
      <Field label={t('storefront.auth.field.username')} problem={problems.login ?? problems.username}>
        <input
          name="login"
          autoComplete="username"
          value={login}
          aria-required="true"
          onChange={(e) => setLogin(e.target.value)}
        />
      </Field>
      <div className="code-signin-send">
        <button type="button" className="button" disabled={busy} onClick={() => void sendCode()}>
          {t(sent ? 'storefront.auth.sendcodeagain' : 'storefront.auth.sendcode')}
        </button>
      </div>
      {sent && <Alert kind="success" message={t('storefront.auth.codesent')} />}
      <Field label={t('storefront.auth.field.code')} problem={problems.code}>
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          value={code}
          aria-required="true"
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      {askTwoFactor && (
        <>
          <p className="alert alert--info">{t('storefront.auth.entercode')}</p>
          <Field label={t('storefront.auth.field.twoFactorCode')} problem={problems.twoFactorCode}>
            <input
              name="twoFactorCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={twoFactorCode}
              onChange={(e) => setTwoFactorCode(e.target.value)}
            />
          </Field>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('storefront.auth.signin')}
      </button>
    </form>
  );
}
