import { Controller, Delete, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { AppError } from '../../common/app-error.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import { FILE_STORAGE, FileStorage, type OpenedFile } from '../../platform/storage/file-storage.js';
import { makeVariant, sourceNames, variantOf } from '../../platform/storage/image-variants.js';
import { FilesService, type StoredFile } from './files.service.js';
import { uploadRule } from './upload-rules.js';
import { CrudService } from '../../crud/crud.service.js';
import { MEDIA_DIRECTORY } from './media.hooks.js';
import { MediaUsage, type MediaUse } from './media-usage.js';

interface MultipartRequest {
  isMultipart(): boolean;
  files(options: { limits: { fileSize: number; files: number } }): AsyncIterableIterator<MultipartFile>;
}
interface Reply {
  type(t: string): Reply;
  header(k: string, v: string): Reply;
  send(body: unknown): Reply;
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** POST /api/CMS/UploadFile?directory= (multipart) and the avatar images (spec 1 §7, spec 3 §7). */
@Controller('api')
export class FilesController {
  constructor(
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(MediaUsage) private readonly usage: MediaUsage,
  ) {}

  @Post('CMS/UploadFile')
  @Allow('authenticated')
  async upload(
    @Query('directory') directory: string | undefined,
    @Query('keep') keep: string | undefined,
    @Req() req: MultipartRequest,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ): Promise<StoredFile | StoredFile[]> {
    const rule = this.files.rule(directory, actor);
    if (!req.isMultipart()) throw AppError.badRequest('content.error.nofile');
    const { maxSize, maxFiles } = await this.files.limits(rule, context.store?.id as number | undefined);
    try {
      const stored = await this.files.store(
        directory!,
        rule,
        req.files({ limits: { fileSize: maxSize, files: maxFiles + 1 } }),
        maxFiles,
      );
      if (directory === MEDIA_DIRECTORY)
        await this.addToLibrary(stored, actor, keep === 'true').catch(async (err: unknown) => {
          // A picture the library cannot read (a JPEG's header and nothing else) is no picture: none of the batch stays.
          for (const file of stored) await this.storage.remove(directory, file.name);
          throw err;
        });
      return stored.length === 1 ? stored[0] : stored;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'content.error.filesize', [], { size: maxSize });
      if (code === 'FST_FILES_LIMIT') throw AppError.badRequest('content.error.filecount', [], { count: maxFiles });
      throw err;
    }
  }

  /**
   * Pictures uploaded to the library's directory become its pictures, titled by the names they were uploaded under;
   * `keep` (the library screen's uploads) keeps them while no record uses them.
   */
  private async addToLibrary(stored: StoredFile[], actor: Actor, keep: boolean): Promise<void> {
    await this.crud.transaction(async (tx) => {
      for (const file of stored) {
        const title = file.originalName.replace(/\.[^.]*$/, '').trim() || null;
        file.mediaId = (await tx.create('media', actor, { file: file.name, title, keep })).id as number;
      }
    });
  }

  /** Where a picture of the media library is used (GET /api/media/{id}/usage): to those who may read the picture. */
  @Get('media/:id/usage')
  @Allow('authenticated')
  async mediaUsage(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<MediaUse[]> {
    const media = await this.crud.getOne('media', actor, id);
    return this.usage.usesOf(String(media.file));
  }

  /**
   * An uploaded image, inline: only from directories of images, whose content was checked on upload. A variant
   * (<uuid>-w640.webp: one of the served widths and formats) is made from its original on first request and kept.
   * Names are never reused, so a file is cached for a year.
   */
  @Get('CMS/Image/:directory/:file')
  @Allow('guests')
  async image(@Param('directory') directory: string, @Param('file') file: string, @Res() reply: Reply): Promise<void> {
    const images = uploadRule(directory)?.images === true;
    const found = images
      ? ((await this.storage.open(directory, file)) ?? (await this.variant(directory, file)))
      : undefined;
    if (!found) throw new AppError(404, 'common.error.notfound');
    reply
      .type(MIME[file.split('.').pop()!] ?? 'application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', String(found.size))
      .send(found.body);
  }

  /** Makes and stores a picture's variant the name asks for; undefined when it names none or its original is gone. */
  private async variant(directory: string, file: string): Promise<OpenedFile | undefined> {
    const asked = variantOf(file);
    if (!asked) return undefined;
    for (const name of sourceNames(asked.id)) {
      const source = await this.storage.read(directory, name);
      if (!source) continue;
      await this.storage.saveAs(directory, file, await makeVariant(source, asked.width, asked.format));
      return this.storage.open(directory, file);
    }
    return undefined;
  }

  /** Any uploaded file, as a download (never rendered by the browser). */
  @Get('cms/download/:directory/:file')
  @Allow('guests')
  async download(
    @Param('directory') directory: string,
    @Param('file') file: string,
    @Res() reply: Reply,
  ): Promise<void> {
    const rule = uploadRule(directory);
    const found = rule && !rule.private ? await this.storage.open(directory, file) : undefined;
    if (!found) throw new AppError(404, 'common.error.notfound');
    reply
      .type('application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .header('Content-Length', String(found.size))
      .send(found.body);
  }

  /** Removes an uploaded file (spec 3 §7: DELETE /api/CMS/DeleteFile?directory=&filename=). */
  @Delete('CMS/DeleteFile')
  @Allow('authenticated')
  async remove(
    @Query('directory') directory: string | undefined,
    @Query('filename') filename: string | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<{ result: boolean }> {
    const rule = this.files.rule(directory, actor);
    // A private directory's files belong to records (a ticket's posts): only administrators remove them.
    if (rule.private && !actor.roles.includes('administrators')) throw new AppError(403, 'security.error.forbidden');
    if (!filename || !(await this.storage.remove(directory!, filename)))
      throw new AppError(404, 'common.error.notfound');
    return { result: true };
  }

  /** How full the file storage is, for the dashboard's storage bar (yellow from 70 %, red from 90 %). */
  @Get('CMS/StorageUsage')
  @Allow('administrators')
  async storageUsage(@Context() context: RequestContext): Promise<{ used: number; capacity: number; percent: number }> {
    const { used, capacity } = await this.files.usage(context.store?.id as number | undefined);
    return { used, capacity, percent: Math.min(100, Math.round((used / capacity) * 1000) / 10) };
  }

  /** The same measure as the spec names it (spec 2 §7: getStorageCapacity, fields usage and maximumcapacity), in bytes. */
  @Get('CMS/getStorageCapacity')
  @Allow('administrators')
  async storageCapacity(@Context() context: RequestContext): Promise<{ usage: number; maximumcapacity: number }> {
    const { used, capacity } = await this.files.usage(context.store?.id as number | undefined);
    return { usage: used, maximumcapacity: capacity };
  }

  @Get('cms/avatar/:file')
  @Allow('guests')
  async avatar(@Param('file') file: string, @Res() reply: Reply): Promise<void> {
    const found = await this.storage.open('avatars', file);
    if (!found) throw new AppError(404, 'common.error.notfound');
    reply
      .type(MIME[file.split('.').pop()!] ?? 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Length', String(found.size))
      .send(found.body);
  }
}
