import { useEffect, useState } from 'react';
import { ApiForm } from '../components/ApiForm';
import { useStorefront } from '../context';
import { api } from '../session';

interface Status {
  enabled: boolean;
}
interface Setup {
  qrCode?: string;
  manualKey?: string;
}

/** Enabling two-factor: scan the QR code (or type the key), then confirm with a code; disabling takes a code. */
export function TwoFactorSetup() {
  const { state, t } = useStorefront();
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    api<Status>('GET', '/api/Authentication/getTwoFactorAuthenticationStatus', undefined, state.lang)
      .then(setStatus)
      .catch(() => setStatus({ enabled: false }));
  }, [state.lang]);
  if (!status) return <p aria-busy="true">{t('storefront.common.loading')}</p>;
  if (message)
    return (
      <p className="alert alert--success" role="status">
        {message}
      </p>
    );
  if (status.enabled)
    return (
      <ApiForm
        fields={[{ name: 'pinCode', label: t('storefront.auth.field.twoFactorCode'), autoComplete: 'one-time-code' }]}
        submitLabel={t('storefront.auth.disabletwofactor')}
        submit={async (v) => {
          await api('POST', '/api/Authentication/disableTwoFactorAuthentication', v, state.lang);
          setMessage(t('storefront.auth.twofactordisabled'));
        }}
      />
    );
  if (!setup)
    return (
      <ApiForm
        fields={[]}
        submitLabel={t('storefront.auth.enabletwofactor')}
        submit={async () =>
          setSetup(await api<Setup>('POST', '/api/Authentication/setTwoFactorAuthentication', {}, state.lang))
        }
      />
    );
  return (
    <div className="two-factor">
      {setup.qrCode && <img src={setup.qrCode} alt={t('storefront.auth.qrcode')} width={200} height={200} />}
      {setup.manualKey && (
        <p>
          {t('storefront.auth.manualkey')}: <code>{setup.manualKey}</code>
        </p>
      )}
      <ApiForm
        fields={[{ name: 'code', label: t('storefront.auth.field.twoFactorCode'), autoComplete: 'one-time-code' }]}
        submitLabel={t('storefront.auth.confirm')}
        submit={async (v) => {
          await api('POST', '/api/Authentication/setTwoFactorAuthentication', v, state.lang);
          setMessage(t('storefront.auth.twofactorenabled'));
        }}
      />
    </div>
  );
}
