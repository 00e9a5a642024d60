import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_EXTENSIONS, storedPictureId } from '@saray/contracts/files';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import { MEDIA_DIRECTORY } from './media.hooks.js';
import { Registry } from '../../schema/registry.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/storage/file-storage.js';

/**
 * How long an uploaded file may stay unused before the cleanup removes it: an upload is stored before the form that
 * holds it is saved, and an editor may take a while.
 */
export const UNUSED_FILE_GRACE_HOURS = 24;

/** A stored file's id, as its name (and its variants' names) begin with it. */
const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export interface CleanupResult {
  /** Files removed: originals nothing uses, and their variants. */
  removed: number;
  /** Files kept: in use, or written within the grace period. */
  kept: number;
  /** Pictures in use that the media library had no entry for (stored before it existed), now entered. */
  catalogued: number;
}

/**
 * The scheduled task 'filecleanup': removes uploaded files that no record uses any more (a deleted product's
 * pictures, a replaced avatar, an upload whose form was never saved), once they are UNUSED_FILE_GRACE_HOURS old. A
 * file is in use while any text of any record holds its id: an upload field, a content block's data, a setting, a
 * description's HTML, a chat line. Only entities whose file says `x-file-references: false` (logs, journals,
 * sessions) are not read, so a history entry does not keep a replaced picture for ever. The media library is one of
 * them: its entry of a picture holds it only when it says `keep`, and goes with the picture otherwise.
 */
@Injectable()
export class FileCleanup {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Registry) private readonly registry: Registry,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CrudService) private readonly crud: CrudService,
  ) {}

  async removeUnused(now = new Date()): Promise<CleanupResult> {
    const used = await this.usedIds();
    const writtenBefore = now.getTime() - UNUSED_FILE_GRACE_HOURS * 3_600_000;
    const result: CleanupResult = { removed: 0, kept: 0, catalogued: 0 };
    const gone: string[] = [];
    const inUse: string[] = [];
    for (const directory of Object.keys(UPLOAD_EXTENSIONS)) {
      for await (const file of this.storage.list(directory)) {
        const picture = directory === MEDIA_DIRECTORY && storedPictureId(file.name) !== undefined;
        if (used.has(file.name.slice(0, 36))) {
          result.kept++;
          if (picture) inUse.push(file.name);
        } else if (file.modified.getTime() > writtenBefore) result.kept++;
        else if (await this.storage.remove(directory, file.name)) {
          result.removed++;
          if (picture) gone.push(file.name);
        }
      }
    }
    await this.forgetInLibrary(gone);
    result.catalogued = await this.catalogue(inUse);
    return result;
  }

  /**
   * Enters in the media library the pictures records use that it has no entry for (stored before it existed, or
   * written straight to storage), so that the library shows every picture the shop shows. Untitled: finding the
   * records that use each would read every table again per picture. Answers how many were entered; a picture the
   * library cannot read is left out.
   */
  private async catalogue(files: string[]): Promise<number> {
    if (!files.length) return 0;
    const known = (await this.dataSource.query('SELECT file FROM media WHERE file = ANY($1)', [files])) as {
      file: string;
    }[];
    const entered = new Set(known.map((k) => k.file));
    let count = 0;
    for (const file of files.filter((f) => !entered.has(f))) {
      try {
        await this.crud.create('media', SYSTEM_ACTOR, { file });
        count++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    return count;
  }

  /** The library's entries of pictures just removed, through the pipeline (their history says who: the system). */
  private async forgetInLibrary(files: string[]): Promise<void> {
    if (!files.length) return;
    const entries = (await this.dataSource.query('SELECT id FROM media WHERE file = ANY($1) AND NOT keep', [
      files,
    ])) as { id: number }[];
    if (!entries.length) return;
    await this.crud.transaction(async (tx) => {
      for (const { id } of entries) await tx.remove('media', SYSTEM_ACTOR, id);
    });
  }

  /** Every file id some record's text holds: one statement per table, over its text and JSON columns together. */
  private async usedIds(): Promise<Set<string>> {
    const kept = (await this.dataSource.query('SELECT file FROM media WHERE keep')) as { file: string }[];
    const used = new Set<string>(kept.map((m) => m.file.slice(0, 36).toLowerCase()));
    for (const { meta } of this.registry.entities) {
      if (!meta.fileReferences) continue;
      const columns = [...meta.fields.values()]
        .filter((f) => f.kind === 'string' || f.kind === 'json')
        .map((f) => `t."${f.column}"::text`);
      if (!columns.length) continue;
      const rows = (await this.dataSource.query(
        `SELECT DISTINCT lower(m[1]) AS id FROM "${meta.table}" t,
           LATERAL regexp_matches(concat_ws(' ', ${columns.join(', ')}), '(${ID})', 'gi') AS m`,
      )) as { id: string }[];
      for (const { id } of rows) used.add(id);
    }
    return used;
  }
}
