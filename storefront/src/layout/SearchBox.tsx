import { useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';

interface Result {
  title: string;
  slug: string;
  type: 'Pages' | 'News' | 'Blogs' | 'Coin' | 'Product' | 'Category';
}

const TYPE_LABELS: Record<Result['type'], string> = {
  Pages: 'storefront.search.type.pages',
  News: 'storefront.search.type.news',
  Blogs: 'storefront.search.type.blogs',
  Coin: 'storefront.search.type.coin',
  Product: 'storefront.search.type.product',
  Category: 'storefront.search.type.category',
};

const SETTING_TYPES: Record<string, Result['type'][]> = {
  product: ['Product', 'Category'],
  content: ['Pages', 'News', 'Blogs'],
  coin: ['Coin'],
};

/**
 * Which result types the header's searchtypes setting asks for: 'product' means products and their categories,
 * 'content' pages, news and blogs, 'coin' coins; products and content when it names none.
 */
export function searchTypes(setting: string): string {
  const types = setting.split(',').flatMap((s) => SETTING_TYPES[s.trim().toLowerCase()] ?? []);
  return [...new Set(types.length ? types : [...SETTING_TYPES.product, ...SETTING_TYPES.content])].join(',');
}

/**
 * Where a search result leads: a product's page, a category's, a page under /pages, news and blogs under
 * /content/{type}, a coin's market.
 */
export function resultPath(r: Result): string {
  if (r.type === 'Product') return `/p/${encodeURIComponent(r.slug)}`;
  if (r.type === 'Category') return `/cat/product/${encodeURIComponent(r.slug)}`;
  if (r.type === 'Coin') return `/market/${encodeURIComponent(r.slug)}`;
  if (r.type === 'Pages') return `/pages/${encodeURIComponent(r.slug)}`;
  return `/content/${r.type.toLowerCase()}/${encodeURIComponent(r.slug)}`;
}

/**
 * The header search (spec 1 §2.6): looks up once the text is longer than one character (the server applies the
 * longer minimum for content), clears the list when the text is empty or one character, and a click on a result
 * clears both. Answers to older keystrokes are dropped. Enter opens the product list narrowed by the text.
 */
export function SearchBox() {
  const { state, t, href } = useStorefront();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<Result[]>([]);
  const asked = useRef(0);
  const types = searchTypes(state.header.searchtypes);
  useEffect(() => {
    const text = term.trim();
    if (text.length <= 1) {
      setResults([]);
      return;
    }
    const ticket = ++asked.current;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ term: text, types, lang: state.lang });
      fetch(`/api/Search?${query}`)
        .then((r) => (r.ok ? (r.json() as Promise<Result[]>) : []))
        .then((list) => ticket === asked.current && setResults(list))
        .catch(() => ticket === asked.current && setResults([]));
    }, 200);
    return () => clearTimeout(timer);
  }, [term, types, state.lang]);
  const clear = () => {
    setTerm('');
    setResults([]);
  };
  return (
    <div className={`search-box search-box--${state.header.searchbuttontype} ${state.header.searchboxclass}`.trim()}>
      {/* Enter lists the products found, with the list's filters (a plain form: it works before the script runs). */}
      <form role="search" action={href('/p')} method="get">
        <input
          type="search"
          name="q"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('storefront.search.placeholder')}
          aria-label={t('storefront.search.placeholder')}
          autoComplete="off"
        />
      </form>
      {results.length > 0 && (
        <ul className="search-results" role="listbox" data-testid="search-results">
          {results.map((r) => (
            <li key={`${r.type}:${r.slug}`} role="option" aria-selected="false">
              <a href={href(resultPath(r))} onClick={clear}>
                <span className="search-type">{t(TYPE_LABELS[r.type])}</span>
                {r.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
