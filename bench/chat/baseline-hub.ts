import http from 'node:http';
import { Server } from 'socket.io';
import { redisAdapter } from '../../backend/src/platform/live/redis-adapter.js';

export interface BaselineHub {
  origin: string;
  close: () => Promise<void>;
}

/**
 * The floor the hub is compared with: a bare socket.io server on the same Redis adapter, with the hub's rooms and
 * invocation names but no token, no ownership check and no database. Each line is relayed to its chat's room and
 * to the agents, as the hub relays it.
 */
export async function startBaselineHub(redisUrl: string, key: string): Promise<BaselineHub> {
  const server = http.createServer();
  const io = new Server(server, { path: '/chathub', serveClient: false });
  const redis = redisAdapter(redisUrl, key);
  io.adapter(redis.adapter);
  let next = 1;
  io.on('connection', (socket) => {
    socket.on('AdminChatStarted', async (_nickname: string, ack: (a: unknown) => void) => {
      await socket.join('support-staff');
      ack({ ok: true, data: { chats: [] } });
    });
    socket.on('ChatStarted', async (chatId: number | null, ack: (a: unknown) => void) => {
      const id = chatId ?? next++;
      await socket.join(`chat:${id}`);
      ack({ ok: true, data: { id, messageList: [] } });
    });
    const relay = (fromSupport: boolean) => (chatId: number, text: string, ack: (a: unknown) => void) => {
      const message = { id: next++, chatId, fromSupport, date: new Date().toISOString(), data: { text } };
      io.to([`chat:${chatId}`, 'support-staff']).emit('SendNotification', 1, chatId, message);
      ack({ ok: true, data: message });
    };
    socket.on('SendMessage', relay(false));
    socket.on('AdminSendMessage', relay(true));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      io.local.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await redis.close();
    },
  };
}
