import { useEffect, useState } from 'react';
import type { CompareRow, ProductCard } from '@saray/contracts/storefront/state';
import { ProductPrice } from '../blocks/ProductPrice';
import { compareHref, compareList, saveCompareList, withoutProduct } from '../compare/compare-list';
import { differs, pricesDiffer, rowGroups } from '../compare/compare-rows';
import { Picture } from '../components/Picture';
import { SpecValue } from '../components/ProductSpecs';
import { StockStatus, lowStock, outOfStock } from '../components/StockStatus';
import { useStorefront } from '../context';

/** A row's name, marked (in words for a screen reader, by a bar for the eye) when the products' values differ. */
function RowName({ name, differ }: { name: string; differ: boolean }) {
  const { t } = useStorefront();
  return (
    <th scope="row">
      {name}
      {differ && <span className="visually-hidden"> ({t('storefront.compare.differs')})</span>}
    </th>
  );
}

/** A product's column head: its picture and name (links to its page), and the link that takes it out. */
function ProductHead({ product, others }: { product: ProductCard; others: number[] }) {
  const { t, href } = useStorefront();
  const link = href(`/p/${product.guid}`);
  return (
    <th scope="col" data-product={product.sku}>
      <a href={link} className="compare-picture" tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <Picture name={product.picture} alt="" width={160} height={120} sizes="160px" eager />
        ) : (
          <span className="picture-placeholder">{product.name.slice(0, 1)}</span>
        )}
      </a>
      <a href={link} className="compare-name">
        {product.name}
      </a>
      {/* A link, so that it works before the scripts and leaves an address to share; with them, the list forgets it too. */}
      <a
        className="compare-remove"
        href={href(compareHref(others))}
        aria-label={t('storefront.compare.remove', { name: product.name })}
        onClick={() => saveCompareList(withoutProduct(compareList(), product.id))}
      >
        {t('storefront.compare.removeshort')}
      </a>
    </th>
  );
}

const stockOf = (p: ProductCard) => (outOfStock(p) ? 'out' : lowStock(p) ? 'low' : 'in');

/**
 * /compare?ids=…: the products side by side, a column each, from the address alone (it can be shared and read without
 * scripts): picture, name, price, stock, then every attribute any of them has, in its group. A row whose values
 * differ is marked; with the scripts, a switch shows those rows only.
 */
export function CompareScreen() {
  const { state, t, href } = useStorefront();
  const { products = [], rows = [] } = state.data.compare ?? {};
  const [ready, setReady] = useState(false);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  useEffect(() => setReady(true), []);
  if (!products.length)
    return (
      <section className="compare-page">
        <h1>{t('storefront.compare.title')}</h1>
        <p>{t('storefront.compare.empty')}</p>
        <a className="button" href={href('/p')}>
          {t('storefront.route.products')}
        </a>
      </section>
    );
  const ids = products.map((p) => p.id);
  const shown = (differ: boolean) => differ || !onlyDifferences;
  const row = (r: CompareRow) => {
    const differ = differs(r.values);
    if (!shown(differ)) return null;
    return (
      <tr key={r.name} className={differ ? 'compare-differs' : undefined}>
        <RowName name={r.name} differ={differ} />
        {r.values.map((value, i) => (
          <td key={ids[i]}>
            {value === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{t('storefront.compare.none')}</span>
              </>
            ) : (
              <SpecValue value={value} kind={r.kind} />
            )}
          </td>
        ))}
      </tr>
    );
  };
  const priceDiffers = pricesDiffer(products.map((p) => p.price));
  const stockDiffers = differs(products.map(stockOf));
  return (
    <section className="compare-page">
      <h1 id="compare-title">{t('storefront.compare.title')}</h1>
      {ready && products.length > 1 && (
        <label className="compare-only">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />{' '}
          {t('storefront.compare.onlydifferences')}
        </label>
      )}
      {/* Focusable, so that a keyboard can scroll the table sideways where it is wider than the screen. */}
      <div className="compare-scroll" role="region" aria-labelledby="compare-title" tabIndex={0}>
        <table className="compare-table" data-testid="compare-table">
          <caption className="visually-hidden">{t('storefront.compare.caption')}</caption>
          <thead>
            <tr>
              <td className="compare-corner" />
              {products.map((p) => (
                <ProductHead key={p.id} product={p} others={ids.filter((id) => id !== p.id)} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown(priceDiffers) && (
              <tr className={priceDiffers ? 'compare-differs' : undefined}>
                <RowName name={t('storefront.compare.price')} differ={priceDiffers} />
                {products.map((p) => (
                  <td key={p.id}>
                    <ProductPrice product={p} />
                  </td>
                ))}
              </tr>
            )}
            {shown(stockDiffers) && (
              <tr className={stockDiffers ? 'compare-differs' : undefined}>
                <RowName name={t('storefront.compare.stock')} differ={stockDiffers} />
                {products.map((p) => (
                  <td key={p.id}>
                    <StockStatus product={p} inStock />
                  </td>
                ))}
              </tr>
            )}
          </tbody>
          {rowGroups(rows).map(({ group, rows: part }) => {
            const drawn = part.map(row).filter(Boolean);
            if (!drawn.length) return null;
            return (
              <tbody key={`${group ?? ''}:${part[0].name}`}>
                {group && (
                  <tr>
                    <th colSpan={products.length + 1} scope="colgroup" className="compare-group">
                      {group}
                    </th>
                  </tr>
                )}
                {drawn}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}
