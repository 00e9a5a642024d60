import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { text } from '../types';

/**
 * The way into live support. Until the chat itself is built, the button opens the customer's support tickets,
 * which reach the same team; nothing here pretends a conversation is under way.
 */
export function ChatBox({ block }: BlockProps) {
  const { t, href } = useStorefront();
  const d = block.dataContent;
  return (
    <aside className="chat-box">
      <h2>{text(d, 'title') || block.title || t('storefront.blocks.chatbox.title')}</h2>
      <p>{text(d, 'text') || t('storefront.blocks.chatbox.text')}</p>
      <a className="button button--primary" href={href('/account/tickets')}>
        {text(d, 'buttontext') || t('storefront.blocks.chatbox.start')}
      </a>
    </aside>
  );
}
