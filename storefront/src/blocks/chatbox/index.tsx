import { ChatEntry } from '../../chat/ChatEntry';
import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { text } from '../types';

/** The way into live support as a block: its title and text, the chat button and the tickets beside it. */
export function ChatBox({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  return (
    <aside className="chat-box">
      <h2>{text(d, 'title') || block.title || t('storefront.blocks.chatbox.title')}</h2>
      <p>{text(d, 'text') || t('storefront.blocks.chatbox.text')}</p>
      <ChatEntry label={text(d, 'buttontext') || t('storefront.blocks.chatbox.start')} className="chat-box-entry" />
    </aside>
  );
}
