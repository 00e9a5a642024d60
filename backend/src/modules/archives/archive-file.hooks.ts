import { Injectable } from '@nestjs/common';
import { onBehalfOf } from '../../auth/actor.js';
import { conflict, invalid } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { touches } from '../../crud/related.js';
import { archiveNumber, nextArchiveNumber } from './archive-number.js';

interface ArchiveRow {
  archive_files_number_format: string;
  archive_file_start_number: number;
  archive_file_seed_number: number;
  archive_file_current_number: number;
}

/**
 * A new archive file takes the next number of its archive, written in the archive's format. The archive's row is
 * locked until the file's transaction ends, so two files filed at once wait for each other and never share a
 * number; a file that is not stored gives its number back (the counter rolls back with it). The counter moves as an
 * update of the archive on the filer's behalf, with its history. A file stays in the archive that numbered it.
 */
@Injectable()
@HooksFor('ArchiveFile')
export class ArchiveFileHooks implements EntityHooks {
  async beforeWrite({ op, manager, tx, actor, current, values }: HookContext): Promise<void> {
    if (op === 'update' && touches(current, values, 'archiveId'))
      throw conflict('archive.error.archivefixed', 'archiveId');
    if (op === 'update' && touches(current, values, 'archiveFileTypeId')) {
      await this.assertTypeActive(manager, values.archiveFileTypeId);
    }
    if (op !== 'create') return;
    await this.assertTypeActive(manager, values.archiveFileTypeId);
    const [archive] = (await manager.query(
      `SELECT archive_files_number_format, archive_file_start_number, archive_file_seed_number,
         archive_file_current_number FROM archives WHERE id = $1 FOR UPDATE`,
      [values.archiveId],
    )) as ArchiveRow[];
    // An archive that does not exist is the foreign key's to report.
    if (!archive) return;
    const number = nextArchiveNumber({
      start: archive.archive_file_start_number,
      seed: archive.archive_file_seed_number,
      current: archive.archive_file_current_number,
    });
    await tx.update('archives', onBehalfOf(actor), values.archiveId as number, { archiveFileCurrentNumber: number });
    values.archiveUniqNumber = archiveNumber(archive.archive_files_number_format, number, new Date());
  }

  private async assertTypeActive(manager: HookContext['manager'], typeId: unknown): Promise<void> {
    const [type] = (await manager.query('SELECT actived FROM archive_file_types WHERE id = $1 FOR SHARE', [
      typeId,
    ])) as { actived: boolean }[];
    if (type && !type.actived) throw invalid('archive.error.filetypeinactive', 'archiveFileTypeId');
  }
}
