/**
 * @engines pglite postgres
 * Two API processes on one PostgreSQL database; one process on PGlite.
 */
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { engine, signedInCustomer, startServer, type TestServer } from '../support/server.js';

// The live chat hub: a visitor on one API process and an agent on another, one database, Redis between them.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NewMessage = 1;
const NewChat = 2;
const RemoveChat = 7;
const CatchChat = 8;
const Typing = 11;
const ChatStarted = 14;
const ChatStopped = 15;

type Note = [type: number, chatId: number, payload: any];
interface Client {
  socket: Socket;
  notes: Note[];
  invoke: (name: string, ...args: unknown[]) => Promise<any>;
  /** The first notification of the type (for the chat) received so far, waiting for it a while. */
  note: (type: number, chatId?: number) => Promise<Note | undefined>;
}

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

const open = (server: TestServer, auth: Record<string, unknown>, query: Record<string, string> = {}): Socket => {
  const socket = io(server.url, {
    path: '/chathub',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
    query,
  });
  sockets.push(socket);
  return socket;
};

/** A connected client, or the connect_error's data when the hub refuses the handshake. */
async function connect(server: TestServer, auth: Record<string, unknown>, query?: Record<string, string>) {
  const socket = open(server, auth, query);
  const notes: Note[] = [];
  socket.on('SendNotification', (type: number, chatId: number, payload: unknown) =>
    notes.push([type, chatId, payload]),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const find = (type: number, chatId?: number) =>
    notes.find(([t, c]) => t === type && (chatId === undefined || c === chatId));
  return {
    socket,
    notes,
    invoke: (name: string, ...args: unknown[]) => socket.timeout(10_000).emitWithAck(name, ...args),
    note: async (type: number, chatId?: number) => {
      await until(async () => find(type, chatId), Boolean, 5_000);
      return find(type, chatId);
    },
  } satisfies Client;
}

const refusal = (server: TestServer, auth: Record<string, unknown>, query?: Record<string, string>) =>
  connect(server, auth, query).then(
    () => undefined,
    (err: { data?: unknown }) => err.data,
  );

const ctx = {} as { a: TestServer; b: TestServer; token: string; guest: string };
const key = () => randomBytes(16).toString('hex');

beforeAll(async () => {
  const chat = { redisUrl: REDIS_URL, chatRedisKey: `saray-chat-test-${randomBytes(6).toString('hex')}` };
  ctx.a = await startServer({ config: chat });
  // On PostgreSQL the agent's process is a second API process on the same database; the embedded database has one
  // process, so there both sides use it (still through the Redis adapter).
  ctx.b =
    engine() === 'postgres'
      ? await startServer({ storage: { config: ctx.a.config, remove: async () => undefined } })
      : ctx.a;
  const { signIn } = await import('../support/http.js');
  ctx.token = await signIn(ctx.b.url);
  ctx.guest = (await call(ctx.a.url, 'GET', '/api/Authentication/GetAnonymousToken')).body.access_token;
}, 120_000);
afterAll(async () => {
  if (ctx.b && ctx.b !== ctx.a) await ctx.b.close();
  await ctx.a?.close();
});

test('the hub refuses a missing or bad token, an unknown application and a guest without a key', async () => {
  expect(await refusal(ctx.a, {})).toMatchObject({ error: 'security.error.accessdenied' });
  expect(await refusal(ctx.a, { token: `${ctx.token}x`, lang: 'fa' })).toEqual({
    error: 'security.error.accessdenied',
    message: expect.stringMatching(/[\u0600-\u06FF]/),
    details: [],
  });
  expect(await refusal(ctx.a, { token: ctx.token }, { application: 'no-such-app' })).toMatchObject({
    error: 'application.error.unknown',
  });
  expect(await refusal(ctx.a, { token: ctx.guest })).toMatchObject({ error: 'chat.error.visitorkey' });
  expect(await refusal(ctx.a, { token: ctx.guest, visitor: 'short' })).toMatchObject({
    error: 'chat.error.visitorkey',
  });
});

test('a visitor on one process and an agent on another talk both ways; the chat and its lines are stored', async () => {
  const agent = await connect(ctx.b, { token: ctx.token });
  const online = await agent.invoke('AdminChatStarted', 'Sara');
  expect(online).toMatchObject({ ok: true, data: { nickname: 'Sara' } });

  const visitor = await connect(ctx.a, { token: ctx.guest, visitor: key(), name: 'Ali' });
  const opened = await visitor.invoke('ChatStarted', null);
  expect(opened).toMatchObject({ ok: true, data: { started: false, closed: false, messageList: [] } });
  const chatId = opened.data.id as number;
  expect((await agent.note(NewChat, chatId))?.[2]).toMatchObject({ id: chatId, visitorName: 'Ali' });

  // Visitor → agent, before anyone picked the chat up: every agent online sees it.
  let sent: unknown;
  const statements = await statementsDuring(ctx.a.dataSource, async () => {
    sent = await visitor.invoke('SendMessage', chatId, '  Hello, is anyone there?  ');
  });
  // A line is one transaction: the chat's row lock (a closed chat takes no line), the line (answered by its INSERT)
  // and its history entry; the visitor's ownership was checked when the chat was opened on this connection.
  expect(statements.filter((q) => !/^(START TRANSACTION|BEGIN|COMMIT)/.test(q))).toHaveLength(3);
  expect(sent).toMatchObject({ ok: true, data: { author: 'Ali', fromSupport: false, type: 'text' } });
  expect((await agent.note(NewMessage, chatId))?.[2]).toMatchObject({
    data: { text: 'Hello, is anyone there?', action: 'message' },
  });

  // The agent picks it up: the visitor goes into support mode (ChatStarted, 14).
  const picked = await agent.invoke('ChatStarted', chatId);
  expect(picked).toMatchObject({ ok: true, data: { id: chatId, started: true } });
  expect((await visitor.note(ChatStarted, chatId))?.[2]).toMatchObject({ nickname: 'Sara' });
  expect(await agent.note(CatchChat, chatId)).toBeDefined();

  // Agent → visitor, and a typing notice back.
  expect(await agent.invoke('AdminSendMessage', chatId, 'Hi Ali, how can I help?')).toMatchObject({ ok: true });
  const reply = (
    await until(
      async () => visitor.notes.filter(([t]) => t === NewMessage),
      (n) => n.length >= 2,
    )
  )[1];
  expect(reply[2]).toMatchObject({ author: 'Sara', fromSupport: true, data: { text: 'Hi Ali, how can I help?' } });
  expect(await visitor.invoke('SendNotification', Typing, chatId, { typing: true })).toMatchObject({ ok: true });
  expect((await agent.note(Typing, chatId))?.[2]).toEqual({ typing: true });

  // Stored: the dashboard's generic list shows the lines in order, the system line of the pick-up among them.
  const lines = await call(
    ctx.b.url,
    'GET',
    `/api/support-chat-messages${listQuery({ filter: { chatId }, sort: ['id', 'ASC'] })}`,
    { token: ctx.token },
  );
  expect(lines.body.map((l: any) => [l.type, l.fromSupport, l.text])).toEqual([
    ['text', false, 'Hello, is anyone there?'],
    ['system', true, 'Sara'],
    ['text', true, 'Hi Ali, how can I help?'],
  ]);
  const stored = (await call(ctx.a.url, 'GET', `/api/support-chats/${chatId}`, { token: ctx.token })).body;
  expect(stored).toMatchObject({ started: true, closed: false, visitorName: 'Ali' });
  expect(stored.visitorKeyHash).toBeUndefined();

  // The agent ends it: the visitor leaves support mode (ChatStopped, 15), the agents drop it (RemoveChat, 7).
  expect(await agent.invoke('AdminChatRemoved', chatId)).toMatchObject({ ok: true });
  expect(await visitor.note(ChatStopped, chatId)).toBeDefined();
  expect(await agent.note(RemoveChat, chatId)).toBeDefined();
  expect(await visitor.invoke('SendMessage', chatId, 'one more thing')).toMatchObject({
    ok: false,
    error: 'chat.error.closed',
  });
  expect((await call(ctx.b.url, 'GET', `/api/support-chats/${chatId}`, { token: ctx.token })).body.closed).toBe(true);
});

test('a visitor only reaches their own chat and cannot use the Admin invocations', async () => {
  const ownKey = key();
  const first = await connect(ctx.a, { token: ctx.guest, visitor: ownKey });
  const chatId = (await first.invoke('ChatStarted', null)).data.id as number;
  await first.invoke('SendMessage', chatId, 'mine');
  first.socket.disconnect();

  // The same browser (same key) comes back to the same chat, with its lines.
  const again = await connect(ctx.b, { token: ctx.guest, visitor: ownKey });
  expect((await again.invoke('ChatStarted', chatId)).data).toMatchObject({
    id: chatId,
    messageList: [expect.objectContaining({ data: expect.objectContaining({ text: 'mine' }) })],
  });

  const stranger = await connect(ctx.a, { token: ctx.guest, visitor: key() });
  expect(await stranger.invoke('ChatStarted', chatId)).toMatchObject({ ok: false, error: 'chat.error.notfound' });
  expect(await stranger.invoke('SendMessage', chatId, 'hi')).toMatchObject({ ok: false, error: 'chat.error.notfound' });
  expect(await stranger.invoke('SendNotification', Typing, chatId, {})).toMatchObject({
    ok: false,
    error: 'chat.error.notfound',
  });
  for (const [name, args] of [
    ['AdminChatStarted', ['Me']],
    ['AdminSendMessage', [chatId, 'hi']],
    ['AdminChatRemoved', [chatId]],
  ] as const)
    expect(await stranger.invoke(name, ...args)).toMatchObject({ ok: false, error: 'security.error.forbidden' });
  expect(await stranger.invoke('SendNotification', CatchChat, chatId, {})).toMatchObject({
    ok: false,
    error: 'chat.error.notificationtype',
  });

  // A signed-in customer is not an agent either, and has their own chat.
  const customer = await signedInCustomer(ctx.a, ctx.token, `chat.${key().slice(0, 8)}`, 'customer-pass-123');
  const signedIn = await connect(ctx.a, { token: customer.token });
  expect(await signedIn.invoke('AdminChatStarted', 'x')).toMatchObject({ error: 'security.error.forbidden' });
  const theirs = await signedIn.invoke('ChatStarted', chatId);
  expect(theirs).toMatchObject({ ok: false, error: 'chat.error.notfound' });
  const own = await signedIn.invoke('ChatStarted');
  expect(own.data).toMatchObject({ visitorName: customer.username, customerId: customer.id });
  expect(own.data.id).not.toBe(chatId);
  // Nor may visitors read the stored chats through the API.
  expect((await call(ctx.a.url, 'GET', '/api/support-chats', { token: customer.token })).status).toBe(403);
});

test('a support agent picks up; another agent cannot take the same chat', async () => {
  const visitor = await connect(ctx.a, { token: ctx.guest, visitor: key(), name: 'Zeynep' });
  const chatId = (await visitor.invoke('ChatStarted', null)).data.id as number;
  const agent = await signedInCustomer(ctx.b, ctx.token, `agent.${key().slice(0, 8)}`, 'agent-pass-12345', [
    'authenticated',
    'support',
  ]);
  const support = await connect(ctx.b, { token: agent.token });
  expect((await support.invoke('AdminChatStarted', 'Deniz')).data.chats).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: chatId })]),
  );
  expect(await support.invoke('SendNotification', CatchChat, chatId, null)).toMatchObject({ ok: true });
  expect((await visitor.note(ChatStarted, chatId))?.[2]).toMatchObject({ nickname: 'Deniz' });

  const admin = await connect(ctx.a, { token: ctx.token });
  await admin.invoke('AdminChatStarted', 'Sara');
  expect(await admin.invoke('ChatStarted', chatId)).toMatchObject({ ok: false, error: 'chat.error.alreadystarted' });

  // The visitor closes it themselves: ChatStopped for them, CloseChat for the agents.
  expect(await visitor.invoke('SendNotification', 3, chatId, null)).toMatchObject({ ok: true });
  expect(await visitor.note(ChatStopped, chatId)).toBeDefined();
  expect(await support.note(3, chatId)).toBeDefined();
});
