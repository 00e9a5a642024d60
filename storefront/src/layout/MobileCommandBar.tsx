import { imageUrl, list } from '../blocks/types';
import { Icon, hasIcon } from '../components/Icon';
import { useStorefront } from '../context';
import type { LinkItem } from '@saray/contracts/storefront/state';

/**
 * The bottom command bar on small screens (showmobilecommandmenu): the link items of the language's
 * 'mobilecommandmenu' block, or Home, search and cart when there is none.
 */
export function MobileCommandBar() {
  const { state, t, href } = useStorefront();
  const block = state.layout.mobilecommandmenu?.[0];
  const items = block ? list<LinkItem>(block.dataContent, 'items') : [];
  const links: LinkItem[] = items.length
    ? items
    : [
        { title: t('storefront.route.home'), link: '/', logocode: 'home' },
        { title: t('storefront.route.products'), link: '/p', logocode: 'grid' },
        { title: t('storefront.route.shoppingcart'), link: '/shoppingcart', logocode: 'cart' },
      ];
  return (
    <nav className="mobile-command-bar" aria-label={t('storefront.header.commands')}>
      {links.map((l, i) => (
        <a
          key={i}
          href={/^https?:/.test(l.link ?? '') ? l.link : href(l.link ?? '/')}
          {...(l.linktarget === 'blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {l.smallimage || l.image ? (
            <img
              src={imageUrl(l.smallimage || l.image || '', l.smallimagedirectory || l.directory)}
              alt=""
              width={24}
              height={24}
            />
          ) : hasIcon(l.logocode) ? (
            <Icon name={l.logocode} />
          ) : (
            <span aria-hidden="true" className={`icon ${l.logocode ?? ''}`.trim()} />
          )}
          <span>{l.title}</span>
        </a>
      ))}
    </nav>
  );
}
