import type { DataContent, DataField } from '../state';

/** One control of a content template (spec 3 §3 "Template control definition"); `required` defaults to true. */
export interface Control {
  name: string;
  title?: string;
  type: string;
  required?: boolean;
  actived?: boolean;
  options?: string[];
  directory?: string;
  componentname?: string;
  default?: string;
  /** A componentlist's item fields, as the stored template gives them. */
  fields?: Control[];
}

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

/** Types that upload into a directory, and those of them that hold several files (spec 3 §3). */
export const FILE_TYPES = ['file', 'image', 'video', 'multifile', 'multiimage', 'multivideo', 'multiimagevideo'];
export const isMultiFile = (type: string) => type.startsWith('multi') && FILE_TYPES.includes(type);
/** Controls that hold no value a reader must give (the server's check skips them too). */
const NO_VALUE = ['label', 'toggle', 'componentlist', 'form'];
/** Controls drawn but never saved. */
const DISPLAY_ONLY = ['label', 'form'];

const parse = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A template's active controls. A template from the template builder may wrap its list in one entry of type form
 * (spec 3 §3 "Content template"); anything that is not a list of named, typed controls has none.
 */
export function readControls(dataTemplate: unknown): Control[] {
  let list = parse(dataTemplate);
  if (Array.isArray(list) && list.length === 1 && list[0]?.type === 'form') list = parse(list[0].content);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is Control => Boolean(c) && typeof c.name === 'string' && typeof c.type === 'string' && c.actived !== false,
  );
}

/** A block's data content as an object, whether it arrives as JSON text (the API) or parsed (the page's state). */
export function readData(dataContent: unknown): DataContent {
  const data = parse(dataContent);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as DataContent) : {};
}

/** A list value as entries: a JSON list or a list (stray values in it dropped). */
export function readItems(content: unknown): Item[] {
  const list = parse(content);
  return Array.isArray(list) ? list.filter((v): v is Item => Boolean(v) && typeof v === 'object') : [];
}

const isOn = (v: unknown) => v === true || v === 1 || ['1', 'true'].includes(String(v).toLowerCase());
const names = (v: unknown): string[] => {
  const list = parse(v);
  if (Array.isArray(list)) return list.map((x) => (typeof x === 'string' ? x : String(x?.name ?? ''))).filter(Boolean);
  return typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : [];
};

/** The value a control starts with: what the data holds, else the control's default. */
export function startValue(control: Control, content: unknown): unknown {
  const value = content === undefined || content === null ? control.default : content;
  if (control.type === 'toggle') return isOn(value);
  if (control.type === 'componentlist') return readItems(value);
  if (isMultiFile(control.type) || control.type === 'multicheck') return names(value);
  return value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function startValues(controls: Control[], data: DataContent): Values {
  return Object.fromEntries(controls.map((c) => [c.name, startValue(c, data[c.name]?.content)]));
}

/**
 * Without a template, the data's own keys are edited as text: those holding text or a number; the rest are kept
 * as they are.
 */
export function textControls(data: DataContent): Control[] {
  return Object.entries(data)
    .filter(([, f]) => ['string', 'number'].includes(typeof f?.content))
    .map(([name, f]) => ({ name, title: f?.title ?? name, type: 'text', required: false }));
}

/** The values as a block's data content (spec 3 "Data content value"); a list is kept as JSON text. */
export function toDataContent(controls: Control[], values: Values, keep: DataContent = {}): DataContent {
  const out: DataContent = { ...keep };
  for (const c of controls) {
    if (DISPLAY_ONLY.includes(c.type)) continue;
    const value = values[c.name];
    const field: DataField = {
      title: c.title ?? c.name,
      type: c.type,
      content: c.type === 'componentlist' ? JSON.stringify(value ?? []) : value,
    };
    if (FILE_TYPES.includes(c.type)) field.directory = c.directory ?? 'DataContents';
    out[c.name] = field;
  }
  return out;
}

const empty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

/**
 * Spec 3 §5 "Data-content editor": required controls (not switches) need a value. A list's entries are checked
 * against their item template too, at '{list}.{index}.{field}'. Answers the problems by key.
 */
export function checkValues(controls: Control[], values: Values, required: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const c of controls) {
    if (c.required !== false && !NO_VALUE.includes(c.type) && empty(values[c.name])) problems[c.name] = required;
    if (c.type !== 'componentlist') continue;
    const fields = c.fields ?? [];
    (values[c.name] as Item[]).forEach((item, i) => {
      for (const f of fields)
        if (f.required !== false && !NO_VALUE.includes(f.type) && empty(item[f.name]))
          problems[`${c.name}.${i}.${f.name}`] = required;
    });
  }
  return problems;
}

/** Where a list entry keeps the directory of an uploaded field: 'image' and 'file' in 'directory', others beside. */
export const itemDirectoryKey = (field: string) =>
  field === 'image' || field === 'file' ? 'directory' : `${field}directory`;
