/**
 * @engines pglite postgres
 * Runs claimed by one conditional update, from two processes on PostgreSQL.
 */
import { BUILT_IN_TASKS, SchedulerService, type TaskRun } from '../../backend/src/modules/ops/scheduler.js';
import { until } from '../support/browser.js';
import { call } from '../support/http.js';
import { engine, shoppers, startServer, useServer, type TestServer } from '../support/server.js';

// Scheduled tasks: each enabled ScheduleTask row runs once per interval, however many processes look for due tasks.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const scheduler = (server: TestServer) => server.app.get(SchedulerService);
const runsOf = (runs: TaskRun[][], id: number) => runs.flat().filter((r) => r.id === id);
/** The interval has passed: the task's last start moves back by its interval. */
const elapse = (id: number) =>
  ctx.server.dataSource.query(
    `UPDATE schedule_tasks SET last_start_utc = last_start_utc - seconds * interval '1 second' WHERE id = $1`,
    [id],
  );

const builtIns = async () =>
  (
    (await ctx.server.dataSource.query(
      'SELECT type, count(*)::int AS n FROM schedule_tasks WHERE name = ANY($1) GROUP BY type ORDER BY type',
      [BUILT_IN_TASKS.map((t) => t.name)],
    )) as { type: string; n: number }[]
  ).map((r) => [r.type, r.n]);

/** Every built-in task type, each with one row, in type order. */
const EACH_BUILT_IN_ONCE = [
  ['backup', 1],
  ['filecleanup', 1],
  ['landauctions', 1],
  ['marketdatarefresh', 1],
  ['marketsimulation', 1],
  ['recurringpayments', 1],
  ['releasereservations', 1],
  ['sendmail', 1],
  ['sessioncleanup', 1],
];

test('the built-in tasks are there from the first start, enabled, each once', async () => {
  expect(await builtIns()).toEqual(EACH_BUILT_IN_ONCE);
  const rows = (await admin('GET', '/api/schedule-tasks')).body as {
    type: string;
    seconds: number;
    enabled: boolean;
  }[];
  expect(rows.find((r) => r.type === 'releasereservations')).toMatchObject({ seconds: 60, enabled: true });
});

test('a task runs when due, not again within its interval, and records its last success', async () => {
  expect((await admin('POST', '/api/schedule-tasks', { name: 'Bad', type: 'nosuchtask', seconds: 60 })).status).toBe(
    400,
  );
  const task = (
    await admin('POST', '/api/schedule-tasks', { name: 'Reservations', type: 'releasereservations', seconds: 3600 })
  ).body;
  const first = runsOf([await scheduler(ctx.server).tick()], task.id);
  // The answer says what was done as a sentence to translate, never only as data.
  expect(first).toEqual([
    {
      id: task.id,
      type: 'releasereservations',
      ok: true,
      result: { released: 0 },
      message: { key: 'dashboard.scheduletask.result.releasereservations', params: { count: 0 } },
    },
  ]);
  expect(runsOf([await scheduler(ctx.server).tick()], task.id)).toEqual([]);
  const stored = (await admin('GET', `/api/schedule-tasks/${task.id}`)).body;
  expect(stored.lastSuccessUtc).not.toBeNull();
  expect(stored.lastError).toBeNull();
  await elapse(task.id);
  expect(runsOf([await scheduler(ctx.server).tick()], task.id)).toHaveLength(1);
  // A disabled task is not run.
  const current = (await admin('GET', `/api/schedule-tasks/${task.id}`)).body;
  expect((await admin('PUT', `/api/schedule-tasks/${task.id}`, { ...current, enabled: false })).status).toBe(200);
  await elapse(task.id);
  expect(runsOf([await scheduler(ctx.server).tick()], task.id)).toEqual([]);
});

test('ticks at once, in one process or two on one PostgreSQL, run a due task exactly once', async () => {
  const task = (
    await admin('POST', '/api/schedule-tasks', { name: 'Recurring', type: 'recurringpayments', seconds: 600 })
  ).body;
  // On PostgreSQL a second API process shares the database; the embedded database has one process.
  const second =
    engine() === 'postgres'
      ? await startServer({ storage: { config: ctx.server.config, remove: async () => undefined } })
      : ctx.server;
  try {
    // A second process starting on the same database adds no built-in task twice.
    expect(await builtIns()).toEqual(EACH_BUILT_IN_ONCE);
    for (let round = 0; round < 3; round++) {
      const servers = [ctx.server, second, ctx.server, second, ctx.server, second];
      const runs = await Promise.all(servers.map((s) => scheduler(s).tick()));
      expect(runsOf(runs, task.id)).toEqual([expect.objectContaining({ id: task.id, ok: true })]);
      await elapse(task.id);
    }
  } finally {
    if (second !== ctx.server) await second.stop();
  }
});

test('a failing task records its error, and one set to stop on error is switched off', async () => {
  // A task of a type this version no longer has (kept from an older version's data) fails when it runs.
  const [retired] = (await ctx.server.dataSource.query(
    `INSERT INTO schedule_tasks (name, type, seconds, enabled, stop_on_error, version)
     VALUES ('Retired', 'retiredtask', 60, true, true, 1) RETURNING id`,
  )) as { id: number }[];
  const [run] = runsOf([await scheduler(ctx.server).tick()], retired.id);
  expect(run).toMatchObject({
    ok: false,
    error: 'unknown task type retiredtask',
    message: { key: 'dashboard.scheduletask.result.failed', params: { error: 'unknown task type retiredtask' } },
  });
  const [row] = (await ctx.server.dataSource.query(
    'SELECT enabled, last_error AS "lastError", last_success_utc AS "lastSuccessUtc" FROM schedule_tasks WHERE id = $1',
    [retired.id],
  )) as { enabled: boolean; lastError: string; lastSuccessUtc: Date | null }[];
  expect(row).toEqual({ enabled: false, lastError: 'unknown task type retiredtask', lastSuccessUtc: null });
  const history = (await admin('GET', `/api/schedule-tasks/${retired.id}/history`)).body;
  expect(history.at(-1)).toMatchObject({
    actorName: 'system',
    changes: { enabled: { before: true, after: false }, lastError: { after: 'unknown task type retiredtask' } },
  });
});

test('run now from the dashboard runs the task at once, for administrators only', async () => {
  const task = (
    await admin('POST', '/api/schedule-tasks', { name: 'Now', type: 'releasereservations', seconds: 86400 })
  ).body;
  await scheduler(ctx.server).tick();
  const now = await admin('POST', `/api/ScheduleTasks/runNow?id=${task.id}`);
  expect(now.status).toBe(200);
  expect(now.body).toMatchObject({ id: task.id, ok: true, result: { released: 0 } });
  const [customer] = await shoppers(ctx.server, ctx.token, 'sched', 1);
  const refused = await call(ctx.server.url, 'POST', `/api/ScheduleTasks/runNow?id=${task.id}`, {
    token: customer.token,
  });
  expect(refused.status).toBe(403);
  expect((await admin('POST', '/api/ScheduleTasks/runNow?id=999999')).status).toBe(404);
});

test('the server looks for due tasks by itself every tick', async () => {
  const ticking = await startServer({ config: { schedulerTickMs: 100 } });
  try {
    const { signIn } = await import('../support/http.js');
    const token = await signIn(ticking.url);
    const task = (
      await call(ticking.url, 'POST', '/api/schedule-tasks', {
        token,
        body: { name: 'Background', type: 'releasereservations', seconds: 3600 },
      })
    ).body;
    const read = async () => (await call(ticking.url, 'GET', `/api/schedule-tasks/${task.id}`, { token })).body;
    const done = await until(read, (t) => t.lastSuccessUtc !== null);
    expect(done.lastSuccessUtc).not.toBeNull();
  } finally {
    await ticking.close();
  }
});
