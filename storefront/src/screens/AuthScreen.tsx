import { useState, type ReactNode } from 'react';
import { ApiForm, type FieldSpec } from '../components/ApiForm';
import { useStorefront } from '../context';
import type { AuthRecord } from '@saray/contracts/session';
import { api, session } from '../session';
import { CodeSignIn } from './CodeSignIn';
import { TwoFactorSetup } from './TwoFactorSetup';

const MODES = ['signin', 'code', 'register', 'forgotpassword', 'setpassword'] as const;

const TITLES: Record<string, string> = {
  signin: 'storefront.auth.signin',
  code: 'storefront.auth.codetitle',
  register: 'storefront.auth.register',
  forgotpassword: 'storefront.auth.forgotpassword',
  setpassword: 'storefront.auth.setpassword',
  changepassword: 'storefront.auth.changepassword',
  twofactor: 'storefront.auth.twofactor',
};

const FIELDS: Record<string, string> = {
  username: 'storefront.auth.field.username',
  password: 'storefront.auth.field.password',
  twoFactorCode: 'storefront.auth.field.twoFactorCode',
  email: 'storefront.auth.field.email',
  mobile: 'storefront.auth.field.mobile',
  firstName: 'storefront.auth.field.firstName',
  lastName: 'storefront.auth.field.lastName',
  confirmPassword: 'storefront.auth.field.confirmPassword',
  login: 'storefront.auth.field.login',
  token: 'storefront.auth.field.token',
  newPassword: 'storefront.auth.field.newPassword',
  oldPassword: 'storefront.auth.field.oldPassword',
};

/** The tab of each mode, where it differs from the mode's title. */
const TABS: Record<string, string> = { code: 'storefront.auth.code' };

/**
 * /Authentication: sign-in by password (asking for the authenticator code when the account has two-factor) or by a
 * code from the messaging bot, register, forgot and set password; /Authentication/ChangePassword and /Authentication/TwoFactorAuthentication for signed-in customers.
 * After sign-in the customer returns to where they came from (a local path only).
 */
export function AuthScreen() {
  const { state, t, href } = useStorefront();
  const route = state.route.name;
  const mode =
    route === 'ChangePassword'
      ? 'changepassword'
      : route === 'TwoFactorAuthentication'
        ? 'twofactor'
        : (state.data.mode ?? 'signin');
  const [askCode, setAskCode] = useState(false);
  const [done, setDone] = useState('');
  const back =
    state.data.returnUrl && state.data.returnUrl.startsWith('/') && !state.data.returnUrl.startsWith('//')
      ? state.data.returnUrl
      : href('/');
  const signedIn = (record: AuthRecord) => {
    session.set(record);
    window.location.assign(back);
  };
  const field = (name: string, type = 'text', autoComplete?: string): FieldSpec => ({
    name,
    label: t(FIELDS[name]),
    type,
    autoComplete,
  });
  const forms: Record<string, () => ReactNode> = {
    signin: () => (
      <ApiForm
        fields={[
          field('username', 'text', 'username'),
          field('password', 'password', 'current-password'),
          ...(askCode ? [field('twoFactorCode', 'text', 'one-time-code')] : []),
        ]}
        submitLabel={t('storefront.auth.signin')}
        submit={async (v) => signedIn(await api<AuthRecord>('POST', '/api/Authentication/signin', v, state.lang))}
        onError={(e) => {
          if (e.body?.error !== 'security.error.twofactorrequired') return false;
          setAskCode(true);
          return true;
        }}
      >
        {askCode && <p className="alert alert--info">{t('storefront.auth.entercode')}</p>}
      </ApiForm>
    ),
    code: () => <CodeSignIn onSignedIn={signedIn} />,
    register: () => (
      <ApiForm
        fields={[
          { ...field('username', 'text', 'username'), label: t('storefront.auth.field.newusername') },
          field('email', 'email', 'email'),
          field('mobile', 'tel', 'tel'),
          field('firstName', 'text', 'given-name'),
          field('lastName', 'text', 'family-name'),
          field('password', 'password', 'new-password'),
          field('confirmPassword', 'password', 'new-password'),
        ]}
        submitLabel={t('storefront.auth.register')}
        submit={async (v) => signedIn(await api<AuthRecord>('POST', '/api/Authentication/register', v, state.lang))}
      />
    ),
    forgotpassword: () => (
      <ApiForm
        fields={[field('login', 'text', 'username')]}
        submitLabel={t('storefront.auth.sendreset')}
        submit={async (v) => {
          await api('POST', '/api/Authentication/ForgotPassword', v, state.lang);
          setDone(t('storefront.auth.resetsent'));
        }}
      />
    ),
    setpassword: () => (
      <ApiForm
        fields={[
          field('token'),
          field('newPassword', 'password', 'new-password'),
          field('confirmPassword', 'password', 'new-password'),
        ]}
        submitLabel={t('storefront.auth.setpassword')}
        submit={async (v) => {
          await api('POST', '/api/Authentication/SetPassword', v, state.lang);
          setDone(t('storefront.auth.passwordset'));
        }}
      />
    ),
    changepassword: () => (
      <ApiForm
        fields={[
          field('oldPassword', 'password', 'current-password'),
          field('newPassword', 'password', 'new-password'),
          field('confirmPassword', 'password', 'new-password'),
        ]}
        submitLabel={t('storefront.auth.changepassword')}
        submit={async (v) => {
          await api('POST', '/api/Authentication/ChangePassword', v, state.lang);
          setDone(t('storefront.auth.passwordchanged'));
        }}
      />
    ),
    twofactor: () => <TwoFactorSetup />,
  };
  return (
    <section className="auth">
      <h1>{t(TITLES[mode] ?? TITLES.signin)}</h1>
      {(MODES as readonly string[]).includes(mode) && (
        <nav className="tabs" aria-label={t('storefront.auth.modes')}>
          {MODES.map((m) => (
            <a key={m} href={href(`/Authentication?mode=${m}`)} aria-current={m === mode ? 'page' : undefined}>
              {t(TABS[m] ?? TITLES[m])}
            </a>
          ))}
        </nav>
      )}
      {done ? (
        <p className="alert alert--success" role="status">
          {done}
        </p>
      ) : (
        (forms[mode] ?? forms.signin)()
      )}
    </section>
  );
}
