import { useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import { listPage } from './admin-api';
import { PAGE_SIZE, PickTable } from './PickTable';

interface PageRow {
  id: number;
  title: string;
  slug: string;
  type: string;
  languageCode?: string;
  published: boolean;
}
interface ProductRow {
  id: number;
  guid: string;
  sku?: string;
  name: string;
  published: boolean;
}
interface CategoryRow {
  id: number;
  guid: string;
  name: string;
  published: boolean;
}

const TABS = ['pages', 'products', 'categories'] as const;
type Tab = (typeof TABS)[number];

/** A page's menu link: ordinary pages live under pages/, news and blogs under content/{type}/. */
const pageLink = (p: PageRow) => (p.type === 'Pages' ? `pages/${p.slug}` : `content/${p.type.toLowerCase()}/${p.slug}`);

/**
 * The add-existing-page picker of the menu item dialog (spec 3 §2): pages, products and categories, each a
 * searchable table of 10 rows; picking one answers its menu link and title.
 */
export function PagePicker({ pick }: { pick: (link: string, title: string) => void }) {
  const { state, t } = useStorefront();
  const [tab, setTab] = useState<Tab>('pages');
  const range = (i: number): [number, number] => [i * PAGE_SIZE, i * PAGE_SIZE + PAGE_SIZE - 1];
  const published = (v: boolean) => (v ? t('storefront.common.yes') : t('storefront.common.no'));
  return (
    <section className="page-picker" aria-label={t('storefront.admin.picker.title')}>
      <div className="tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            data-tab={name}
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`storefront.admin.picker.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'pages' && (
        <PickTable<PageRow>
          name="pages"
          columns={[
            { label: t('storefront.admin.picker.pagetitle'), cell: (p) => p.title },
            { label: t('storefront.admin.picker.type'), cell: (p) => p.type },
            { label: t('storefront.admin.picker.language'), cell: (p) => p.languageCode ?? '' },
            { label: t('storefront.admin.published'), cell: (p) => published(p.published) },
          ]}
          load={async (keyword, pageIndex) => {
            const q = new URLSearchParams({
              pageIndex: String(pageIndex),
              pageSize: String(PAGE_SIZE),
              keyword,
              languageCode: state.lang,
            });
            const answer = await api<{ data: PageRow[]; totalCount: number }>(
              'GET',
              `/api/CMS/Pages?${q.toString()}`,
              undefined,
              state.lang,
            );
            return { rows: answer.data, total: answer.totalCount };
          }}
          pick={(p) => pick(pageLink(p), p.title)}
        />
      )}
      {tab === 'products' && (
        <PickTable<ProductRow>
          name="products"
          columns={[
            { label: t('storefront.admin.picker.sku'), cell: (p) => p.sku ?? '' },
            { label: t('storefront.admin.picker.name'), cell: (p) => p.name },
            { label: t('storefront.admin.published'), cell: (p) => published(p.published) },
          ]}
          load={(keyword, i) =>
            listPage<ProductRow>('products', { filter: keyword ? { q: keyword } : {}, range: range(i) }, state.lang)
          }
          pick={(p) => pick(`p/${p.guid}`, p.name)}
        />
      )}
      {tab === 'categories' && (
        <PickTable<CategoryRow>
          name="categories"
          columns={[
            { label: t('storefront.admin.picker.name'), cell: (c) => c.name },
            { label: t('storefront.admin.published'), cell: (c) => published(c.published) },
          ]}
          load={(keyword, i) =>
            listPage<CategoryRow>(
              'categories',
              { filter: { entityName: 'Product', ...(keyword ? { q: keyword } : {}) }, range: range(i) },
              state.lang,
            )
          }
          pick={(c) => pick(`cat/product/${c.guid}`, c.name)}
        />
      )}
    </section>
  );
}
