import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import type { I18n } from '../../common/i18n.js';
import { languageOf } from '../../common/request-language.js';
import type { Engine } from '../../db/data-source.js';

export interface HealthOptions {
  dataSource: DataSource;
  i18n: I18n;
  engine: Engine;
  /** How long readiness waits for the database's answer. */
  timeoutMs: number;
}

type Probe = { ok: true; latencyMs: number } | { ok: false; reason: 'timeout' | 'error' };

/** One `SELECT 1` through the pool, given at most `timeoutMs`; a full pool counts as not answering. */
async function probe(dataSource: DataSource, timeoutMs: number): Promise<Probe> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), timeoutMs);
  });
  const query = dataSource.query('SELECT 1').then(
    (): Probe => ({ ok: true, latencyMs: Date.now() - started }),
    (): Probe => ({ ok: false, reason: 'error' }),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health checks for load balancers and orchestrators, public and outside the API's guards (which read the database):
 * `/api/health/live` answers 200 while the process serves requests; `/api/health/ready` (and `/api/health`) answer
 * 200 when the database answers within the timeout, else 503 with `database.error.unavailable`.
 */
export function registerHealth(fastify: FastifyInstance, options: HealthOptions): void {
  const { dataSource, i18n, engine, timeoutMs } = options;
  fastify.get('/api/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live', uptimeSeconds: Math.round(process.uptime()) };
  });
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const database = await probe(dataSource, timeoutMs);
    if (database.ok) return { status: 'ready', database: { engine, latencyMs: database.latencyMs } };
    const key = 'database.error.unavailable';
    return reply.status(503).send({
      status: 'unavailable',
      error: key,
      message: i18n.t(languageOf(request), key),
      database: { engine, reason: database.reason },
    });
  };
  fastify.get('/api/health/ready', ready);
  fastify.get('/api/health', ready);
}
