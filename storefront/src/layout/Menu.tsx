import { useAdminTool } from '../admin/AdminFrame';
import { useStorefront } from '../context';
import { menuHref, menuTree, type MenuNode } from './menu-tree';

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
          <button
            type="button"
            data-action="moveup"
            onClick={() => open({ kind: 'menuItem', blockId: state.menu.blockId, itemId: node.id, op: 'moveup' })}
          >
            {t('storefront.menu.moveup')}
          </button>
          <button
            type="button"
            data-action="edit"
            onClick={() => open({ kind: 'menuItem', blockId: state.menu.blockId, itemId: node.id, op: 'edit' })}
          >
            {t('storefront.admin.edit')}
          </button>
          <button
            type="button"
            data-action="delete"
            onClick={() => open({ kind: 'menuItem', blockId: state.menu.blockId, itemId: node.id, op: 'delete' })}
          >
            {t('storefront.admin.delete')}
          </button>
          {depth === 0 && (
            <button
              type="button"
              data-action="addchild"
              onClick={() => open({ kind: 'menuItem', blockId: state.menu.blockId, parentId: node.id, op: 'add' })}
            >
              {t('storefront.menu.addchild')}
            </button>
          )}
        </span>
      )}
    </li>
  );
  return (
    <nav className={`main-menu main-menu--${h.menutype}`} aria-label={t('storefront.header.menu')}>
      <ul>
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
