/**
 * The control model of a content template (spec 3 §3 "Template control definition", "Content template"): the
 * dashboard's template builder writes it, the storefront's data-content editor and the server's check read it, and
 * the server seeds the official blocks' templates in it.
 */

const FILES = ['file', 'image', 'video', 'multifile', 'multiimage', 'multivideo', 'multiimagevideo'] as const;
const OPTIONS = ['select', 'radio', 'multicheck'] as const;

/** Every control a template can hold, in the order the builder offers them. */
export const CONTROL_TYPES = [
  'label',
  'link',
  'text',
  'number',
  'multiline',
  'richtext',
  'toggle',
  ...FILES,
  ...OPTIONS,
  'datepicker',
  'pdatepicker',
  'datetimepicker',
  'pdatetimepicker',
  'timepicker',
  'componentlist',
  'form',
] as const;

export type ControlType = (typeof CONTROL_TYPES)[number];

/** Controls whose content is uploaded files, stored in a directory. */
export const FILE_TYPES: readonly string[] = FILES;

/** Controls whose content is picked from a list of options. */
export const OPTION_TYPES: readonly string[] = OPTIONS;

/** Controls that hold no value a reader must give: a label, a switch, nested components and forms. */
export const NO_VALUE_TYPES: readonly string[] = ['label', 'toggle', 'componentlist', 'form'];

export const isFileType = (type: string): boolean => FILE_TYPES.includes(type);
/** File controls that hold several files. */
export const isMultiFile = (type: string): boolean => type.startsWith('multi') && isFileType(type);
export const hasOptions = (type: string): boolean => OPTION_TYPES.includes(type);

/** One control as a template's JSON text stores it; `required` and `actived` default to true. */
export interface TemplateControl {
  /** The key the control's content is stored under in a data content. */
  name: string;
  title?: string;
  type: string;
  required?: boolean;
  translate?: boolean;
  actived?: boolean;
  default?: string;
  /** File-like types only: the upload directory. */
  directory?: string;
  /** componentlist only: the item template repeated inside. */
  componentname?: string;
  /** componentlist only: the item template's fields, kept in the stored template so every editor reads them there. */
  fields?: TemplateControl[];
  /** select, radio and multicheck only. */
  options?: string[];
}

/** A stored JSON text as its value; a value that is no text stays as it is, text that is not JSON is undefined. */
export function readJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A template's active controls. A template from the template builder may wrap its list in one entry of type form
 * (spec 3 §3 "Content template"); anything that is not a list of named, typed controls has none.
 *
 * @example readControls('[{"name":"title","type":"text"},{"name":"old","type":"text","actived":false}]') // title only
 */
export function readControls(template: unknown): TemplateControl[] {
  let list = readJson(template);
  if (Array.isArray(list) && list.length === 1 && list[0]?.type === 'form') list = readJson(list[0].content);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is TemplateControl =>
      Boolean(c) && typeof c.name === 'string' && typeof c.type === 'string' && c.actived !== false,
  );
}

/** Whether a control needs a value: it is required (the default) and of a type that holds one (not a switch). */
export const needsValue = (control: Pick<TemplateControl, 'type' | 'required'>): boolean =>
  control.required !== false && !NO_VALUE_TYPES.includes(control.type);

/** No value: nothing, blank text or an empty list. */
export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);
