import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { imageUrl, text } from '../types';

/** Customers the store shows on its home page: avatar (from the avatars directory) and name. */
export function HomeCustomers({ block }: BlockProps) {
  const { t } = useStorefront();
  const customers = block.resolved?.customers ?? [];
  if (!customers.length) return null;
  return (
    <section className="home-customers">
      <h2>{text(block.dataContent, 'title') || block.title || t('storefront.blocks.homecustomers.title')}</h2>
      <ul className="customer-list">
        {customers.map((c) => (
          <li key={c.id}>
            {c.avatar ? (
              <img
                className="avatar"
                src={imageUrl(c.avatar, 'avatars')}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            ) : (
              <span className="avatar avatar--placeholder" aria-hidden="true">
                {c.name.slice(0, 1)}
              </span>
            )}
            <span className="customer-name">{c.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
