import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Server } from 'socket.io';
import { originAllowed, originListed } from '../../common/origins.js';
import type { AppConfig } from '../../config.js';
import { LIVE_CONFIG } from './live-config.js';
import { redisAdapter } from './redis-adapter.js';

/** The socket path of every live feature (the chat hub's, spec 3's /chathub); each feature has a namespace. */
export const LIVE_PATH = '/chathub';

/**
 * The one socket.io server on the API's HTTP server, shared by the live features (the chat hub on the main
 * namespace, market data on /market). With REDIS_URL the Redis adapter relays every namespace's rooms to the other
 * API processes. Made on first use, once the HTTP server exists; closed before the application shuts down.
 */
@Injectable()
export class LiveServer implements BeforeApplicationShutdown {
  private io?: Server;
  private closeRedis?: () => Promise<void>;

  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(LIVE_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl' | 'chatRedisKey' | 'corsOrigins'>,
  ) {}

  /** The server, or undefined where there is no HTTP server (an application context without one). */
  server(): Server | undefined {
    if (this.io) return this.io;
    const httpServer = this.adapterHost.httpAdapter?.getHttpServer();
    if (!httpServer) return undefined;
    const { corsOrigins } = this.config;
    this.io = new Server(httpServer, {
      path: LIVE_PATH,
      // Browsers do not apply CORS to WebSockets: the server itself refuses a handshake from a page of a foreign
      // origin, which could otherwise act for a visitor whose token it found, and tells a listed origin's polling it
      // may read.
      allowRequest: (req, done) => done(null, originAllowed(req.headers, corsOrigins)),
      cors: {
        origin: (origin, done) => done(null, !!origin && originListed(origin, corsOrigins)),
      },
      maxHttpBufferSize: 64 * 1024,
      serveClient: false,
    });
    if (this.config.redisUrl) {
      const { adapter, close } = redisAdapter(this.config.redisUrl, this.config.chatRedisKey);
      this.closeRedis = close;
      this.io.adapter(adapter);
    }
    return this.io;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const io = this.io;
    if (!io) return;
    io.local.disconnectSockets(true);
    for (const namespace of io._nsps.values()) namespace.local.disconnectSockets(true);
    io.engine.close();
    await Promise.all([...io._nsps.values()].map((n) => Promise.resolve(n.adapter.close())));
    await this.closeRedis?.();
  }
}
