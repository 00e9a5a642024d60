import {
  Inject,
  Injectable,
  Logger,
  Post,
  Controller,
  HttpCode,
  Query,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import { positiveId } from '../../common/input.js';
import { MailDispatcher } from '../../platform/messaging/mail-dispatcher.js';
import { RecurringPayments } from '../orders/recurring.js';
import { ReservationSweeper } from '../orders/reservations.js';
import { MarketRulesRefresh } from '../exchange/market-rules-refresh.js';
import { MarketSimulation } from '../exchange/market-simulation.js';
import { FileCleanup } from '../files/file-cleanup.js';
import { AuctionSettlement } from '../lands/auction-settlement.js';
import { BackupService } from './backup.service.js';
import { SessionCleanup } from './session-cleanup.js';
import { errorMessage, resultMessage, type TaskMessage } from './task-message.js';

/** How often the scheduler looks for due tasks, in milliseconds (0: never by itself; tick() runs it). */
export const SCHEDULER_TICK_MS = Symbol('SCHEDULER_TICK_MS');

/** What a task's run is told of its row: its parameters (JSON text, or null) and its interval. */
export interface TaskSettings {
  parameters: string | null;
  seconds: number;
}

/** The built-in tasks a ScheduleTask's type names (its enum), each answering what it did. */
export const SCHEDULED_TASKS: Record<string, (modules: ModuleRef, settings: TaskSettings) => Promise<unknown>> = {
  releasereservations: async (m) => ({
    released: await m.get(ReservationSweeper, { strict: false }).releaseExpired(),
  }),
  recurringpayments: async (m) => ({
    created: await m.get(RecurringPayments, { strict: false }).generateDue(),
  }),
  sendmail: (m) => m.get(MailDispatcher, { strict: false }).deliverDue(),
  backup: (m) => m.get(BackupService, { strict: false }).runDue(),
  sessioncleanup: async (m) => ({ removed: await m.get(SessionCleanup, { strict: false }).removeEnded() }),
  marketdatarefresh: (m) => m.get(MarketRulesRefresh, { strict: false }).refresh(),
  filecleanup: (m) => m.get(FileCleanup, { strict: false }).removeUnused(),
  landauctions: (m) => m.get(AuctionSettlement, { strict: false }).settleEnded(),
  marketsimulation: (m, settings) => m.get(MarketSimulation, { strict: false }).run(settings),
};

/**
 * Every built-in task is a ScheduleTask row from the first start, with its usual interval, enabled unless it says
 * otherwise; administrators change the interval or switch it on or off in the dashboard.
 */
export const BUILT_IN_TASKS: {
  type: keyof typeof SCHEDULED_TASKS;
  name: string;
  seconds: number;
  enabled?: boolean;
}[] = [
  { type: 'releasereservations', name: 'Release expired stock reservations', seconds: 60 },
  { type: 'recurringpayments', name: 'Bill recurring payments due', seconds: 3600 },
  { type: 'sendmail', name: 'Send queued e-mails', seconds: 60 },
  { type: 'backup', name: 'Take automatic backups due', seconds: 3600 },
  { type: 'sessioncleanup', name: 'Remove ended sessions', seconds: 86400 },
  { type: 'marketdatarefresh', name: 'Refresh mirrored market rules', seconds: 3600 },
  { type: 'filecleanup', name: 'Remove unused uploaded files', seconds: 86400 },
  { type: 'landauctions', name: 'Settle ended land auctions', seconds: 60 },
  { type: 'marketsimulation', name: 'Simulated trading on the markets', seconds: 60, enabled: false },
];
const SCHEDULER_LOCK = [7402, 0];
const TASKS = 'schedule-tasks';

interface TaskRow extends TaskSettings {
  id: number;
  type: string;
  stopOnError: boolean;
}

export interface TaskRun {
  id: number;
  type: string;
  ok: boolean;
  result?: unknown;
  error?: string;
  /** What the run did or why it failed, as a sentence to translate. */
  message: TaskMessage;
}

/**
 * Runs the enabled ScheduleTask rows, each every `seconds`. A run is claimed by one conditional UPDATE of the task's
 * last start (only where the interval has passed since the last one), so whichever API process claims it first runs
 * it and the others find nothing to claim: once per interval across every process sharing the database. The claim
 * is the runner's bookkeeping (no version, no history); the run's last success or error is written back as an update
 * of the task, with its history, and a failing task with stopOnError is switched off.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private ticking = false;
  private readonly log = new Logger('Scheduler');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
    @Inject(SCHEDULER_TICK_MS) private readonly every: number,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureBuiltIns();
    const every = this.every;
    if (!every) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick()
        .catch((err: unknown) => this.log.error(`scheduler tick failed: ${String(err)}`))
        .finally(() => (this.ticking = false));
    }, every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Adds the built-in tasks that have no row yet (one process at a time, so two starting together add each once). */
  async ensureBuiltIns(): Promise<void> {
    await this.crud.transaction(async (tx) => {
      await tx.manager.query('SELECT pg_advisory_xact_lock($1, $2)', SCHEDULER_LOCK);
      const types = new Set(
        ((await tx.manager.query('SELECT type FROM schedule_tasks')) as { type: string }[]).map((r) => r.type),
      );
      for (const t of BUILT_IN_TASKS)
        if (!types.has(t.type)) await tx.create(TASKS, SYSTEM_ACTOR, { enabled: true, ...t, stopOnError: false });
    });
  }

  /** Claims and runs every enabled task whose interval has passed; answers the runs this process made. */
  async tick(): Promise<TaskRun[]> {
    // write-sql: task-claim
    const claimed = (await this.dataSource.query(
      `UPDATE schedule_tasks SET last_start_utc = now()
       WHERE enabled AND (last_start_utc IS NULL OR last_start_utc <= now() - seconds * interval '1 second')
       RETURNING id, type, stop_on_error AS "stopOnError", parameters, seconds`,
    )) as [TaskRow[], number] | TaskRow[];
    const rows = (Array.isArray(claimed[0]) ? claimed[0] : claimed) as TaskRow[];
    const runs: TaskRun[] = [];
    for (const row of rows) runs.push(await this.run(row));
    return runs;
  }

  /** Run now (the dashboard's button): the task runs at once, whatever its interval, and its interval starts again. */
  async runNow(id: number): Promise<TaskRun> {
    // write-sql: task-claim
    const claimed = (await this.dataSource.query(
      `UPDATE schedule_tasks SET last_start_utc = now() WHERE id = $1
       RETURNING id, type, stop_on_error AS "stopOnError", parameters, seconds`,
      [id],
    )) as [TaskRow[], number] | TaskRow[];
    const [row] = (Array.isArray(claimed[0]) ? claimed[0] : claimed) as TaskRow[];
    if (!row) throw AppError.notFound();
    return this.run(row);
  }

  private async run(row: TaskRow): Promise<TaskRun> {
    const task = SCHEDULED_TASKS[row.type];
    try {
      if (!task) throw new Error(`unknown task type ${row.type}`);
      const result = await task(this.modules, { parameters: row.parameters, seconds: row.seconds });
      await this.outcome(row, { lastSuccessUtc: new Date().toISOString(), lastError: null });
      return { id: row.id, type: row.type, ok: true, result, message: resultMessage(row.type, result) };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.log.error(`task ${row.id} (${row.type}) failed: ${error}`);
      await this.outcome(row, { lastError: error.slice(0, 2000), ...(row.stopOnError ? { enabled: false } : {}) });
      return { id: row.id, type: row.type, ok: false, error, message: errorMessage(err) };
    }
  }

  /** Writes a run's outcome to its task, unless the task was removed while it ran. */
  private async outcome(row: TaskRow, values: Record<string, unknown>): Promise<void> {
    await this.crud.update(TASKS, SYSTEM_ACTOR, String(row.id), values).catch((err: unknown) => {
      if (!(err instanceof AppError && err.status === 404)) throw err;
    });
  }
}

/** The dashboard's run-now for a scheduled task. */
@Controller('api/ScheduleTasks')
export class SchedulerController {
  constructor(@Inject(SchedulerService) private readonly scheduler: SchedulerService) {}

  @Post('runNow')
  @HttpCode(200)
  @Allow('administrators')
  runNow(@Query('id') id: unknown): Promise<TaskRun> {
    return this.scheduler.runNow(positiveId(id, '/id'));
  }
}
