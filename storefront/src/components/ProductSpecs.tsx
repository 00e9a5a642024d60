import type { ProductAttribute } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';

/** A product's attributes as a specification table, parted by the attributes' groups when they have any. */
export function ProductSpecs({ attributes }: { attributes: ProductAttribute[] }) {
  const { t } = useStorefront();
  const groups = new Map<string, ProductAttribute[]>();
  for (const a of attributes) groups.set(a.group ?? '', [...(groups.get(a.group ?? '') ?? []), a]);
  const value = (a: ProductAttribute) =>
    a.kind === 'flag' ? (
      t(a.value === 'true' ? 'storefront.common.yes' : 'storefront.common.no')
    ) : a.kind === 'html' ? (
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: a.value }} />
    ) : (
      a.value
    );
  return (
    <section className="product-specs" aria-labelledby="product-specs-title">
      <h2 id="product-specs-title">{t('storefront.product.specs')}</h2>
      <table className="spec-table" data-testid="spec-table">
        {[...groups].map(([group, rows]) => (
          <tbody key={group}>
            {group && (
              <tr>
                <th colSpan={2} scope="colgroup" className="spec-group">
                  {group}
                </th>
              </tr>
            )}
            {rows.map((a) => (
              <tr key={a.name}>
                <th scope="row">{a.name}</th>
                <td>{value(a)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
