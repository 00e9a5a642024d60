import os from 'node:os';
import path from 'node:path';
import type { Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { engineOf } from '../../db/data-source.js';
import { filesRoot } from '../files/index.js';
import { BackupController } from './backup.controller.js';
import { BackupHooks } from './backup.hooks.js';
import { BACKUP_SETTINGS, BackupService, type BackupSettings } from './backup.service.js';
import { WebDavStorage } from './cloud-storage.js';
import { SCHEDULER_TICK_MS, SchedulerController, SchedulerService } from './scheduler.js';
import { SessionCleanup } from './session-cleanup.js';

/** Where backups go: SARAY_BACKUP_DIR, else <DATA_DIR>/backups (a temporary folder for an in-memory database). */
export const backupDir = (config: AppConfig): string =>
  config.backupDir ??
  (config.dataDir === 'memory://'
    ? path.join(os.tmpdir(), `saray-backups-${process.pid}`)
    : path.join(config.dataDir, 'backups'));

/** Operations: the scheduler of ScheduleTask rows, backups, the cleanup of ended sessions. */
export const opsControllers: Type[] = [SchedulerController, BackupController];
export const opsProviders = (config: AppConfig): Provider[] => [
  { provide: SCHEDULER_TICK_MS, useValue: config.schedulerTickMs },
  SchedulerService,
  {
    provide: BACKUP_SETTINGS,
    useValue: {
      dir: backupDir(config),
      filesRoot: filesRoot(config),
      engine: engineOf(config),
      databaseUrl: config.databaseUrl,
      cloud: config.backupWebdav
        ? new WebDavStorage(config.backupWebdav.url, config.backupWebdav.username, config.backupWebdav.password)
        : undefined,
    } satisfies BackupSettings,
  },
  BackupService,
  BackupHooks,
  SessionCleanup,
];
