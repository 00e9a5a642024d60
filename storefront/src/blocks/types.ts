import type { ComponentType } from 'react';
import { DEFAULT_DIRECTORY } from '@saray/contracts/files';
import type { Block, DataContent } from '@saray/contracts/storefront/state';
import { storedImageUrl } from '@saray/contracts/files';

/** What every block component receives: its block (data content already parsed and sanitised). */
export interface BlockProps {
  block: Block;
}

export type BlockComponent = ComponentType<BlockProps>;

/** A field's content as text ('' when absent). */
export function text(data: DataContent, name: string): string {
  const v = data[name]?.content;
  return v === undefined || v === null ? '' : String(v);
}

/** A field's content as a list: a JSON array, an array, or a comma list. */
export function list<T = unknown>(data: DataContent, name: string): T[] {
  const v = data[name]?.content;
  if (Array.isArray(v)) return v as T[];
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      const parsed = JSON.parse(v) as unknown;
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }
  return typeof v === 'string' && v ? (v.split(',').map((s) => s.trim()) as T[]) : [];
}

/** A switch field: on when 1 or the text true (spec 1 §3). */
export function flag(data: DataContent, name: string, fallback = false): boolean {
  const v = data[name]?.content;
  if (v === undefined || v === null || v === '') return fallback;
  return v === true || v === 1 || String(v).toLowerCase() === 'true' || String(v) === '1';
}

const external = (name: string) => /^(https?:)?\/\//.test(name) || name.startsWith('/');

/** An uploaded image shown inline: /api/CMS/Image/{directory}/{name}; an absolute address stays as it is. */
export function imageUrl(name: string, directory = 'Images'): string {
  if (!name) return '';
  return external(name) ? name : storedImageUrl(name, directory);
}

/** Any uploaded file as a download: /api/cms/download/{directory}/{name}. */
export function downloadUrl(name: string, directory: string = DEFAULT_DIRECTORY): string {
  if (!name) return '';
  return external(name) ? name : `/api/cms/download/${encodeURIComponent(directory)}/${encodeURIComponent(name)}`;
}

/** A componentlist field's entries: the objects of its list (a stray string or number in it is skipped). */
export function records<T extends object>(data: DataContent, name: string): T[] {
  return list<unknown>(data, name).filter((v): v is T => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** Images load lazily unless the block's 'eager' switch says it sits at the top of the page. */
export function loadingOf(data: DataContent): 'eager' | 'lazy' {
  return flag(data, 'eager') ? 'eager' : 'lazy';
}
