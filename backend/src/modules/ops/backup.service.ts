import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import pg from 'pg';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import { readArchive, writeArchive, listFiles, type BackupManifest } from './backup-archive.js';
import type { CloudStorage } from './cloud-storage.js';
import { pgDump, pgliteDump, pgliteRestore, pgRestore } from './database-dump.js';

/** Where backups are written and what they copy: the injection token of BackupSettings. */
export const BACKUP_SETTINGS = Symbol('BACKUP_SETTINGS');
export interface BackupSettings {
  dir: string;
  filesRoot: string;
  engine: 'postgres' | 'pglite';
  databaseUrl?: string;
  cloud?: CloudStorage;
}

export interface BackupRow {
  id: number;
  typeId: number;
  uploadCloud: boolean;
  keepLocalFile: boolean;
  fileName: string | null;
  cloudFileName: string | null;
}

export interface RestoreResult {
  target: string;
  /** The PostgreSQL database restored into (DATABASE_URL's database to switch to). */
  database?: string;
  /** The embedded database's restored data folder (DATA_DIR to switch to). */
  dataDir?: string;
  /** The restored uploaded files (SARAY_FILES_DIR to switch to). */
  filesDir?: string;
}

const COLUMNS = `id, type_id AS "typeId", upload_cloud AS "uploadCloud", keep_local_file AS "keepLocalFile",
  file_name AS "fileName", cloud_file_name AS "cloudFileName"`;
const BACKUPS = 'backups';
const TARGET = /^[a-z][a-z0-9_]{0,39}$/;
const CLOUD_LOCK = [7402, 1];
/** A backup whose progress has not moved for this long died with its process. */
const STALE = "interval '1 hour'";
const rowsOf = <T>(r: unknown): T[] => (Array.isArray((r as unknown[])[0]) ? (r as [T[]])[0] : (r as T[]));
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** A failed backup's reason (Backup.error: enums.backuperror.*) with the tool's own message as its detail. */
class BackupFailure extends Error {
  constructor(
    readonly key: 'dumpfailed' | 'uploadfailed',
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Takes, uploads, serves and restores backups (Backup rows). A backup runs in the background of the process that
 * claimed it (status running, one claim per row at a time) and writes its phase and percent to its row as it goes,
 * so every process can show it. The archive is a tar of a manifest, the database dump (pg_dump's custom format on
 * PostgreSQL, the embedded database's data folder on PGlite) and the uploaded files.
 */
@Injectable()
export class BackupService implements BeforeApplicationShutdown {
  private readonly log = new Logger('Backups');
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(BACKUP_SETTINGS) private readonly settings: BackupSettings,
  ) {}

  /** Claims a backup for this process (none other is taking it); undefined when it is already being taken. */
  async claim(id: number): Promise<BackupRow | undefined> {
    return this.crud.transaction(async (tx) => {
      const [current] = rowsOf<{ status: string | null }>(
        await tx.manager.query('SELECT status FROM backups WHERE id = $1 FOR UPDATE', [id]),
      );
      if (!current || current.status === 'running') return undefined;
      const running = { status: 'running', phase: 'database', percent: 0, error: null, errorDetail: null };
      return (await tx.update(BACKUPS, SYSTEM_ACTOR, id, running)) as unknown as BackupRow;
    });
  }

  /** Writes to a backup's row; false when the backup was removed meanwhile. */
  private async record(id: number, values: Record<string, unknown>): Promise<boolean> {
    return this.crud.update(BACKUPS, SYSTEM_ACTOR, String(id), values).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError && err.status === 404) return false;
        throw err;
      },
    );
  }

  /** Claims the backup and takes it in the background; answers at once, false when it is being taken already. */
  async start(id: number): Promise<boolean> {
    const [exists] = rowsOf<{ id: number }>(await this.dataSource.query('SELECT id FROM backups WHERE id = $1', [id]));
    if (!exists) throw AppError.notFound();
    const row = await this.claim(id);
    if (!row) return false;
    const work = this.take(row).finally(() => this.running.delete(work));
    this.running.add(work);
    return true;
  }

  /** A stopping server finishes the backups it is taking while its database is still open. */
  beforeApplicationShutdown(): Promise<void> {
    return this.idle();
  }

  /** Waits for the backups this process is taking (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /**
   * The scheduled task 'backup': takes every automatic backup whose period has passed since its last one (each in
   * turn), and marks as failed a backup whose progress stopped an hour ago (its process ended during it).
   */
  async runDue(): Promise<{ taken: number; failed: number }> {
    await this.crud.transaction(async (tx) => {
      const stale = rowsOf<{ id: number }>(
        await tx.manager.query(
          `SELECT id FROM backups WHERE status = 'running' AND updated_at < now() - ${STALE} FOR UPDATE SKIP LOCKED`,
        ),
      );
      for (const { id } of stale)
        await tx.update(BACKUPS, SYSTEM_ACTOR, id, { status: 'failed', error: 'interrupted' });
    });
    const due = rowsOf<{ id: number }>(
      await this.dataSource.query(
        `SELECT id FROM backups WHERE auto_backup AND period IS NOT NULL AND status IS DISTINCT FROM 'running'
           AND (created_date IS NULL OR created_date <= now() - CASE period WHEN 1 THEN interval '1 day'
             WHEN 2 THEN interval '7 days' WHEN 3 THEN interval '1 month' ELSE interval '1 year' END)
         ORDER BY id`,
      ),
    );
    let taken = 0;
    let failed = 0;
    for (const { id } of due) {
      const row = await this.claim(id);
      if (!row) continue;
      if (await this.take(row)) taken++;
      else failed++;
    }
    return { taken, failed };
  }

  /** A running backup's phase and percent: its progress, not a change of the record (no version, no history). */
  private async progress(id: number, phase: string, percent: number): Promise<void> {
    // write-sql: backup-progress
    await this.dataSource.query('UPDATE backups SET phase = $2, percent = $3, updated_at = now() WHERE id = $1', [
      id,
      phase,
      Math.max(0, Math.min(100, Math.floor(percent))),
    ]);
  }

  /** At most four progress writes a second; the last share heard is always written in the end. */
  private reporter(id: number, phase: string): { report(share: number): void; flush(): Promise<void> } {
    let pending: number | undefined;
    let writing: Promise<void> = Promise.resolve();
    let last = -1;
    let at = 0;
    let timer: NodeJS.Timeout | undefined;
    const write = () => {
      if (pending === undefined) return;
      const wait = at + 250 - Date.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          write();
        }, wait);
        timer.unref();
        return;
      }
      const percent = Math.floor(pending * 100);
      pending = undefined;
      if (percent === last) return;
      last = percent;
      at = Date.now();
      writing = writing.then(() => this.progress(id, phase, percent)).catch(() => undefined);
    };
    return {
      report(share) {
        pending = share;
        write();
      },
      async flush() {
        clearTimeout(timer);
        timer = undefined;
        at = 0;
        write();
        await writing;
      },
    };
  }

  /** Takes the claimed backup; records done (its file, size and date) or failed (a translated reason). */
  async take(row: BackupRow): Promise<boolean> {
    const { dir, engine } = this.settings;
    await fs.promises.mkdir(dir, { recursive: true });
    const now = new Date();
    const name = `saray-backup-${row.id}-${stamp(now)}.tar`;
    const dump = path.join(dir, `.${name}.db`);
    const part = path.join(dir, `.${name}.part`);
    const withDatabase = row.typeId !== 2;
    const withFiles = row.typeId !== 1;
    try {
      try {
        if (withDatabase) {
          const database = this.reporter(row.id, 'database');
          if (engine === 'postgres') {
            const [{ n }] = rowsOf<{ n: number }>(
              await this.dataSource.query(
                `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
              ),
            );
            await pgDump(this.settings.databaseUrl!, dump, n, (s) => database.report(s));
          } else await pgliteDump(this.dataSource, dump);
          database.report(1);
          await database.flush();
        }
        const manifest: BackupManifest = {
          format: 1,
          engine,
          typeId: row.typeId,
          createdAt: now.toISOString(),
          database: withDatabase ? (engine === 'postgres' ? 'database.pgdump' : 'database.pglite.tar.gz') : undefined,
        };
        const files = this.reporter(row.id, 'files');
        const total = withFiles ? (await listFiles(this.settings.filesRoot)).reduce((sum, f) => sum + f.size, 0) : 0;
        if (withFiles) await this.progress(row.id, 'files', 0);
        await writeArchive(
          part,
          manifest,
          withDatabase ? dump : undefined,
          withFiles ? this.settings.filesRoot : undefined,
          (b) => files.report(total ? b / total : 1),
        );
        await files.flush();
        await fs.promises.rename(part, path.join(dir, name));
      } catch (err) {
        throw new BackupFailure('dumpfailed', err);
      }
      const size = (await fs.promises.stat(path.join(dir, name))).size;
      const kept = await this.record(row.id, {
        fileName: name,
        bytes: size,
        createdDate: now.toISOString(),
        percent: 100,
      });
      // The backup was removed while it was taken: so is its file.
      if (!kept) {
        await this.removeLocal(name);
        return false;
      }
      // A retaken automatic backup replaces its previous file.
      if (row.fileName && row.fileName !== name) await this.removeLocal(row.fileName);
      if (row.uploadCloud && !(await this.upload(row, name, size))) return false;
      await this.record(row.id, { status: 'done', phase: null, percent: 100 });
      return true;
    } catch (err) {
      const failure = err instanceof BackupFailure ? err : new BackupFailure('dumpfailed', err);
      this.log.error(`backup ${row.id} failed: ${failure.message}`);
      await fs.promises.rm(part, { force: true });
      await this.record(row.id, { status: 'failed', error: failure.key, errorDetail: failure.message.slice(0, 2000) });
      return false;
    } finally {
      await fs.promises.rm(dump, { force: true });
    }
  }

  /**
   * Copies the backup to the cloud storage, which keeps one: under a lock, this row takes the cloud copy and every
   * other row gives it up; the copies given up are deleted after. Without keepLocalFile the local file goes. Answers
   * false when the backup was removed meanwhile (its copy is deleted then).
   */
  private async upload(row: BackupRow, name: string, size: number): Promise<boolean> {
    const cloud = this.settings.cloud;
    try {
      if (!cloud) throw new Error('no cloud storage is configured (SARAY_BACKUP_WEBDAV_URL)');
      const sending = this.reporter(row.id, 'upload');
      await this.progress(row.id, 'upload', 0);
      await cloud.put(name, path.join(this.settings.dir, name), (sent) => sending.report(size ? sent / size : 1));
      await sending.flush();
      const replaced = await this.crud.transaction(async (tx) => {
        await tx.manager.query('SELECT pg_advisory_xact_lock($1, $2)', CLOUD_LOCK);
        const held = rowsOf<{ id: number; name: string | null }>(
          await tx.manager.query(
            'SELECT id, cloud_file_name AS name FROM backups WHERE id = $1 OR cloud_file_name IS NOT NULL FOR UPDATE',
            [row.id],
          ),
        );
        // Removed during the upload: the copy just made is the one to delete.
        if (!held.some((h) => h.id === row.id)) return undefined;
        for (const other of held)
          if (other.id !== row.id) await tx.update(BACKUPS, SYSTEM_ACTOR, other.id, { cloudFileName: null });
        await tx.update(BACKUPS, SYSTEM_ACTOR, row.id, { cloudFileName: name });
        return held.flatMap((h) => (h.name && h.name !== name ? [h.name] : []));
      });
      if (!replaced) {
        await cloud.remove(name).catch(() => undefined);
        await this.removeLocal(name);
        return false;
      }
      for (const old of replaced)
        await cloud.remove(old).catch((e: unknown) => this.log.warn(`cloud copy ${old} not removed: ${String(e)}`));
    } catch (err) {
      throw new BackupFailure('uploadfailed', err);
    }
    if (!row.keepLocalFile) await this.removeLocal(name);
    return true;
  }

  private async removeLocal(name: string): Promise<void> {
    await fs.promises.rm(path.join(this.settings.dir, path.basename(name)), { force: true });
  }

  /** Deletes a removed backup's local file and its cloud copy. */
  async discard(row: { fileName?: string | null; cloudFileName?: string | null }): Promise<void> {
    if (row.fileName) await this.removeLocal(row.fileName);
    if (row.cloudFileName && this.settings.cloud)
      await this.settings.cloud
        .remove(row.cloudFileName)
        .catch((e: unknown) => this.log.warn(`cloud copy ${row.cloudFileName} not removed: ${String(e)}`));
  }

  private async finished(id: number): Promise<BackupRow> {
    const [row] = rowsOf<BackupRow & { status: string | null }>(
      await this.dataSource.query(`SELECT ${COLUMNS}, status FROM backups WHERE id = $1`, [id]),
    );
    if (!row) throw AppError.notFound();
    if (row.status !== 'done' || !row.fileName) throw AppError.conflict('backup.error.notready');
    return row;
  }

  /** The backup's bytes: its local file, else its cloud copy. */
  async open(id: number): Promise<{ name: string; stream: NodeJS.ReadableStream; size?: number }> {
    const row = await this.finished(id);
    const local = path.join(this.settings.dir, path.basename(row.fileName!));
    if (fs.existsSync(local))
      return { name: row.fileName!, stream: fs.createReadStream(local), size: fs.statSync(local).size };
    const remote =
      row.cloudFileName === row.fileName && this.settings.cloud
        ? await this.settings.cloud.get(row.fileName!)
        : undefined;
    if (!remote) throw AppError.notFound('backup.error.filegone');
    return { name: row.fileName!, stream: remote };
  }

  /**
   * Restores a backup into a new target named by the administrator, never over the running database: a PostgreSQL
   * database of that name on the same server (created, or empty), or an embedded data folder <backups>/restored/<name>/
   * data; uploaded files go to <backups>/restored/<name>/files. Switching to it is a restart with the new settings.
   */
  async restore(id: number, target: unknown): Promise<RestoreResult> {
    if (typeof target !== 'string' || !TARGET.test(target))
      throw AppError.badRequest('backup.error.target', [{ path: '/target', error: 'backup.error.target' }]);
    const row = await this.finished(id);
    const { engine, dir } = this.settings;
    const folder = path.join(dir, 'restored', target);
    const archive = path.join(dir, `.restore-${id}-${Date.now()}.tar`);
    const dump = `${archive}.db`;
    try {
      const { stream } = await this.open(row.id);
      await fs.promises.mkdir(dir, { recursive: true });
      await pipeline(stream, fs.createWriteStream(archive));
      const result: RestoreResult = { target };
      if (row.typeId !== 2) {
        if (engine === 'postgres') await this.preparePostgres(target);
        else if ((await fs.promises.readdir(path.join(folder, 'data')).catch(() => [])).length)
          throw AppError.conflict('backup.error.targetnotempty');
      }
      const filesDir = path.join(folder, 'files');
      if (row.typeId !== 1 && (await fs.promises.readdir(filesDir).catch(() => [])).length)
        throw AppError.conflict('backup.error.targetnotempty');
      const manifest = await readArchive(archive, dump, filesDir);
      if (manifest.database) {
        if (manifest.engine !== engine) throw AppError.conflict('backup.error.otherengine');
        if (engine === 'postgres') {
          await pgRestore(this.settings.databaseUrl!, target, dump);
          result.database = target;
        } else {
          await pgliteRestore(path.join(folder, 'data'), dump);
          result.dataDir = path.join(folder, 'data');
        }
      }
      if (manifest.typeId !== 1) result.filesDir = filesDir;
      return result;
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.log.error(`restore of backup ${id} into ${target} failed: ${String(err)}`);
      throw new AppError(500, 'backup.error.restorefailed', [], { reason: (err as Error).message });
    } finally {
      await fs.promises.rm(archive, { force: true });
      await fs.promises.rm(dump, { force: true });
    }
  }

  /** The target database exists empty afterwards: created when missing; one with tables, or this one, is refused. */
  private async preparePostgres(target: string): Promise<void> {
    const url = this.settings.databaseUrl!;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ current: string; exists: boolean }>(
        'SELECT current_database() AS current, EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS exists',
        [target],
      );
      if (rows[0].current === target) throw AppError.conflict('backup.error.targetnotempty');
      if (!rows[0].exists) {
        await client.query(`CREATE DATABASE "${target}"`);
        return;
      }
    } finally {
      await client.end();
    }
    const u = new URL(url);
    u.pathname = `/${target}`;
    const other = new pg.Client({ connectionString: u.toString() });
    await other.connect();
    try {
      const { rows } = await other.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      );
      if (rows[0].n > 0) throw AppError.conflict('backup.error.targetnotempty');
    } finally {
      await other.end();
    }
  }
}
