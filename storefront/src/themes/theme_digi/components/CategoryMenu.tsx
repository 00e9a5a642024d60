import type { CategoryMenuNode } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../../context';
import { MegaMenu } from './MegaMenu';
import { categoryPath } from './menu';

/**
 * The categories in the phone's menu drawer: the same tree as nested disclosures (a top category opens its groups and
 * their links), which a keyboard and a screen reader work as they are.
 */
function DrawerCategories({ tree }: { tree: CategoryMenuNode[] }) {
  const { t, href } = useStorefront();
  const links = (nodes: CategoryMenuNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.guid}>
          <a href={href(categoryPath(node))}>{node.name}</a>
          {node.children.length > 0 && links(node.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <li className="nav-item digi-drawer-categories">
      <details>
        <summary>{t('storefront.megamenu.categories')}</summary>
        <ul>
          {tree.map((top) => (
            <li key={top.guid}>
              {top.children.length ? (
                <details>
                  <summary>{top.name}</summary>
                  <a className="digi-drawer-all" href={href(categoryPath(top))}>
                    {t('storefront.megamenu.all', { name: top.name })}
                  </a>
                  {links(top.children)}
                </details>
              ) : (
                <a href={href(categoryPath(top))}>{top.name}</a>
              )}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** theme_digi's category menu: a mega-menu in the header's menu row, nested disclosures in the phone's drawer. */
export function DigiCategoryMenu({ mobile }: { mobile: boolean }) {
  const tree = useStorefront().state.categoryMenu ?? [];
  if (!tree.length) return null;
  return mobile ? <DrawerCategories tree={tree} /> : <MegaMenu tree={tree} />;
}
