import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStorefront } from '../context';
import { dismissToast, subscribeToastLayer, subscribeToasts, TOAST_EXTENDED_MS, TOAST_MS, type Toast } from './toasts';

/** One toast: it waits while the pointer is over it or the focus in it, then stays the extended time. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useStorefront();
  const [held, setHeld] = useState(false);
  const [wait, setWait] = useState(TOAST_MS);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), wait);
    return () => window.clearTimeout(timer);
  }, [held, wait, toast.id]);
  const hold = () => setHeld(true);
  const release = () => {
    setHeld(false);
    setWait(TOAST_EXTENDED_MS);
  };
  return (
    <div
      className={`toast toast--${toast.kind}`}
      data-testid="toast"
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && release()}
    >
      <p className="toast-text">
        {toast.title && <strong className="toast-title">{toast.title} </strong>}
        {toast.text}
      </p>
      <button
        type="button"
        className="toast-close"
        aria-label={t('storefront.common.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {!held && <span key={wait} className="toast-progress" style={{ animationDuration: `${wait}ms` }} />}
    </div>
  );
}

/**
 * Where the page's toasts appear: a polite live region, empty on the server and until a screen calls toast(), so
 * what is added to it is read out. While a modal dialog is open they show inside it (see setToastLayer).
 */
export function ToastHost() {
  const [list, setList] = useState<Toast[]>([]);
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  useEffect(() => subscribeToasts(setList), []);
  useEffect(() => subscribeToastLayer(setLayer), []);
  const items = list.map((item) => <ToastItem key={item.id} toast={item} />);
  return (
    <>
      <div className="toasts" aria-live="polite" aria-relevant="additions text">
        {!layer && items}
      </div>
      {layer &&
        createPortal(
          <div className="toasts toasts--layer" aria-live="polite" aria-relevant="additions text">
            {items}
          </div>,
          layer,
        )}
    </>
  );
}
