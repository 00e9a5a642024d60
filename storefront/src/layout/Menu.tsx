import { useAdminTool } from '../admin/AdminFrame';
import { useStorefront } from '../context';
import { useTheme } from '../themes/ThemeContext';
import { menuHref, menuTree, type MenuNode } from './menu-tree';

/** An item's hover tools; 'add' adds a child (two levels, so on top-level items only). */
const ITEM_TOOLS = [
  { action: 'moveup', op: 'moveup', label: 'storefront.menu.moveup' },
  { action: 'edit', op: 'edit', label: 'storefront.admin.edit' },
  { action: 'delete', op: 'delete', label: 'storefront.admin.delete' },
  { action: 'addchild', op: 'add', label: 'storefront.menu.addchild' },
] as const;

/**
 * The top menu: Home and Products when the header enables them, then the menu block's items (two levels, children
 * open on click or hover as childmenuopentype says). Administrators get move up, edit, delete and add on hover.
 */
export function MainMenu({ mobile = false }: { mobile?: boolean }) {
  const { state, t, href } = useStorefront();
  const admin = state.user?.isAdmin === true && !mobile;
  const { tool, open } = useAdminTool();
  const h = state.header;
  const tree = menuTree(state.menu.items);
  const CategoryMenu = useTheme().extras?.categoryMenu;
  const item = (node: MenuNode, depth: number) => (
    <li key={node.id} className={`nav-item${node.children.length ? ' has-children' : ''}`} data-menu-item={node.id}>
      {node.children.length && depth === 0 ? (
        <details className={`submenu submenu--${h.childmenuopentype}`}>
          <summary>{node.title}</summary>
          <ul>{node.children.map((c) => item(c, depth + 1))}</ul>
        </details>
      ) : (
        <a
          href={menuHref(node.link, href)}
          {...(node.opennewtab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {node.title}
        </a>
      )}
      {admin && (
        <span className="menu-tools">
          {ITEM_TOOLS.filter((tool) => tool.op !== 'add' || depth === 0).map((tool) => (
            <button
              key={tool.action}
              type="button"
              data-action={tool.action}
              onClick={() =>
                open({
                  kind: 'menuItem',
                  blockId: state.menu.blockId,
                  op: tool.op,
                  ...(tool.op === 'add' ? { parentId: node.id } : { itemId: node.id }),
                })
              }
            >
              {t(tool.label)}
            </button>
          ))}
        </span>
      )}
    </li>
  );
  return (
    <nav className={`main-menu main-menu--${h.menutype}`} aria-label={t('storefront.header.menu')}>
      <ul>
        {CategoryMenu && <CategoryMenu mobile={mobile} />}
        {h.showhome && (
          <li className="nav-item">
            <a href={href('/')}>{t('storefront.route.home')}</a>
          </li>
        )}
        {h.showproducts && (
          <li className="nav-item">
            <a href={href('/p')}>{t('storefront.route.products')}</a>
          </li>
        )}
        {tree.map((node) => item(node, 0))}
        {admin && (
          <li className="nav-item menu-add">
            <button
              type="button"
              data-action="additem"
              onClick={() => open({ kind: 'menuItem', blockId: state.menu.blockId, op: 'add' })}
            >
              {t('storefront.menu.additem')}
            </button>
          </li>
        )}
      </ul>
      {tool}
    </nav>
  );
}
