import type { StorefrontState } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { Picture } from './Picture';

type Category = NonNullable<StorefrontState['data']['categories']>[number];

/** Categories as picture tiles linking to their pages; the first row's pictures load at once. */
export function CategoryTiles({
  categories,
  className = 'category-list',
  sizes = '(max-width: 600px) 50vw, 240px',
}: {
  categories: Category[];
  className?: string;
  sizes?: string;
}) {
  const { href } = useStorefront();
  return (
    <ul className={className}>
      {categories.map((c, i) => (
        <li key={c.id}>
          <a className="category-tile" href={href(`/cat/product/${c.guid}`)}>
            {c.picture && (
              <Picture name={c.picture} alt="" decorative width={320} height={240} sizes={sizes} eager={i < 4} />
            )}
            <span className="category-name">{c.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
