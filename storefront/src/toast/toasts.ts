/**
 * Toast notifications (spec 3 §8): shown 5000 ms, then 1000 ms more once the pointer or the focus has left one; a
 * close button and a progress bar; top-right, top-left in right-to-left pages. Any screen calls `toast(…)`; the one
 * ToastHost on the page draws them, newest on top. Until the host is there (on the server) a toast goes nowhere.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Spec 3 §8: an error is titled 'Error'; a success has no title or 'Success'. */
  title?: string;
}

export const TOAST_MS = 5000;
export const TOAST_EXTENDED_MS = 1000;
/** At most this many on screen: a new one pushes the oldest out. */
export const TOAST_LIMIT = 4;

/** The list with a new toast on top, the oldest beyond the limit dropped. */
export const withToast = (list: Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] =>
  [toast, ...list].slice(0, limit);

/** The list without one toast. */
export const withoutToast = (list: Toast[], id: number): Toast[] => list.filter((t) => t.id !== id);

type Listener = (list: Toast[]) => void;
let shown: Toast[] = [];
let lastId = 0;
const listeners = new Set<Listener>();
const publish = (list: Toast[]) => {
  shown = list;
  listeners.forEach((l) => l(shown));
};

/** Shows a toast; answers its id. */
export function toast(kind: ToastKind, text: string, title?: string): number {
  const id = ++lastId;
  publish(withToast(shown, { id, kind, text, ...(title ? { title } : {}) }));
  return id;
}

export function dismissToast(id: number): void {
  publish(withoutToast(shown, id));
}

/**
 * Where toasts show while a modal dialog is open (the cart drawer): inside it, since everything outside a modal
 * dialog is inert and under its backdrop. The dialog sets itself on opening and null on closing.
 */
let layer: HTMLElement | null = null;
const layerListeners = new Set<(layer: HTMLElement | null) => void>();
export function setToastLayer(element: HTMLElement | null): void {
  layer = element;
  layerListeners.forEach((l) => l(layer));
}
export function subscribeToastLayer(listener: (layer: HTMLElement | null) => void): () => void {
  layerListeners.add(listener);
  listener(layer);
  return () => layerListeners.delete(listener);
}

/** The host's subscription: called with the list at once and on every change; answers the unsubscribe. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(shown);
  return () => listeners.delete(listener);
}
