import type { Server } from 'node:http';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** How long requests under way may take to finish once the server is closing; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How often connections that have become idle since the close began are ended. */
const SWEEP_MS = 50;

/**
 * A closing server stops accepting connections and ends the idle ones once, then waits for the rest. A keep-alive
 * connection still finishing its response at that moment would hold the close for the whole keep-alive timeout
 * (72 s in Fastify), and a live-chat socket for ever. While the server closes, connections are ended as soon as
 * they are idle, and any left after the grace period are cut.
 */
@Injectable()
export class HttpCloser implements BeforeApplicationShutdown {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  beforeApplicationShutdown(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS).unref();
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(deadline);
    });
  }
}
