import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { contentMatches } from './content-type.js';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.js';
import { DEFAULT_MAX_SIZE, canonicalExtension, uploadRule, type UploadRule } from './upload-rules.js';

/** 1 GiB: the storage quota unless the store's `storage.capacity` setting says otherwise. */
export const DEFAULT_CAPACITY = 1024 ** 3;

/** One uploaded part, as the multipart parser gives it. */
export interface UploadPart {
  filename: string;
  toBuffer(): Promise<Buffer>;
}

export interface StoredFile {
  name: string;
  size: number;
  url: string;
  /** The name the file was uploaded under. */
  originalName: string;
  /** The media library's record of a picture stored in its directory. */
  mediaId?: number;
}

/** Where a stored file is read: avatars and images inline, ticket attachments by their ticket, others as downloads. */
export function fileUrl(directory: string, name: string): string {
  if (directory === 'avatars') return `/api/cms/avatar/${name}`;
  if (directory === 'Tickets') return `/api/Tickets/attachment/${name}`;
  return uploadRule(directory)?.images
    ? `/api/CMS/Image/${directory}/${name}`
    : `/api/cms/download/${directory}/${name}`;
}

/** Uploads checked against their directory's rules: who, which types (by content, not name), how many, how large. */
@Injectable()
export class FilesService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  rule(directory: string | undefined, actor: Actor): UploadRule {
    const rule = uploadRule(directory);
    if (!rule) throw AppError.badRequest('content.error.directory');
    if (!rule.roles.some((r) => actor.roles.includes(r))) throw new AppError(403, 'security.error.forbidden');
    return rule;
  }

  async limits(rule: UploadRule, storeId: number | undefined): Promise<{ maxSize: number; maxFiles: number }> {
    return {
      maxSize: await this.settings.number(storeId, rule.maxSizeSetting, DEFAULT_MAX_SIZE),
      maxFiles: await this.settings.number(storeId, rule.maxFilesSetting, rule.defaultMaxFiles),
    };
  }

  /**
   * How full the upload storage is: the bytes its files take on disk now, against the store's `storage.capacity`
   * setting (1 GiB unless set).
   */
  async usage(storeId: number | undefined): Promise<{ used: number; capacity: number }> {
    const [used, capacity] = await Promise.all([
      this.storage.usedBytes(),
      this.settings.number(storeId, 'storage.capacity', DEFAULT_CAPACITY),
    ]);
    return { used, capacity };
  }

  async store(
    directory: string,
    rule: UploadRule,
    parts: AsyncIterable<UploadPart>,
    maxFiles: number,
  ): Promise<StoredFile[]> {
    const accepted: { ext: string; content: Buffer; originalName: string }[] = [];
    // Everything is checked before anything is written: a bad file in a batch stores none of it.
    for await (const part of parts) {
      if (accepted.length >= maxFiles) throw AppError.badRequest('content.error.filecount', [], { count: maxFiles });
      const content = await part.toBuffer();
      accepted.push({ ext: await this.checkType(rule, part.filename, content), content, originalName: part.filename });
    }
    if (accepted.length === 0) throw AppError.badRequest('content.error.nofile');
    const stored: StoredFile[] = [];
    for (const { ext, content, originalName } of accepted) {
      const name = await this.storage.save(directory, ext, content);
      stored.push({
        name,
        size: content.length,
        url: fileUrl(directory, name),
        originalName: originalName.slice(0, 200),
      });
    }
    return stored;
  }

  private async checkType(rule: UploadRule, filename: string, content: Buffer): Promise<string> {
    const declared = canonicalExtension(filename.split('.').pop() ?? '');
    const allowed = rule.extensions.map(canonicalExtension);
    if (!allowed.includes(declared)) throw AppError.badRequest('content.error.fileformat');
    // Every directory checks the bytes, not only the image ones: a page renamed .pdf or .txt must not be stored as
    // one, whoever downloads it later and however their browser treats it.
    if (!(await contentMatches(declared, content))) throw AppError.badRequest('content.error.fileformat');
    return declared;
  }
}
