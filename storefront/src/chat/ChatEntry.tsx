import { lazy, Suspense, useState } from 'react';
import { useStorefront } from '../context';

// The chat window and socket.io's client are a chunk of their own, fetched on the first click: a page that is only
// read carries none of it.
const ChatWindow = lazy(() => import('./ChatWindow'));

/**
 * The way into live support (footer and chatbox block): a button that opens the chat window, and beside it a link
 * to write instead, for visitors who prefer to or whose browser runs no script: a customer's tickets, or for a visitor
 * who is not signed in the contact page (whose message becomes a ticket too).
 */
export function ChatEntry({ label, className }: { label?: string; className?: string }) {
  const { t, href, state } = useStorefront();
  const [open, setOpen] = useState(false);
  return (
    <span className={`support-chat ${className ?? ''}`.trim()}>
      <button
        type="button"
        className="support-chat-entry"
        data-testid="support-chat"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label || t('storefront.footer.supportchat')}
      </button>
      <a className="support-chat-tickets" href={href(state.user ? '/account/tickets' : '/contactus')}>
        {t('storefront.chat.tickets')}
      </a>
      {open && (
        <Suspense
          fallback={<span className="chat-window chat-window--loading">{t('storefront.chat.connecting')}</span>}
        >
          <ChatWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
