/**
 * The rules of a content template's control list (spec 3 §3 "Template control definition", §5 "Template builder"),
 * kept apart from the screen so they can be checked without a browser. Every function returns a new list and leaves
 * its input as it was. The control model itself is shared (@saray/contracts/content-template).
 */

import { DEFAULT_DIRECTORY } from '@saray/contracts/files';
import { hasOptions, isFileType, readJson, type TemplateControl } from '@saray/contracts/content-template';

export const DUPLICATE_NAME = 'templatebuilder.error.controlalreadyexist';

/** One control as the builder edits it: the stored control with its flags and title always set. */
export interface ControlDefinition extends TemplateControl {
  title: string;
  required: boolean;
  translate: boolean;
  actived: boolean;
}

/** A control not filled in yet, with the definition's defaults. */
export const newControl = (): ControlDefinition => ({
  name: '',
  title: '',
  type: '',
  required: true,
  translate: false,
  actived: true,
});

/** The control as its type keeps it: a directory only for files, a component only for a list, options for a choice. */
export function forType(control: ControlDefinition): ControlDefinition {
  const { directory, componentname, options, default: fallback, ...common } = control;
  return {
    ...common,
    ...(fallback ? { default: fallback } : {}),
    ...(isFileType(control.type) ? { directory: directory?.trim() || DEFAULT_DIRECTORY } : {}),
    ...(control.type === 'componentlist' ? { componentname: componentname ?? '' } : {}),
    ...(hasOptions(control.type) ? { options: options ?? [] } : {}),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

function fromStored(entry: Record<string, unknown>): ControlDefinition {
  return forType({
    name: String(entry.name),
    title: text(entry.title) ?? '',
    type: String(entry.type),
    required: typeof entry.required === 'boolean' ? entry.required : true,
    translate: typeof entry.translate === 'boolean' ? entry.translate : false,
    actived: typeof entry.actived === 'boolean' ? entry.actived : true,
    default: text(entry.default),
    directory: text(entry.directory),
    componentname: text(entry.componentname),
    options: Array.isArray(entry.options) ? entry.options.map(String) : undefined,
  });
}

/**
 * The controls of a template's JSON text. The text is taken only when it is a non-empty array whose first entry has a
 * name and a type; anything else (no text, bad JSON, another shape) is an empty template.
 *
 * @example parseTemplate('[{"name":"title","type":"text"}]') // [{ name: 'title', type: 'text', required: true, … }]
 */
export function parseTemplate(value: unknown): ControlDefinition[] {
  const data = readJson(value);
  if (!Array.isArray(data) || data.length === 0) return [];
  const first: unknown = data[0];
  if (!isObject(first) || !first.name || !first.type) return [];
  return data.filter((e): e is Record<string, unknown> => isObject(e) && !!e.name && !!e.type).map(fromStored);
}

/** The template's JSON text. */
export const serializeTemplate = (controls: ControlDefinition[]): string => JSON.stringify(controls.map(forType));

/** A control's name as it is kept: trimmed, with its first space made an underscore ("hero title" → "hero_title"). */
export const normalizeName = (name: string): string => name.trim().replace(' ', '_');

export type SaveResult = { ok: true; controls: ControlDefinition[] } | { ok: false; error?: string };

const ready = (draft: ControlDefinition): ControlDefinition | null => {
  const name = normalizeName(draft.name);
  return name && draft.type ? forType({ ...draft, name }) : null;
};

/**
 * Appends a new control. Without a name or a type nothing happens; a name already in the list is refused with the
 * builder's error key.
 */
export function addControl(controls: ControlDefinition[], draft: ControlDefinition): SaveResult {
  const control = ready(draft);
  if (!control) return { ok: false };
  if (controls.some((c) => c.name === control.name)) return { ok: false, error: DUPLICATE_NAME };
  return { ok: true, controls: [...controls, control] };
}

/** Replaces the control at index; a name taken by another control is refused as when adding. */
export function updateControl(controls: ControlDefinition[], index: number, draft: ControlDefinition): SaveResult {
  const control = ready(draft);
  if (!control || index < 0 || index >= controls.length) return { ok: false };
  if (controls.some((c, i) => i !== index && c.name === control.name)) return { ok: false, error: DUPLICATE_NAME };
  return { ok: true, controls: controls.map((c, i) => (i === index ? control : c)) };
}

export const removeControl = (controls: ControlDefinition[], index: number): ControlDefinition[] =>
  controls.filter((_, i) => i !== index);

/** Moves the control at index one place up (-1) or down (1); at either end the list stays as it is. */
export function moveControl(controls: ControlDefinition[], index: number, step: -1 | 1): ControlDefinition[] {
  const target = index + step;
  if (index < 0 || index >= controls.length || target < 0 || target >= controls.length) return controls;
  const moved = [...controls];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

/** Appends an option; an empty one or one already listed is ignored. */
export function addOption(options: string[], option: string): string[] {
  const value = option.trim();
  return !value || options.includes(value) ? options : [...options, value];
}

export const removeOption = (options: string[], index: number): string[] => options.filter((_, i) => i !== index);
