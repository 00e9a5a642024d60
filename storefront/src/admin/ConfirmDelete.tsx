import { useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import type { Block } from '@saray/contracts/storefront/state';
import { Dialog } from './Dialog';

/** Deleting a block asks first (Yes / No), then removes it on the server and reloads the page. */
export function ConfirmDelete({ block, close }: { block: Block; close: () => void }) {
  const { state, t } = useStorefront();
  const [error, setError] = useState('');
  const remove = async () => {
    try {
      await api('DELETE', `/api/CMS/deleteContent?id=${block.id}`, undefined, state.lang);
      window.location.reload();
    } catch (err) {
      setError((err as { body?: { message?: string } }).body?.message ?? t('storefront.error.network'));
    }
  };
  return (
    <Dialog title={t('storefront.admin.deleteblock')} close={close}>
      <p>{t('storefront.admin.deleteconfirm')}</p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button--primary" data-action="yes" onClick={() => void remove()}>
          {t('storefront.common.yes')}
        </button>
        <button type="button" data-action="no" onClick={close}>
          {t('storefront.common.no')}
        </button>
      </div>
    </Dialog>
  );
}
