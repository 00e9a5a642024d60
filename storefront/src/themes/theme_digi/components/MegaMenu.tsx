import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CategoryMenuNode } from '@saray/contracts/storefront/state';
import { Icon } from '../../../components/Icon';
import { Picture } from '../../../components/Picture';
import { useStorefront } from '../../../context';
import { categoryPath, menuMove } from './menu';

/** How long the pointer rests before the menu opens, before it switches to another category, and before it closes. */
const OPEN_DELAY = 150;
const SWITCH_DELAY = 120;
const CLOSE_DELAY = 300;

const PANEL_ID = 'digi-mega-panel';

/**
 * The header's mega-menu: a "Categories" button that opens a wide panel, the top categories in a column and the one
 * pointed at or focused showing its children in groups of links, with its picture. A disclosure: the button says
 * whether it is open (aria-expanded); the arrow keys move through the column and into and out of the groups, Escape
 * closes it and gives the focus back to the button, and the focus or a press leaving it closes it. A mouse opens it by
 * resting on the button, and a category by resting on it (so a pointer crossing the column on its way to the groups
 * does not switch them); a click or a tap opens and closes it too.
 */
export function MegaMenu({ tree }: { tree: CategoryMenuNode[] }) {
  const { state, t, href } = useStorefront();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef(0);
  // Opened by the pointer resting on the button: a click that follows keeps it open, the pointer leaving closes it.
  const byHover = useRef(false);
  const focusFirst = useRef(false);
  const rtl = state.dir === 'rtl';

  const cancel = () => window.clearTimeout(timer.current);
  const after = (ms: number, then: () => void) => {
    cancel();
    timer.current = window.setTimeout(then, ms);
  };
  const close = (refocus: boolean) => {
    cancel();
    byHover.current = false;
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const tops = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.mega-top > a') ?? [])];
  const links = () => [
    ...(root.current?.querySelectorAll<HTMLAnchorElement>('.mega-groups a[href]:not([tabindex])') ?? []),
  ];
  const focusTop = (i: number) => {
    const all = tops();
    const at = (i + all.length) % all.length;
    setActive(at);
    all[at]?.focus();
  };

  useEffect(() => cancel, []);
  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      focusTop(0);
    }
    const outside = (e: globalThis.PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Only on opening: focusTop and close read the DOM and the refs as they are then.
  }, [open]);

  const mouse = (e: PointerEvent) => e.pointerType === 'mouse';
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    if (open) return focusTop(active);
    focusFirst.current = true;
    setOpen(true);
  };
  const onTopKey = (i: number) => (e: KeyboardEvent) => {
    const move = menuMove(e.key, rtl);
    if (move === 'next') focusTop(i + 1);
    else if (move === 'previous') focusTop(i - 1);
    else if (move === 'first') focusTop(0);
    else if (move === 'last') focusTop(tops().length - 1);
    else if (move === 'into') links()[0]?.focus();
    else return;
    e.preventDefault();
  };
  const onLinkKey = (e: KeyboardEvent) => {
    const move = menuMove(e.key, rtl);
    const all = links();
    const at = all.indexOf(e.target as HTMLAnchorElement);
    if (at < 0) return;
    if (move === 'next') all[(at + 1) % all.length]?.focus();
    else if (move === 'previous') all[(at - 1 + all.length) % all.length]?.focus();
    else if (move === 'first') all[0]?.focus();
    else if (move === 'last') all[all.length - 1]?.focus();
    else if (move === 'out') tops()[active]?.focus();
    else return;
    e.preventDefault();
  };

  const shown = tree[active] ?? tree[0];
  return (
    <li
      ref={root}
      className={`nav-item mega${open ? ' mega--open' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          close(true);
        }
      }}
      // The focus going elsewhere on the page closes it (going nowhere, as a click on the panel's blank does, not).
      onBlur={(e) => {
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) close(false);
      }}
      onPointerEnter={(e) => {
        if (!mouse(e)) return;
        if (open) cancel();
        else
          after(OPEN_DELAY, () => {
            byHover.current = true;
            setOpen(true);
          });
      }}
      onPointerLeave={(e) => {
        if (!mouse(e)) return;
        if (!open) cancel();
        else if (byHover.current) after(CLOSE_DELAY, () => close(false));
      }}
    >
      <button
        ref={button}
        type="button"
        className="mega-button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onKeyDown={onButtonKey}
        onClick={() => {
          cancel();
          if (open && byHover.current) byHover.current = false;
          else if (open) close(false);
          else setOpen(true);
        }}
      >
        <Icon name="menu" size={20} />
        {t('storefront.megamenu.categories')}
      </button>
      <div id={PANEL_ID} className="mega-panel" hidden={!open}>
        <ul className="mega-tops">
          {tree.map((top, i) => (
            <li key={top.guid} className={`mega-top${top === shown ? ' is-active' : ''}`}>
              <a
                href={href(categoryPath(top))}
                onFocus={() => setActive(i)}
                onKeyDown={onTopKey(i)}
                onPointerEnter={(e) => mouse(e) && after(SWITCH_DELAY, () => setActive(i))}
                onPointerLeave={(e) => mouse(e) && cancel()}
              >
                {top.name}
              </a>
              {top === shown && (
                <div className="mega-groups" role="group" aria-label={top.name} onKeyDown={onLinkKey}>
                  <a className="mega-all" href={href(categoryPath(top))}>
                    {t('storefront.megamenu.all', { name: top.name })}
                  </a>
                  {top.children.length > 0 && (
                    <ul className="mega-columns">
                      {top.children.map((group) => (
                        <li key={group.guid} className="mega-group">
                          <a className="mega-group-title" href={href(categoryPath(group))}>
                            {group.name}
                          </a>
                          {group.children.length > 0 && (
                            <ul>
                              {group.children.map((link) => (
                                <li key={link.guid}>
                                  <a href={href(categoryPath(link))}>{link.name}</a>
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  {top.picture && (
                    // The same link as the category's name: left out of the tab order and of what is read.
                    <a className="mega-promo" href={href(categoryPath(top))} tabIndex={-1} aria-hidden="true">
                      <Picture name={top.picture} alt="" decorative width={240} height={180} sizes="240px" />
                    </a>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
