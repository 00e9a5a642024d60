import { Inject, Injectable } from '@nestjs/common';
import { storedPictureId } from '@saray/contracts/files';
import { DataSource, type EntityManager } from 'typeorm';
import type { EntityMeta, FieldMeta } from '../../schema/entity-meta.js';
import { Registry } from '../../schema/registry.js';
import { formatTitle } from '../../schema/title-template.js';

/** The entity of the media library (its file says x-file-references: false: its rows name pictures, not use them). */
export const MEDIA_ENTITY = 'Media';

/** One record that shows a picture: where it is, what it is called, and which of its fields hold the picture. */
export interface MediaUse {
  entity: string;
  resource: string;
  id: number;
  title: string;
  /** The fields holding it (a localized field's other language as `name.fa`). */
  fields: string[];
}

/** Records listed at most for one picture: enough to see where it is used before replacing or deleting it. */
export const MEDIA_USES_SHOWN = 200;

const textual = (f: FieldMeta) => f.kind === 'string' || f.kind === 'json';
const fieldLabel = (meta: EntityMeta, f: FieldMeta) =>
  f.translationOf ? `${f.translationOf.field}.${f.translationOf.lang}` : f.name;

/**
 * Where a stored picture is used: every record whose text holds its id (an upload field, a content block's data, a
 * description's HTML), read the way the unused-file cleanup reads them (FileCleanup), so a picture listed here as
 * unused is one the cleanup may remove once nothing holds it.
 */
@Injectable()
export class MediaUsage {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Registry) private readonly registry: Registry,
  ) {}

  async usesOf(file: string, manager: EntityManager = this.dataSource.manager): Promise<MediaUse[]> {
    const id = storedPictureId(file);
    if (!id) return [];
    const uses: MediaUse[] = [];
    for (const { meta } of this.registry.entities) {
      if (!meta.fileReferences) continue;
      const fields = [...meta.fields.values()].filter(textual);
      if (!fields.length) continue;
      const titled = meta.titleFields.filter((name) => meta.fields.has(name));
      const holds = fields.map((f, i) => `strpos(lower(t."${f.column}"::text), $1) > 0 AS h${i}`);
      const titles = titled.map((name) => `t."${meta.fields.get(name)!.column}" AS "${name}"`);
      const rows = (await manager.query(
        `SELECT t.id, ${[...titles, ...holds].join(', ')} FROM "${meta.table}" t
         WHERE ${fields.map((f) => `strpos(lower(t."${f.column}"::text), $1) > 0`).join(' OR ')}
         ORDER BY t.id LIMIT ${MEDIA_USES_SHOWN - uses.length}`,
        [id],
      )) as Record<string, unknown>[];
      for (const row of rows)
        uses.push({
          entity: meta.name,
          resource: meta.resource,
          id: Number(row.id),
          title: formatTitle(meta.title, row),
          fields: fields.filter((_, i) => row[`h${i}`] === true).map((f) => fieldLabel(meta, f)),
        });
      if (uses.length >= MEDIA_USES_SHOWN) break;
    }
    return uses;
  }
}
