/** A record of a self-related entity: a category and its parent category. */
export interface TreeNode {
  id: number;
  parent: number | null;
  title: string;
}

export interface TreeRow {
  node: TreeNode;
  depth: number;
}

/**
 * Nodes in tree order, each parent followed by its children (by title), with their depth for indenting. A node
 * whose parent is not among them is a root.
 *
 * @example treeOrder([{ id: 2, parent: 1, title: 'Sneakers' }, { id: 1, parent: null, title: 'Footwear' }])
 *   // [{ node: Footwear, depth: 0 }, { node: Sneakers, depth: 1 }]
 */
export function treeOrder(nodes: TreeNode[]): TreeRow[] {
  const ids = new Set(nodes.map((n) => n.id));
  const byTitle = (a: TreeNode, b: TreeNode) => a.title.localeCompare(b.title);
  const children = (id: number | null) =>
    nodes.filter((n) => (id === null ? !n.parent || !ids.has(n.parent) : n.parent === id)).sort(byTitle);
  const rows: TreeRow[] = [];
  const placed = new Set<number>();
  const walk = (node: TreeNode, depth: number) => {
    if (placed.has(node.id)) return;
    placed.add(node.id);
    rows.push({ node, depth });
    children(node.id).forEach((child) => walk(child, depth + 1));
  };
  children(null).forEach((root) => walk(root, 0));
  return rows;
}

/** Parents the nodes name but do not include: what to fetch to show where the nodes sit. */
export const missingParents = (nodes: TreeNode[]): number[] => {
  const ids = new Set(nodes.map((n) => n.id));
  return [...new Set(nodes.map((n) => n.parent).filter((p): p is number => Boolean(p) && !ids.has(p!)))];
};

/** Whether a node is the given one or below it: a record cannot take itself or its descendant as its parent. */
export function isWithin(nodes: TreeNode[], node: TreeNode, ancestor: number): boolean {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const seen = new Set<number>();
  for (let at: TreeNode | undefined = node; at && !seen.has(at.id); at = at.parent ? byId.get(at.parent) : undefined) {
    if (at.id === ancestor) return true;
    seen.add(at.id);
  }
  return false;
}
