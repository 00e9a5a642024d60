import { ChatNotification } from '@saray/contracts/chat/chat-codes';
import { HubConnection, HubError, type HubState } from '@saray/contracts/chat/hub-connection';
import type { AuthRecord } from '@saray/contracts/session';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { io } from 'socket.io-client';
import { useStorefront } from '../context';
import { session } from '../session';

interface Message {
  id: number;
  author: string;
  type: 'text' | 'system';
  fromSupport: boolean;
  date: string;
  data: { text: string; action: 'message' | 'alert' | 'newsupport' };
}

interface SupportChat {
  id: number;
  notificationId: number;
  messageList: Message[];
  started: boolean;
}

const VISITOR_KEY = 'saray.chat.visitor';
const CHAT_KEY = 'saray.chat.id';

/** The random key that makes this browser's guest chat its own (the hub keeps only its hash). */
function visitorKey(): string {
  let key = localStorage.getItem(VISITOR_KEY);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(VISITOR_KEY, key);
  }
  return key;
}

/**
 * The signed-in customer's token (renewed first when a refresh token is there), else a guest token of the store's
 * application. `renew` trades the refresh token even when the access token looks current: the hub refused it.
 */
async function accessToken(renew = false): Promise<string> {
  const record = session.get();
  if (record?.access_token && session.usable(record)) {
    if (!renew) return record.access_token;
    const res = await fetch('/api/Authentication/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: record.refresh_token }),
    });
    if (res.ok) {
      const fresh = (await res.json()) as AuthRecord;
      session.set(fresh);
      return fresh.access_token;
    }
    session.clear();
  }
  const res = await fetch('/api/Authentication/GetAnonymousToken');
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The live chat window: connects to the hub, opens (or comes back to) the visitor's chat, shows its lines and the
 * agent's, and sends new ones. Support mode starts when an agent picks the chat up (ChatStarted) and ends when the
 * chat is closed (ChatStopped), which also closes the connection.
 */
export default function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t, state } = useStorefront();
  const [hubState, setHubState] = useState<HubState>('connecting');
  const [chat, setChat] = useState<SupportChat | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [supportMode, setSupportMode] = useState(false);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState('');
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const hub = useRef<HubConnection | null>(null);
  const chatId = useRef(0);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let cancelled = false;
    const add = (m: Message) => setMessages((all) => (all.some((x) => x.id === m.id) ? all : [...all, m]));
    void accessToken().then((first) => {
      if (cancelled) return;
      let token = first;
      const socket = io({
        path: '/chathub',
        autoConnect: false,
        reconnection: false,
        transports: ['websocket'],
        // Read on every (re)connection, so a renewed token is the one sent.
        auth: (cb) => cb({ token, visitor: visitorKey(), lang: state.lang, store: state.store.name }),
      });
      const connection = new HubConnection(socket, {
        onState: setHubState,
        onRefused: (body) => setError(body.message),
        // An access token that ran out: renewed (or a guest's instead), then the hub connects again.
        renew: async () => {
          token = await accessToken(true);
          return !cancelled;
        },
      });
      hub.current = connection;
      socket.on('SendNotification', (type: number, about: number, payload: any) => {
        if (about !== chatId.current) return;
        if (type === ChatNotification.NewMessage) add(payload as Message);
        else if (type === ChatNotification.ChatStarted) {
          setSupportMode(true);
          if (payload?.message) add(payload.message as Message);
        } else if (type === ChatNotification.ChatStopped) {
          setSupportMode(false);
          setEnded(true);
          localStorage.removeItem(CHAT_KEY);
          connection.stop();
        } else if (type === ChatNotification.Typing) {
          setTyping(Boolean(payload?.typing));
        }
      });
      connection.whenConnected(async () => {
        const saved = Number(localStorage.getItem(CHAT_KEY)) || null;
        const opened = await connection.invoke<SupportChat>('ChatStarted', saved).catch((err: unknown) => {
          // A chat this browser no longer owns (another sign-in): start a new one.
          if (err instanceof HubError && err.body.error === 'chat.error.notfound' && saved) {
            localStorage.removeItem(CHAT_KEY);
            return connection.invoke<SupportChat>('ChatStarted', null);
          }
          throw err;
        });
        localStorage.setItem(CHAT_KEY, String(opened.id));
        chatId.current = opened.id;
        setChat(opened);
        setMessages(opened.messageList);
        setSupportMode(opened.started);
      });
      connection.start();
    });
    return () => {
      cancelled = true;
      hub.current?.stop();
    };
  }, [state.lang, state.store.name]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const send = async (ev: FormEvent) => {
    ev.preventDefault();
    const line = text.trim();
    if (!line || !chat || !hub.current) return;
    try {
      setError('');
      const sent = await hub.current.invoke<Message>('SendMessage', chat.id, line);
      setMessages((all) => (all.some((x) => x.id === sent.id) ? all : [...all, sent]));
      setText('');
    } catch (err) {
      setError(err instanceof HubError ? err.body.message : t('storefront.chat.notsent'));
    }
  };

  const endChat = async () => {
    if (chat && hub.current) await hub.current.invoke('SendNotification', ChatNotification.CloseChat, chat.id, null);
  };

  const line = (m: Message) =>
    m.type === 'system'
      ? m.data.action === 'newsupport'
        ? t('storefront.chat.agentjoined', { name: m.data.text })
        : t('storefront.chat.ended')
      : m.data.text;

  return (
    <section
      className={`chat-window${supportMode ? ' chat-window--support' : ''}`}
      role="dialog"
      aria-label={t('storefront.chat.title')}
      data-testid="chat-window"
      data-state={hubState}
    >
      <header className="chat-window-head">
        <strong>{t('storefront.chat.title')}</strong>
        <span className="chat-window-status">{t(`storefront.chat.state.${hubState}`)}</span>
        <button type="button" className="chat-window-close" onClick={onClose} aria-label={t('storefront.chat.close')}>
          ×
        </button>
      </header>
      <ol className="chat-window-lines" ref={list} aria-live="polite">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`chat-line chat-line--${m.type === 'system' ? 'system' : m.fromSupport ? 'support' : 'visitor'}`}
          >
            {m.type === 'text' && <span className="chat-line-author">{m.author}</span>}
            <span className="chat-line-text">{line(m)}</span>
          </li>
        ))}
      </ol>
      {!supportMode && !ended && chat && <p className="chat-window-note">{t('storefront.chat.waiting')}</p>}
      {typing && <p className="chat-window-note">{t('storefront.chat.typing')}</p>}
      {ended && <p className="chat-window-note">{t('storefront.chat.ended')}</p>}
      {error && (
        <p className="chat-window-error" role="alert">
          {error}
        </p>
      )}
      {!ended && (
        <form className="chat-window-form" onSubmit={send}>
          <input
            value={text}
            onChange={(ev) => setText(ev.target.value)}
            maxLength={4000}
            placeholder={t('storefront.chat.placeholder')}
            aria-label={t('storefront.chat.placeholder')}
            disabled={!chat || hubState !== 'connected'}
          />
          <button type="submit" className="button button--primary" disabled={!chat || hubState !== 'connected'}>
            {t('storefront.chat.send')}
          </button>
        </form>
      )}
      {!ended && chat && (
        <button type="button" className="chat-window-end" onClick={() => void endChat()}>
          {t('storefront.chat.endchat')}
        </button>
      )}
    </section>
  );
}
