import type { ProductAttribute } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { localDigits } from '../format';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An attribute's value as a table cell shows it: a flag as Yes or No, rich text (cleaned by the server) as HTML, a
 * number in the page's digits (as written otherwise: a year is no amount to group).
 */
export function SpecValue({ value, kind }: Pick<ProductAttribute, 'value' | 'kind'>) {
  const { state, t } = useStorefront();
  if (kind === 'flag') return <>{t(value === 'true' ? 'storefront.common.yes' : 'storefront.common.no')}</>;
  if (kind === 'html') return <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} />;
  return <>{NUMBER.test(value) ? localDigits(value, state.lang) : value}</>;
}

/** A product's attributes as a specification table, parted by the attributes' groups when they have any. */
export function ProductSpecs({ attributes }: { attributes: ProductAttribute[] }) {
  const { t } = useStorefront();
  const groups = new Map<string, ProductAttribute[]>();
  for (const a of attributes) groups.set(a.group ?? '', [...(groups.get(a.group ?? '') ?? []), a]);
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
                <td>
                  <SpecValue value={a.value} kind={a.kind} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
