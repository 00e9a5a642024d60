import { useSyncExternalStore } from 'react';
import { COMPARE_LIMIT, type ProductCard } from '@saray/contracts/storefront/state';

/** The products a visitor picked to compare, oldest first, and the kind (their category) they all are of. */
export interface CompareList {
  kind: string;
  ids: number[];
}

export const EMPTY_LIST: CompareList = { kind: '', ids: [] };

/** What adding a product came to: added; refused (the list is full); or a new list (it was of another kind). */
export type AddOutcome = 'added' | 'full' | 'restarted';

/** A product's kind: products of one category compare with each other, as a store's specifications are per kind. */
export const kindOf = (product: Pick<ProductCard, 'categoryId'>): string => String(product.categoryId ?? '');

/** The comparison page of some products: `href(compareHref([3, 7]))` is /{lang}/compare?ids=3,7. */
export const compareHref = (ids: number[]): string => `/compare?ids=${ids.join(',')}`;

/**
 * The list with one more product: at most COMPARE_LIMIT, all of one kind; one of another kind starts a new list.
 *
 * @example withProduct({ kind: '3', ids: [1] }, 2, '3') // { list: { kind: '3', ids: [1, 2] }, outcome: 'added' }
 */
export function withProduct(list: CompareList, id: number, kind: string): { list: CompareList; outcome: AddOutcome } {
  if (list.ids.includes(id)) return { list, outcome: 'added' };
  if (list.ids.length && list.kind !== kind) return { list: { kind, ids: [id] }, outcome: 'restarted' };
  if (list.ids.length >= COMPARE_LIMIT) return { list, outcome: 'full' };
  return { list: { kind, ids: [...list.ids, id] }, outcome: 'added' };
}

export const withoutProduct = (list: CompareList, id: number): CompareList => ({
  ...list,
  ids: list.ids.filter((i) => i !== id),
});

/** The list as the browser kept it; anything else (nothing, another program's text, junk) is the empty list. */
export function parseList(raw: string | null): CompareList {
  try {
    const value = JSON.parse(raw ?? '') as Partial<CompareList>;
    const ids = Array.isArray(value.ids) ? value.ids.filter((id) => Number.isSafeInteger(id) && id > 0) : [];
    return { kind: typeof value.kind === 'string' ? value.kind : '', ids: [...new Set(ids)].slice(0, COMPARE_LIMIT) };
  } catch {
    return EMPTY_LIST;
  }
}

// The browser's list, kept in its storage so that it outlives the page and is shared by the visitor's tabs.
const KEY = 'saray.compare';
let kept: CompareList | undefined;
const listeners = new Set<() => void>();

function stored(): CompareList {
  try {
    return parseList(window.localStorage.getItem(KEY));
  } catch {
    return EMPTY_LIST;
  }
}

/** The list now (the same object until it changes, as React's external stores need). */
export const compareList = (): CompareList => (kept ??= stored());

export function saveCompareList(list: CompareList): void {
  kept = list;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode, full): the list still holds for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const changedElsewhere = (e: StorageEvent) => {
    if (e.key !== KEY) return;
    kept = undefined;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', changedElsewhere);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', changedElsewhere);
  };
}

/** The list, drawn empty on the server and while the page hydrates, then as the browser keeps it. */
export const useCompareList = (): CompareList => useSyncExternalStore(subscribe, compareList, () => EMPTY_LIST);
