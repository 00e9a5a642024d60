import {
  isBlank,
  isFileType,
  isMultiFile,
  needsValue,
  readJson,
  type TemplateControl,
} from '@saray/contracts/content-template';
import { DEFAULT_DIRECTORY } from '@saray/contracts/files';
import type { DataContent, DataField } from '@saray/contracts/storefront/state';

// The data-content editor's side of the shared control model (@saray/contracts/content-template).

/** A content template row (GET /api/content-templates). */
export interface TemplateRow {
  id: number;
  name: string;
  componentName: string;
  dataTemplate?: string | null;
}

/** A control's value while it is edited: text, a switch, file names, or a list's entries. */
export type Values = Record<string, unknown>;
export type Item = Record<string, unknown>;

/** Controls drawn but never saved. */
const DISPLAY_ONLY = ['label', 'form'];

/** A block's data content as an object, whether it arrives as JSON text (the API) or parsed (the page's state). */
export function readData(dataContent: unknown): DataContent {
  const data = readJson(dataContent);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as DataContent) : {};
}

/** A list value as entries: a JSON list or a list (stray values in it dropped). */
export function readItems(content: unknown): Item[] {
  const list = readJson(content);
  return Array.isArray(list) ? list.filter((v): v is Item => Boolean(v) && typeof v === 'object') : [];
}

const isOn = (v: unknown) => v === true || v === 1 || ['1', 'true'].includes(String(v).toLowerCase());
const names = (v: unknown): string[] => {
  const list = readJson(v);
  if (Array.isArray(list)) return list.map((x) => (typeof x === 'string' ? x : String(x?.name ?? ''))).filter(Boolean);
  return typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : [];
};

/** The value a control starts with: what the data holds, else the control's default. */
export function startValue(control: TemplateControl, content: unknown): unknown {
  const value = content === undefined || content === null ? control.default : content;
  if (control.type === 'toggle') return isOn(value);
  if (control.type === 'componentlist') return readItems(value);
  if (isMultiFile(control.type) || control.type === 'multicheck') return names(value);
  return value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function startValues(controls: TemplateControl[], data: DataContent): Values {
  return Object.fromEntries(controls.map((c) => [c.name, startValue(c, data[c.name]?.content)]));
}

/**
 * Without a template, the data's own keys are edited as text: those holding text or a number; the rest are kept
 * as they are.
 */
export function textControls(data: DataContent): TemplateControl[] {
  return Object.entries(data)
    .filter(([, f]) => ['string', 'number'].includes(typeof f?.content))
    .map(([name, f]) => ({ name, title: f?.title ?? name, type: 'text', required: false }));
}

/** The values as a block's data content (spec 3 "Data content value"); a list is kept as JSON text. */
export function toDataContent(controls: TemplateControl[], values: Values, keep: DataContent = {}): DataContent {
  const out: DataContent = { ...keep };
  for (const c of controls) {
    if (DISPLAY_ONLY.includes(c.type)) continue;
    const value = values[c.name];
    const field: DataField = {
      title: c.title ?? c.name,
      type: c.type,
      content: c.type === 'componentlist' ? JSON.stringify(value ?? []) : value,
    };
    if (isFileType(c.type)) field.directory = c.directory ?? DEFAULT_DIRECTORY;
    out[c.name] = field;
  }
  return out;
}

/**
 * Spec 3 §5 "Data-content editor": required controls (not switches) need a value. A list's entries are checked
 * against their item template too, at '{list}.{index}.{field}'. Answers the problems by key.
 */
export function checkValues(controls: TemplateControl[], values: Values, required: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const c of controls) {
    if (needsValue(c) && isBlank(values[c.name])) problems[c.name] = required;
    if (c.type !== 'componentlist') continue;
    const fields = c.fields ?? [];
    (values[c.name] as Item[]).forEach((item, i) => {
      for (const f of fields)
        if (needsValue(f) && isBlank(item[f.name])) problems[`${c.name}.${i}.${f.name}`] = required;
    });
  }
  return problems;
}

/** Where a list entry keeps the directory of an uploaded field: 'image' and 'file' in 'directory', others beside. */
export const itemDirectoryKey = (field: string) =>
  field === 'image' || field === 'file' ? 'directory' : `${field}directory`;
