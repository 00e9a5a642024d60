import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { I18n, type Language } from '../../common/i18n.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import { CrudService } from '../crud.service.js';
import { parseListQuery } from '../list-query.js';
import type { Row } from '../pipeline/serialize.js';
import { exportBatches } from './export-batches.js';
import type { ExportColumn } from './export-cells.js';
import { csvStream, xlsxStream } from './export-writers.js';

export interface ExportQuery {
  format?: string;
  filter?: string;
  sort?: string;
  columns?: string;
}

export interface ExportFile {
  name: string;
  type: string;
  stream: Readable;
}

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const badColumns = (path = '/columns', field?: string) =>
  AppError.badRequest(
    'common.error.unknowncolumn',
    [{ path, error: 'common.error.unknowncolumn', params: { field: field ?? '' } }],
    { field: field ?? '' },
  );

/** The first batch read before anything is sent, so that a query the database refuses is an error answer, not a cut file. */
async function startedBatches(batches: AsyncGenerator<Row[]>): Promise<AsyncIterable<Row[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/**
 * A list as a file (CSV or XLSX): the rows the caller's list query matches, readable by whoever may list the entity,
 * every one of them (no page limit), streamed in batches. Columns are the list's (or those asked for), headed in the
 * request's language.
 */
@Injectable()
export class ExportService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(I18n) private readonly i18n: I18n,
  ) {}

  async open(resource: string, actor: Actor, query: ExportQuery, lang: Language): Promise<ExportFile> {
    const entity = this.crud.entity(resource);
    const format = query.format ?? 'csv';
    if (format !== 'csv' && format !== 'xlsx')
      throw AppError.badRequest('common.error.invalidvalue', [{ path: '/format', error: 'common.error.invalidvalue' }]);
    const access = await this.crud.access(entity, actor, 'list');
    const parsed = parseListQuery(entity.meta, entity.validators, { sort: query.sort, filter: query.filter });
    const columns = this.columns(entity.meta, query.columns, lang);
    const relations = columns.filter((c) => c.field.relation).map((c) => c.field.name);
    const titles = await this.crud.titleJoins(entity.meta, actor, JSON.stringify(relations));
    const batches = await startedBatches(exportBatches(this.dataSource, entity.meta, actor, access, parsed, titles));
    const text = { i18n: this.i18n, lang };
    const name = `${resource}-${new Date().toISOString().slice(0, 10)}.${format}`;
    const stream =
      format === 'csv'
        ? csvStream(columns, batches, text)
        : xlsxStream(columns, batches, text, this.i18n.t(lang, entity.meta.label));
    return { name, type: TYPES[format], stream };
  }

  /** The columns asked for (a JSON list of field names), else the list's own columns that are fields. */
  private columns(meta: EntityMeta, raw: string | undefined, lang: Language): ExportColumn[] {
    const exportable = (name: string) => {
      const field = meta.fields.get(name);
      return field && !field.internal && !field.spec.writeOnly ? field : undefined;
    };
    let names: string[];
    if (raw === undefined || raw === '') names = meta.list.columns.filter((c) => exportable(c));
    else {
      let list: unknown;
      try {
        list = JSON.parse(raw);
      } catch {
        throw badColumns();
      }
      if (!Array.isArray(list) || list.length === 0 || !list.every((c) => typeof c === 'string')) throw badColumns();
      const unknown = list.findIndex((c: string) => !exportable(c));
      if (unknown >= 0) throw badColumns(`/columns/${unknown}`, list[unknown] as string);
      names = [...new Set(list as string[])];
    }
    return names.map((name) => ({
      field: meta.fields.get(name)!,
      header: this.i18n.t(lang, `resources.${meta.resource}.fields.${name}`),
    }));
  }
}
