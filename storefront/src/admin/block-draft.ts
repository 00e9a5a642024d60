import type { DataContent } from '@saray/contracts/storefront/state';
import { readData } from './templates';

/** A block as the editor edits it: where it sits, its template and its data (spec 3 "Content block"). */
export interface BlockDraft {
  /** Absent for a new block; with its version for an update. */
  id?: number;
  version?: number;
  componentName: string;
  partName: string;
  entityName: string;
  entityId: number;
  contentTemplateId?: number | null;
  title: string;
  displayOrder: number;
  published: boolean;
  data: DataContent;
}

/** A block as the API answers it (GET /api/contents/{id}, getContents, exchangeContent): data as JSON text. */
export interface BlockRow {
  id: number;
  version?: number;
  componentName?: string;
  partName?: string;
  entityName?: string;
  entityId?: number;
  contentTemplateId?: number | null;
  title?: string | null;
  displayOrder?: number;
  published?: boolean;
  dataContent?: unknown;
}

export function draftOf(row: BlockRow): BlockDraft {
  return {
    id: row.id || undefined,
    version: row.version,
    componentName: row.componentName ?? '',
    partName: row.partName ?? '',
    entityName: row.entityName ?? 'Page',
    entityId: Number(row.entityId ?? 0),
    contentTemplateId: row.contentTemplateId ?? null,
    title: row.title ?? '',
    displayOrder: Number(row.displayOrder ?? 0),
    published: row.published !== false,
    data: readData(row.dataContent),
  };
}

/** The whole block for POST /api/CMS/saveContent: an update when it has an id (with its version), else a create. */
export function saveBody(draft: BlockDraft, data: DataContent): Record<string, unknown> {
  return {
    ...(draft.id ? { id: draft.id, version: draft.version } : {}),
    componentName: draft.componentName,
    partName: draft.partName,
    entityName: draft.entityName,
    entityId: draft.entityId,
    ...(draft.contentTemplateId ? { contentTemplateId: draft.contentTemplateId } : {}),
    title: draft.title,
    displayOrder: draft.displayOrder,
    published: draft.published,
    dataContent: JSON.stringify(data),
  };
}
