import type { PageView } from '@saray/contracts/storefront/state';

/** The page wizard's model (spec 3 "Page model"): what the steps edit and the save sends. */
export interface PageModel {
  id?: number;
  version?: number;
  slug?: string;
  languageCode?: string;
  type: string;
  title: string;
  description: string;
  layoutType: string;
  published: boolean;
  includeInTopMenu: boolean;
  includeInSitemap: boolean;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  dataContent?: string | null;
}

/** Layouts offered for a page (spec 3 §9: the defaults plus twocolumn_reverse for new pages). */
export const LAYOUTS = ['onecolumn', 'twocolumn', 'threecolumn', 'twocolumn_reverse'];

/** Where a new page goes after it is made: /{parentPath}/{identifier} (spec 3 §2). */
export const PARENT_PATH = 'pages';

export type Step = 1 | 2 | 3 | 4;

/** The step each field is edited on, to open the step of a field the server refused. */
export const STEP_OF: Record<string, Step> = {
  slug: 1,
  title: 2,
  layoutType: 2,
  description: 2,
  dataContent: 2,
  published: 3,
  includeInTopMenu: 3,
  includeInSitemap: 3,
  metaTitle: 4,
  metaDescription: 4,
  metaKeywords: 4,
};

export const NEW_PAGE: PageModel = {
  type: 'Pages',
  title: '',
  description: '',
  layoutType: 'onecolumn',
  published: true,
  includeInTopMenu: false,
  includeInSitemap: true,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
};

/** The model of a page being edited. */
export function modelOf(page: PageView): PageModel {
  return {
    id: page.id,
    version: page.version,
    slug: page.slug,
    type: page.type,
    title: page.title,
    description: page.description ?? '',
    layoutType: page.layoutType,
    published: page.published,
    includeInTopMenu: page.includeInTopMenu,
    includeInSitemap: page.includeInSitemap,
    metaTitle: page.metaTitle ?? '',
    metaDescription: page.metaDescription ?? '',
    metaKeywords: page.metaKeywords ?? '',
    dataContent: page.dataContent ?? null,
  };
}

/** The slug check's answer as the new page's model (it locks the name and carries the free slug). */
export function modelOfCheck(answer: Partial<PageModel>): PageModel {
  const model = { ...NEW_PAGE };
  for (const key of Object.keys(model) as (keyof PageModel)[])
    if (answer[key] !== undefined && answer[key] !== null) Object.assign(model, { [key]: answer[key] });
  return { ...model, slug: answer.slug, languageCode: answer.languageCode };
}

/** What savePage updates: the edited fields with the page's id and version (the slug and language stay). */
export function updateBody(model: PageModel): Record<string, unknown> {
  const { slug: _slug, languageCode: _lang, dataContent, ...fields } = model;
  return { ...fields, ...(dataContent ? { dataContent } : {}) };
}
