import type { MenuItem } from '@saray/contracts/storefront/state';

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/** Menu items as a tree by parentid, keeping their order; an item whose parent is gone is shown at the top. */
export function menuTree(items: MenuItem[]): MenuNode[] {
  const nodes = new Map(items.map((i) => [i.id, { ...i, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentid ? nodes.get(node.parentid) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A menu link as the href it stands for: 'pages/about', 'p/{guid}', 'cat/{guid}' or an absolute address. */
export function menuHref(link: string, href: (path: string) => string): string {
  if (/^(https?:)?\/\//.test(link) || link.startsWith('mailto:') || link.startsWith('tel:')) return link;
  return href(link);
}
