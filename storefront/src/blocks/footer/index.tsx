import { ChatEntry } from '../../chat/ChatEntry';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';
import type { LinkItem } from '@saray/contracts/storefront/state';
import type { BlockProps } from '../types';
import { imageUrl, list, text } from '../types';

function LinkList({ items, className }: { items: LinkItem[]; className: string }) {
  const { href } = useStorefront();
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((l, i) => {
        const link = l.link ?? '';
        const target = l.linktarget === 'blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <li key={i}>
            <a href={/^(https?:|mailto:|tel:)/.test(link) ? link : href(link || '/')} {...target} title={l.description}>
              {l.image ? (
                <img src={imageUrl(l.image, l.directory)} alt={l.title ?? ''} width={24} height={24} loading="lazy" />
              ) : (
                l.logocode && <span aria-hidden="true" className={`icon ${l.logocode}`} />
              )}
              <span>{l.linktext || l.title}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The footer of spec 3: social links, a certificates area, address links and the copyright line with the current
 * year, plus the entry to live support chat.
 */
export function Footer({ block }: BlockProps) {
  const { state } = useStorefront();
  const d = block.dataContent;
  return (
    <div className="footer">
      <LinkList items={list<LinkItem>(d, 'sociallinks')} className="footer-social" />
      {text(d, 'certificates') && (
        <div className="footer-certificates rich-text" dangerouslySetInnerHTML={{ __html: text(d, 'certificates') }} />
      )}
      <LinkList items={list<LinkItem>(d, 'addresslinks')} className="footer-addresses" />
      <p className="copyright">
        {`© ${localDigits(state.year, state.lang)} ${text(d, 'copyright') || state.store.title}`}
      </p>
      <ChatEntry />
    </div>
  );
}
