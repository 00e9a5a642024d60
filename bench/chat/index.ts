import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/src/app.factory.js';
import type { AppConfig } from '../../backend/src/config.js';
import { call, signIn } from '../../test/support/http.js';
import { adminUrlFromEnv, withScratchDatabase } from '../api-list/scratch-database.js';
import { startBaselineHub } from './baseline-hub.js';
import { connectHub } from './hub-client.js';
import { benchConfig, fullOrShort } from '../bench-config.js';

// Live chat across two API processes sharing PostgreSQL and Redis: CHATS visitors on process A talk with one agent
// on process B, each chat a loop of "visitor writes, agent sees it, agent answers, visitor sees it". The figures are
// the delivery latency (invocation sent → notification received on the other process) and the lines delivered per
// second, against a bare socket.io pair on the same Redis adapter measured in the same run.
const CHATS = fullOrShort(20, 5);
const WARMUP_MS = fullOrShort(2_000, 500);
const DURATION_MS = fullOrShort(8_000, 2_000);
const ADMIN = { username: 'benchadmin', password: 'bench-admin-pass-1' };
const REDIS_URL = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

interface Figures {
  /** Lines delivered, warm-up included. */
  sent: number;
  delivered: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

const invoke = async (socket: Socket, name: string, ...args: unknown[]) => {
  const answer = (await socket.timeout(10_000).emitWithAck(name, ...args)) as {
    ok: boolean;
    data?: { id: number };
    error?: string;
  };
  if (!answer.ok) throw new Error(`${name}: ${answer.error}`);
  return answer.data;
};

/** Resolves when a NewMessage with the given text reaches the socket. */
function deliveries(socket: Socket) {
  const waiting = new Map<string, () => void>();
  socket.on('SendNotification', (type: number, _chatId: number, payload: { data?: { text?: string } }) => {
    const text = payload?.data?.text;
    if (type === 1 && text) waiting.get(text)?.();
  });
  return (text: string) => new Promise<void>((resolve) => waiting.set(text, () => (waiting.delete(text), resolve())));
}

/**
 * Opens CHATS chats (visitors on `a`, one agent on `b`) and runs their loops: the warm-up, then DURATION_MS measured.
 */
async function run(
  a: string,
  b: string,
  visitorAuth: () => Record<string, unknown>,
  agentAuth: Record<string, unknown>,
) {
  const agent = await connectHub(b, agentAuth);
  await invoke(agent, 'AdminChatStarted', 'Bench');
  const agentSees = deliveries(agent);
  const visitors: { socket: Socket; chatId: number; sees: (text: string) => Promise<void> }[] = [];
  for (let i = 0; i < CHATS; i++) {
    const socket = await connectHub(a, visitorAuth());
    const chat = (await invoke(socket, 'ChatStarted', null))!;
    await invoke(agent, 'ChatStarted', chat.id);
    visitors.push({ socket, chatId: chat.id, sees: deliveries(socket) });
  }
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const start = Date.now();
  const measureFrom = start + WARMUP_MS;
  const end = measureFrom + DURATION_MS;
  const timed = async (deliver: Promise<void>, send: () => Promise<unknown>) => {
    const t0 = performance.now();
    try {
      await Promise.all([deliver, send()]);
    } catch {
      failures++;
      return;
    }
    sent++;
    const now = Date.now();
    if (now >= measureFrom && now <= end) latencies.push(performance.now() - t0);
  };
  await Promise.all(
    visitors.map(async (v, i) => {
      for (let n = 0; Date.now() < end; n++) {
        const ask = `q ${i} ${n}`;
        await timed(agentSees(ask), () => invoke(v.socket, 'SendMessage', v.chatId, ask));
        const answer = `a ${i} ${n}`;
        await timed(v.sees(answer), () => invoke(agent, 'AdminSendMessage', v.chatId, answer));
      }
    }),
  );
  for (const s of [agent, ...visitors.map((v) => v.socket)]) s.disconnect();
  latencies.sort((x, y) => x - y);
  return {
    sent,
    delivered: latencies.length,
    failures,
    perSecond: latencies.length / (DURATION_MS / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  } satisfies Figures;
}

async function main(): Promise<void> {
  const run_ = randomBytes(6).toString('hex');
  await withScratchDatabase(adminUrlFromEnv(), async (db) => {
    console.log(`PostgreSQL ${db.serverVersion}, Redis ${REDIS_URL}: booting two Saray processes…`);
    const config: AppConfig = {
      ...benchConfig(),
      databaseUrl: db.url,
      seed: true,
      logQueries: false,
      redisUrl: REDIS_URL,
      chatRedisKey: `saray-chat-bench-${run_}`,
      jwtSecret: randomBytes(32).toString('hex'),
      schedulerTickMs: 0,
    };
    const start = async () => {
      const app = await createApp(config, { logger: ['error'], admin: ADMIN });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, origin: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
    };
    const a = await start();
    const b = await start();
    const baselineA = await startBaselineHub(REDIS_URL, `saray-chat-bench-baseline-${run_}`);
    const baselineB = await startBaselineHub(REDIS_URL, `saray-chat-bench-baseline-${run_}`);
    try {
      const token = await signIn(b.origin, ADMIN.username, ADMIN.password);
      const guest = (await call(a.origin, 'GET', '/api/Authentication/GetAnonymousToken')).body.access_token;
      const baseline = await run(baselineA.origin, baselineB.origin, () => ({}), {});
      const saray = await run(a.origin, b.origin, () => ({ token: guest, visitor: randomBytes(16).toString('hex') }), {
        token,
      });
      const [{ stored }] = (await a.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS stored FROM support_chat_messages WHERE type = 'text'`)) as {
        stored: number;
      }[];

      console.log('');
      console.log(
        `Live chat, ${CHATS} chats (visitors on process A, one agent on process B), ${DURATION_MS / 1000} s measured after ${WARMUP_MS / 1000} s of warm-up`,
      );
      console.log('| hub | lines delivered/s | p50 ms | p99 ms | failures | lines/s ratio | p50 ratio | p99 ratio |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const [name, f] of [
        ['socket.io + Redis adapter (baseline)', baseline],
        ['Saray /chathub', saray],
      ] as const)
        console.log(
          `| ${name} | ${f.perSecond.toFixed(1)} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.failures} | ${(f.perSecond / baseline.perSecond).toFixed(2)} | ${(f.p50 / baseline.p50).toFixed(2)} | ${(f.p99 / baseline.p99).toFixed(2)} |`,
        );
      console.log('');
      console.log(
        `Text lines stored in Saray's database: ${stored}, lines it delivered (warm-up included): ${saray.sent} → ${
          stored === saray.sent ? 'consistent' : 'INCONSISTENT'
        }.`,
      );
      if (saray.failures || baseline.failures || stored !== saray.sent) process.exitCode = 1;
    } finally {
      await baselineA.close();
      await baselineB.close();
      await b.app.close();
      await a.app.close();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
