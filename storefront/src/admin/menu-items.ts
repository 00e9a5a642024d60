import type { DataContent, MenuItem } from '@saray/contracts/storefront/state';
import { readItems, type Item } from './templates';

/** The menu block's items (its 'menuitems' list, kept as JSON text); entries without an id or title are dropped. */
export function menuItems(data: DataContent | undefined): MenuItem[] {
  return readItems(data?.menuitems?.content).filter(
    (i): i is Item & MenuItem => typeof i.id === 'string' && typeof i.title === 'string',
  );
}

const parentOf = (item: MenuItem) => item.parentid || null;

/** The list with the item saved: replaced where it stands, or added at the end. */
export function withItem(items: MenuItem[], item: MenuItem): MenuItem[] {
  return items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
}

/**
 * The list without the item. An item that still has children is removed too: the server refuses the list then
 * (spec 3 §5 'common.error.childitemexist'), and its message is what the administrator sees.
 */
export function withoutItem(items: MenuItem[], id: string): MenuItem[] {
  return items.filter((i) => i.id !== id);
}

/** The list with the item swapped with its previous sibling (same parent); unchanged for the first one. */
export function movedUp(items: MenuItem[], id: string): MenuItem[] {
  const at = items.findIndex((i) => i.id === id);
  if (at < 0) return items;
  let before = at - 1;
  while (before >= 0 && parentOf(items[before]) !== parentOf(items[at])) before--;
  if (before < 0) return items;
  const out = [...items];
  [out[before], out[at]] = [out[at], out[before]];
  return out;
}
