import { Inject, Injectable } from '@nestjs/common';
import { storedPictureId } from '@saray/contracts/files';
import { onBehalfOf } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { DEFAULT_LANGUAGE } from '../../common/i18n.js';
import { invalid } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { touches } from '../../crud/related.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/storage/file-storage.js';
import { pictureSize } from '../../platform/storage/image-variants.js';
import { MEDIA_ENTITY, MediaUsage } from './media-usage.js';

/** The directory the media library's pictures are stored in. */
export const MEDIA_DIRECTORY = 'Images';

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Every mention of a stored picture in a text, its variants' names included, made a mention of another. */
export function repointed(text: string, from: string, to: string): string {
  const [fromId, toId] = [storedPictureId(from)!, storedPictureId(to)!];
  return text.split(from).join(to).split(fromId).join(toId);
}

/**
 * The media library's rules: a picture is one stored in the Images directory, and the server reads its size and type
 * from the file (never from the client). A picture replaced by another is replaced wherever it is used, through the
 * pipeline (each record's hooks, checks and history); one that is used cannot be deleted.
 */
@Injectable()
@HooksFor(MEDIA_ENTITY)
export class MediaHooks implements EntityHooks {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(MediaUsage) private readonly usage: MediaUsage,
  ) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    const { op, current, values, manager } = ctx;
    if (op === 'delete') {
      const uses = await this.usage.usesOf(String(current!.file), manager);
      if (uses.length) throw new AppError(409, 'media.error.inuse', [], { count: uses.length });
      return;
    }
    if (!touches(current, values, 'file')) return;
    const file = String(values.file ?? '');
    if (!storedPictureId(file)) throw invalid('media.error.notpicture', 'file');
    const content = await this.storage.read(MEDIA_DIRECTORY, file);
    if (!content) throw invalid('media.error.filenotfound', 'file');
    const size = await pictureSize(content);
    if (!size) throw invalid('media.error.notpicture', 'file');
    await this.absorbBareEntry(ctx, file);
    Object.assign(values, {
      width: size.width,
      height: size.height,
      size: content.length,
      contentType: CONTENT_TYPES[size.format] ?? `image/${size.format}`,
    });
  }

  /**
   * The entry an upload made for the picture this write names (every picture uploaded to the library's directory gets
   * one), when it says nothing yet (no alternative text): it gives way to this one, which is how a picture uploaded
   * to replace another, or to be described by a new entry, ends up in the library once. An entry with text, or one
   * the library keeps, stays, and this write is refused as naming a picture the library has.
   */
  private async absorbBareEntry({ tx, actor, current, manager }: HookContext, file: string): Promise<void> {
    const [other] = (await manager.query(
      `SELECT id, concat(alt, alt_fa, alt_tr) = '' AND NOT keep AS bare FROM media WHERE file = $1 AND id <> $2`,
      [file, current?.id ?? 0],
    )) as { id: number; bare: boolean }[];
    if (other?.bare) await tx.remove('media', onBehalfOf(actor), other.id);
  }

  async afterWrite(ctx: HookContext): Promise<void> {
    const { op, current, result, tx, actor, manager } = ctx;
    if (op !== 'update' || !current || !result || current.file === result.file) return;
    const [from, to] = [String(current.file), String(result.file)];
    for (const use of await this.usage.usesOf(from, manager)) {
      const record = await tx.lock(use.resource, onBehalfOf(actor), use.id);
      const texts = (record._i18n ?? {}) as Record<string, Row>;
      const body: Row = {};
      for (const field of use.fields) {
        const [name, lang] = field.split('.');
        const before = lang ? texts[name]?.[lang] : record[name];
        const after =
          typeof before === 'string'
            ? repointed(before, from, to)
            : before && typeof before === 'object'
              ? (JSON.parse(repointed(JSON.stringify(before), from, to)) as unknown)
              : undefined;
        if (after === undefined) continue;
        // A localized field's texts go as one object of languages, its own text as the default language's.
        if (name in texts) body[name] = { ...(body[name] as Row | undefined), [lang ?? DEFAULT_LANGUAGE]: after };
        else body[name] = after;
      }
      if (Object.keys(body).length) await tx.update(use.resource, onBehalfOf(actor), use.id, body);
    }
  }
}
