import { useEffect } from 'react';
import { api } from './http';

let storeName: Promise<string | null> | null = null;
/** The name of the store this dashboard serves (the request's store: the default one unless a store is named). */
const currentStoreName = (): Promise<string | null> =>
  (storeName ??= api<{ name?: string }>('/api/Stores/getStoreByName')
    .then((res) => res.json?.name ?? null)
    .catch(() => null));

/** Spec 2 §2: the page title is the store name plus the route title. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    let live = true;
    currentStoreName().then((store) => {
      if (live) document.title = store ? `${store} - ${title}` : title;
    });
    return () => {
      live = false;
    };
  }, [title]);
}
