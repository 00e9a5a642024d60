import { io, type Socket } from 'socket.io-client';

/** A socket.io client on Saray's chat hub, connected once (no reconnection); a refused handshake rejects. */
export const connectHub = (origin: string, auth: Record<string, unknown>): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(origin, {
      path: '/chathub',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
