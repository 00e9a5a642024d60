import os from 'node:os';
import path from 'node:path';
import type { Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';

/** Where uploads live: SARAY_FILES_DIR, else <DATA_DIR>/files (a temporary folder for an in-memory database). */
export const filesRoot = (config: AppConfig): string =>
  config.filesDir ??
  (config.dataDir === 'memory://'
    ? path.join(os.tmpdir(), `saray-files-${process.pid}`)
    : path.join(config.dataDir, 'files'));

export const filesControllers: Type[] = [FilesController];
export const filesProviders = (config: AppConfig): Provider[] => [
  { provide: FILE_STORAGE, useValue: new FileStorage(filesRoot(config)) },
  FilesService,
];
