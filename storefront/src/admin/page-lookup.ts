import { api } from '../session';
import type { Language, StorefrontState } from '@saray/contracts/storefront/state';

/** A page row as the generic list answers it (the fields an exchange copies). */
export interface PageRow {
  id: number;
  slug: string;
  layoutType?: string;
  description?: string | null;
  dataContent?: string | null;
}

/**
 * The page an exchange copies from: the same page in another language. The home page (which also holds
 * the site-wide blocks) is the language's page with systemName 'home'; any other page has the same slug there.
 * Null when that language has no such page.
 */
export async function samePageIn(state: StorefrontState, lang: Language, entityId: number): Promise<PageRow | null> {
  const home = entityId === state.layoutPageId || state.route.name === 'Home';
  const slug = state.data.page?.slug;
  if (!home && !slug) return null;
  const filter = home ? { systemName: 'home', languageCode: lang } : { slug, languageCode: lang };
  const rows = await api<PageRow[]>(
    'GET',
    `/api/pages?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`,
    undefined,
    state.lang,
  );
  return rows[0] ?? null;
}
