import { useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';

interface Result {
  title: string;
  slug: string;
  type: 'Pages' | 'News' | 'Blogs' | 'Coin';
}

const TYPE_LABELS: Record<Result['type'], string> = {
  Pages: 'storefront.search.type.pages',
  News: 'storefront.search.type.news',
  Blogs: 'storefront.search.type.blogs',
  Coin: 'storefront.search.type.coin',
};

/** Which result types the header's searchtypes setting asks for: 'content' means pages, news and blogs. */
export function searchTypes(setting: string): string {
  const types = setting
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .flatMap((s) => (s === 'content' ? ['Pages', 'News', 'Blogs'] : s === 'coin' ? ['Coin'] : []));
  return [...new Set(types.length ? types : ['Pages', 'News', 'Blogs'])].join(',');
}

/** Where a search result leads: a page under /pages, news and blogs under /content/{type}, a coin's market. */
export function resultPath(r: Result): string {
  if (r.type === 'Coin') return `/market/${encodeURIComponent(r.slug)}`;
  if (r.type === 'Pages') return `/pages/${encodeURIComponent(r.slug)}`;
  return `/content/${r.type.toLowerCase()}/${encodeURIComponent(r.slug)}`;
}

/**
 * The header search (spec 1 §2.6): looks up once the text is longer than one character (the server applies the
 * longer minimum for content), clears the list when the text is empty or one character, and a click on a result
 * clears both. Answers to older keystrokes are dropped.
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
      <form role="search" action={href('/pages')} onSubmit={(e) => e.preventDefault()}>
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
