import type { CategoryCard } from '@saray/contracts/storefront/state';
import { Picture } from '../../../components/Picture';
import { useStorefront } from '../../../context';

/** Categories as round pictures with their names under them, each a link to its products. */
export function CategoryTiles({ categories, label }: { categories: CategoryCard[]; label?: string }) {
  const { href } = useStorefront();
  return (
    <ul className="torob-tiles" aria-label={label}>
      {categories.map((c, i) => (
        <li key={c.id}>
          <a className="torob-tile" href={href(`/cat/product/${c.guid}`)}>
            <span className="torob-tile-picture">
              {c.picture ? (
                <Picture name={c.picture} alt="" decorative width={160} height={120} sizes="96px" eager={i < 6} />
              ) : (
                <span aria-hidden="true">{c.name.slice(0, 1)}</span>
              )}
            </span>
            <span className="torob-tile-name">{c.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
