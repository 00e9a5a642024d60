import os from 'node:os';
import path from 'node:path';
import type { Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { DiskStorage } from '../../platform/storage/disk-storage.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/storage/file-storage.js';
import { S3Storage } from '../../platform/storage/s3-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { FileCleanup } from './file-cleanup.js';
import { MediaHooks } from './media.hooks.js';
import { MediaUsage } from './media-usage.js';

/** Where uploads live: SARAY_FILES_DIR, else <DATA_DIR>/files (a temporary folder for an in-memory database). */
export const filesRoot = (config: AppConfig): string =>
  config.filesDir ??
  (config.dataDir === 'memory://'
    ? path.join(os.tmpdir(), `saray-files-${process.pid}`)
    : path.join(config.dataDir, 'files'));

/** The uploads' storage: S3-compatible object storage when SARAY_S3_BUCKET is set, else the files folder. */
export const fileStorage = (config: AppConfig): FileStorage =>
  config.s3 ? new S3Storage(config.s3) : new DiskStorage(filesRoot(config));

export const filesControllers: Type[] = [FilesController];
export const filesProviders = (config: AppConfig): Provider[] => [
  { provide: FILE_STORAGE, useValue: fileStorage(config) },
  FilesService,
  FileCleanup,
  MediaUsage,
  MediaHooks,
];
