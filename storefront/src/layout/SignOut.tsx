import { useState } from 'react';
import { useStorefront } from '../context';
import { api, session } from '../session';

/** Sign-out asks first, then offers this device or all devices (spec 1 §2.5, §4.1). */
export function SignOut() {
  const { t, href } = useStorefront();
  const [asking, setAsking] = useState(false);
  const signOut = async (allDevices: boolean) => {
    try {
      await api('POST', '/api/Authentication/signout', { allDevices });
    } finally {
      session.clear();
      window.location.assign(href('/'));
    }
  };
  if (!asking)
    return (
      <button type="button" role="menuitem" className="link-button" onClick={() => setAsking(true)}>
        {t('storefront.auth.signout')}
      </button>
    );
  return (
    <div className="signout-choice" role="group" aria-label={t('storefront.auth.signoutconfirm')}>
      <p>{t('storefront.auth.signoutconfirm')}</p>
      <button type="button" onClick={() => void signOut(false)}>
        {t('storefront.auth.thisdevice')}
      </button>
      <button type="button" onClick={() => void signOut(true)}>
        {t('storefront.auth.alldevices')}
      </button>
      <button type="button" className="link-button" onClick={() => setAsking(false)}>
        {t('storefront.common.cancel')}
      </button>
    </div>
  );
}
