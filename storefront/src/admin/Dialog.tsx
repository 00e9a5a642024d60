import { useEffect, useRef, type ReactNode } from 'react';
import { useStorefront } from '../context';

/**
 * A modal dialog (the platform's own: focus trap, Escape and backdrop for free). Closing it with the x or Escape
 * calls `close` (spec 3 §4 "Dialog").
 */
export function Dialog({
  title,
  close,
  wide = false,
  children,
}: {
  title: string;
  close: () => void;
  /** For forms: wider on a desktop, the whole screen on a phone. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useStorefront();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={`admin-dialog${wide ? ' admin-dialog--wide' : ''}`} aria-label={title} onClose={close}>
      <div className="dialog-head">
        <h2>{title}</h2>
        <button
          type="button"
          className="dialog-close"
          data-action="close"
          aria-label={t('storefront.common.close')}
          onClick={close}
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
