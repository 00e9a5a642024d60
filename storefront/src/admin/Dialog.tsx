import { useEffect, useRef, type ReactNode } from 'react';

/** A modal dialog (the platform's own: focus trap, Escape and backdrop for free). */
export function Dialog({ title, close, children }: { title: string; close: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="admin-dialog" aria-label={title} onClose={close}>
      <h2>{title}</h2>
      {children}
    </dialog>
  );
}
