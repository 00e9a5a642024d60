import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { io } from 'socket.io-client';
import { ChatNotification } from '@saray/contracts/chat/chat-codes';
import { HubConnection, HubError, type HubState } from '@saray/contracts/chat/hub-connection';
import { api, refreshSession } from '../http';
import { session } from '../session';

interface Message {
  id: number;
  chatId: number;
  author: string;
  type: 'text' | 'system';
  fromSupport: boolean;
  date: string;
  data: { text: string; action: 'message' | 'alert' | 'newsupport' };
}
interface Chat {
  id: number;
  visitorName: string;
  started: boolean;
  staffId?: number | null;
  createdAt?: string;
}
interface StoredLine {
  id: number;
  chatId: number;
  author: string;
  type: 'text' | 'system';
  fromSupport: boolean;
  createdAt: string;
  text: string;
  action: Message['data']['action'];
}

const fromStored = (l: StoredLine): Message => ({
  id: l.id,
  chatId: l.chatId,
  author: l.author,
  type: l.type,
  fromSupport: l.fromSupport,
  date: l.createdAt,
  data: { text: l.text, action: l.action },
});

/**
 * The support console: the open chats (new ones appear as visitors start them), one chat's lines, picking it up,
 * replying and closing it. It talks to the chat hub as the signed-in agent; the hub decides what an agent may do.
 */
export default function SupportConsole() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [hubState, setHubState] = useState<HubState>('connecting');
  const [chats, setChats] = useState<Chat[]>([]);
  const [lines, setLines] = useState<Record<number, Message[]>>({});
  const [unread, setUnread] = useState<Record<number, boolean>>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [mine, setMine] = useState<Record<number, boolean>>({});
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const hub = useRef<HubConnection | null>(null);
  const current = useRef<number | null>(null);
  current.current = selected;

  useEffect(() => {
    const socket = io({
      path: '/chathub',
      autoConnect: false,
      reconnection: false,
      transports: ['websocket'],
      auth: (cb) => cb({ token: session.get()?.access_token, lang: locale }),
    });
    const connection = new HubConnection(socket, {
      onState: setHubState,
      onRefused: (body) => setError(body.message),
      // The access token ran out while the console was open: refreshed, then the hub connects again.
      renew: async () => Boolean(await refreshSession()),
    });
    hub.current = connection;
    const append = (m: Message) =>
      setLines((all) => {
        const list = all[m.chatId] ?? [];
        return list.some((x) => x.id === m.id) ? all : { ...all, [m.chatId]: [...list, m] };
      });
    const drop = (chatId: number) => setChats((all) => all.filter((c) => c.id !== chatId));
    socket.on('SendNotification', (type: number, chatId: number, payload: any) => {
      if (type === ChatNotification.NewChat)
        setChats((all) => (all.some((c) => c.id === chatId) ? all : [...all, payload as Chat]));
      else if (type === ChatNotification.NewMessage) {
        append(payload as Message);
        if (current.current !== chatId) setUnread((u) => ({ ...u, [chatId]: true }));
      } else if (type === ChatNotification.CatchChat)
        setChats((all) => all.map((c) => (c.id === chatId ? { ...c, started: true, staffId: payload?.staffId } : c)));
      else if (type === ChatNotification.RemoveChat || type === ChatNotification.CloseChat) drop(chatId);
    });
    connection.whenConnected(async () => {
      const online = await connection.invoke<{ chats: Chat[] }>('AdminChatStarted', session.get()?.username ?? '');
      setChats(online.chats);
    });
    connection.start();
    return () => connection.stop();
  }, [locale]);

  const open = async (chatId: number) => {
    setSelected(chatId);
    setUnread((u) => ({ ...u, [chatId]: false }));
    setError('');
    const filter = encodeURIComponent(JSON.stringify({ chatId }));
    const stored = (await api<StoredLine[]>(`/api/support-chat-messages?filter=${filter}&range=[0,199]`)).json;
    setLines((all) => {
      const live = (all[chatId] ?? []).filter((m) => !stored.some((s) => s.id === m.id));
      return { ...all, [chatId]: [...stored.map(fromStored), ...live].sort((a, b) => a.id - b.id) };
    });
  };

  const run = async (work: () => Promise<unknown>) => {
    try {
      setError('');
      await work();
    } catch (err) {
      setError(err instanceof HubError ? err.body.message : translate('common.error.general'));
    }
  };

  const pickUp = (chatId: number) =>
    run(async () => {
      const picked = await hub.current!.invoke<{ messageList: Message[] }>('ChatStarted', chatId);
      setMine((m) => ({ ...m, [chatId]: true }));
      // The pick-up's own line (the agent joined) comes with the chat, not as a notification to this agent.
      setLines((all) => {
        const known = all[chatId] ?? [];
        const added = picked.messageList.filter((m) => !known.some((k) => k.id === m.id));
        return { ...all, [chatId]: [...known, ...added].sort((a, b) => a.id - b.id) };
      });
    });
  const reply = (ev: FormEvent) => {
    ev.preventDefault();
    const line = text.trim();
    if (!line || selected === null) return;
    void run(async () => {
      await hub.current!.invoke('AdminSendMessage', selected, line);
      setText('');
    });
  };
  const close = (chatId: number) =>
    run(async () => {
      await hub.current!.invoke('AdminChatRemoved', chatId);
      setSelected(null);
      setChats((all) => all.filter((c) => c.id !== chatId));
    });

  const chat = chats.find((c) => c.id === selected);
  const line = (m: Message) =>
    m.type === 'system'
      ? m.data.action === 'newsupport'
        ? translate('dashboard.chat.agentjoined', { name: m.data.text })
        : translate('dashboard.chat.ended')
      : m.data.text;

  return (
    <Box sx={{ mt: 2 }} data-testid="support-console" data-state={hubState}>
      <Title title={translate('dashboard.chat.console')} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h6">{translate('dashboard.chat.console')}</Typography>
        <Chip size="small" label={translate(`dashboard.chat.state.${hubState}`)} />
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Card sx={{ minWidth: 260 }}>
          <List dense aria-label={translate('dashboard.chat.open')} data-testid="support-chats">
            {!chats.length && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('dashboard.chat.none')}
              </Typography>
            )}
            {chats.map((c) => (
              <ListItemButton key={c.id} selected={c.id === selected} onClick={() => void open(c.id)} data-chat={c.id}>
                <ListItemText
                  primary={`#${c.id} ${c.visitorName || ''}`}
                  secondary={translate(c.started ? 'dashboard.chat.pickedup' : 'dashboard.chat.waiting')}
                />
                {unread[c.id] && <Chip size="small" color="primary" label={translate('dashboard.chat.new')} />}
              </ListItemButton>
            ))}
          </List>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            {!chat && <Typography color="text.secondary">{translate('dashboard.chat.pick')}</Typography>}
            {chat && (
              <Stack spacing={1} data-testid="support-chat-lines">
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography variant="subtitle1" sx={{ flex: 1 }}>
                    #{chat.id} {chat.visitorName}
                  </Typography>
                  {!mine[chat.id] && (
                    <Button variant="contained" onClick={() => void pickUp(chat.id)}>
                      {translate('chat.action.pickup')}
                    </Button>
                  )}
                  <Button color="error" onClick={() => void close(chat.id)}>
                    {translate('chat.action.close')}
                  </Button>
                </Stack>
                {(lines[chat.id] ?? []).map((m) => (
                  <Box
                    key={m.id}
                    className="chat-line"
                    sx={{
                      alignSelf: m.type === 'system' ? 'center' : m.fromSupport ? 'flex-end' : 'flex-start',
                      bgcolor: m.type === 'system' ? 'transparent' : m.fromSupport ? '#fde3e7' : 'action.hover',
                      borderRadius: 1,
                      px: 1.5,
                      py: 0.75,
                      maxWidth: '80%',
                    }}
                  >
                    {m.type === 'text' && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {m.author}
                      </Typography>
                    )}
                    <Typography variant="body2">{line(m)}</Typography>
                  </Box>
                ))}
                <Box component="form" onSubmit={reply} sx={{ display: 'flex', gap: 1 }}>
                  <TextField
                    size="small"
                    fullWidth
                    value={text}
                    onChange={(ev) => setText(ev.target.value)}
                    label={translate('dashboard.chat.reply')}
                    slotProps={{ htmlInput: { maxLength: 4000 } }}
                    disabled={hubState !== 'connected'}
                  />
                  <Button type="submit" variant="contained" disabled={hubState !== 'connected'}>
                    {translate('dashboard.chat.send')}
                  </Button>
                </Box>
              </Stack>
            )}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
