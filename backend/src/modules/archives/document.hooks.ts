import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { conflict } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { touches } from '../../crud/related.js';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.js';
import { canonicalExtension } from '../files/upload-rules.js';

interface DocumentTypeRow {
  actived: boolean;
  is_required: boolean;
  is_must_approved: boolean;
  acceptable_file_formats: string | null;
  acceptable_file_size: number | null;
  acceptable_file_count: number | null;
}

const refuse = (error: string, params: Record<string, unknown> = {}, field = 'files'): AppError =>
  AppError.badRequest(error, [{ path: `/${field}`, error, params }], params);

/** The stored names a document's `files` field lists (comma-separated, as the upload widget writes them). */
export const fileNames = (files: unknown): string[] =>
  typeof files === 'string'
    ? files
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
    : [];

/**
 * A document keeps to its type (spec 2 §3, §5): new documents only of an active type; its files uploaded (they are
 * looked up in the upload storage), of the type's formats, each at most its size in kilobytes, no more than its
 * count, and at least one when the type is required. Only a type that must be approved has its documents approved,
 * and then by a second person (the action's seconder rule).
 */
@Injectable()
@HooksFor('Document')
export class DocumentHooks implements EntityHooks {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async beforeWrite({ op, action, entity, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete') return;
    const document = { ...current, ...values };
    const [type] = (await manager.query('SELECT * FROM document_types WHERE id = $1 FOR SHARE', [
      document.documentTypeId,
    ])) as DocumentTypeRow[];
    if (!type)
      throw AppError.badRequest('document.error.typenotfound', [
        { path: '/documentTypeId', error: 'document.error.typenotfound' },
      ]);
    if (action === 'approve') {
      if (!type.is_must_approved) throw conflict('document.error.approvalnotneeded');
      return;
    }
    if (action) return;
    if (touches(current, values, 'documentTypeId') && !type.actived)
      throw refuse('document.error.typeinactive', {}, 'documentTypeId');
    if (!touches(current, values, 'documentTypeId', 'files')) return;
    const directory = entity.fields.get('files')!.spec['x-upload']!.directory;
    await this.checkFiles(type, directory, fileNames(document.files));
  }

  private async checkFiles(type: DocumentTypeRow, directory: string, names: string[]): Promise<void> {
    if (type.is_required && names.length === 0) throw refuse('document.error.filerequired');
    if (type.acceptable_file_count != null && names.length > type.acceptable_file_count)
      throw refuse('document.error.filecount', { count: type.acceptable_file_count });
    const formats = fileNames(type.acceptable_file_formats).map((f) => canonicalExtension(f.replace(/^\./, '')));
    for (const name of names) {
      const size = await this.storage.sizeOf(directory, name);
      if (size === undefined) throw refuse('document.error.filenotfound', { name });
      if (formats.length && !formats.includes(canonicalExtension(name.split('.').pop() ?? '')))
        throw refuse('document.error.fileformat', { formats: formats.join(', ') });
      if (type.acceptable_file_size != null && size > type.acceptable_file_size * 1024)
        throw refuse('document.error.filesize', { size: type.acceptable_file_size });
    }
  }
}
