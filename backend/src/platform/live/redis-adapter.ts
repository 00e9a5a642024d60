import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

/**
 * socket.io's Redis adapter over two ioredis connections (one publishes, one subscribes), its channels prefixed
 * with `key`: every process using the same Redis and key shares the rooms.
 */
export function redisAdapter(
  redisUrl: string,
  key: string,
): { adapter: ReturnType<typeof createAdapter>; close: () => Promise<void> } {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  return {
    adapter: createAdapter(pub, sub, { key }),
    close: async () => {
      await Promise.all([pub, sub].map((r) => r.quit().catch(() => undefined)));
    },
  };
}
