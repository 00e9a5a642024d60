/**
 * The settings the platform reads, as data: each one's type, group and what it falls back to. Texts are translation
 * keys derived from the name (setting.names.<name>, setting.descriptions.<name>, setting.groups.<group>), so the
 * dashboard draws the settings screen from this list and the server checks values against it. A setting not listed
 * here is free text.
 */
import { THEME_NAMES } from '@saray/contracts/storefront/state';

export type SettingType = 'boolean' | 'number' | 'choice' | 'relation' | 'text' | 'json';

export interface SettingSpec {
  name: string;
  group: string;
  type: SettingType;
  /** What the platform uses while the setting is absent (shown, never written). */
  default?: string;
  /** number: the range and whether only whole numbers; bytes is shown as a size. */
  min?: number;
  max?: number;
  integer?: boolean;
  format?: 'bytes';
  /** choice: the values; multiple is a comma-separated list of them. */
  choices?: string[];
  multiple?: boolean;
  /** relation: the entity whose record id the value holds. */
  relation?: string;
}

export const SETTING_GROUPS = ['store', 'languages', 'customers', 'catalog', 'orders', 'accounting', 'files'];

const LANGUAGE_CODES = ['en', 'fa', 'tr'];
const MB = 1_048_576;

/** Upload limits per directory (files/upload-rules.ts): a size in bytes and a count. */
const uploadLimits = (area: string, count: number): SettingSpec[] => [
  {
    name: `${area}.maximumfilesize`,
    group: 'files',
    type: 'number',
    integer: true,
    min: 1,
    format: 'bytes',
    default: String(MB),
  },
  {
    name: `${area}.maximumfilecount`,
    group: 'files',
    type: 'number',
    integer: true,
    min: 1,
    max: 100,
    default: String(count),
  },
];

const ledger = (role: string): SettingSpec => ({
  name: `accounting.ledger.${role}`,
  group: 'accounting',
  type: 'relation',
  relation: 'Ledger',
});

export const SETTING_CATALOGUE: readonly SettingSpec[] = [
  { name: 'store.name', group: 'store', type: 'text' },
  {
    name: 'store.theme',
    group: 'store',
    type: 'choice',
    choices: [...THEME_NAMES],
    default: 'official',
  },
  { name: 'store.currency', group: 'store', type: 'text', default: 'USD' },
  {
    name: 'storage.capacity',
    group: 'store',
    type: 'number',
    integer: true,
    min: 1,
    format: 'bytes',
    default: String(1024 * MB),
  },
  { name: 'store.defaultlanguage', group: 'languages', type: 'choice', choices: LANGUAGE_CODES },
  { name: 'multilanguageenabled', group: 'languages', type: 'boolean', default: 'true' },
  {
    name: 'availablelanguagesinpublic',
    group: 'languages',
    type: 'choice',
    choices: LANGUAGE_CODES,
    multiple: true,
    default: 'en',
  },
  { name: 'languages', group: 'languages', type: 'json' },
  { name: 'customer.canchangeprofile', group: 'customers', type: 'boolean', default: 'false' },
  {
    name: 'customer.maximumaddresscount',
    group: 'customers',
    type: 'number',
    integer: true,
    min: 1,
    max: 100,
    default: '5',
  },
  // The messaging bot that sends sign-in codes, as the sign-in page names and links it.
  { name: 'signin.botname', group: 'customers', type: 'text' },
  { name: 'signin.botlink', group: 'customers', type: 'text' },
  { name: 'contact.priority', group: 'customers', type: 'relation', relation: 'TicketPriority' },
  { name: 'catalog.customerscanaddproducts', group: 'catalog', type: 'boolean', default: 'false' },
  { name: 'catalog.newproductsneedapproval', group: 'catalog', type: 'boolean', default: 'true' },
  { name: 'public.categoryfilterenabled', group: 'catalog', type: 'boolean' },
  {
    name: 'order.reservationminutes',
    group: 'orders',
    type: 'number',
    integer: true,
    min: 1,
    max: 10080,
    default: '30',
  },
  { name: 'accounting.autopost', group: 'accounting', type: 'boolean', default: 'false' },
  { name: 'accounting.type.sales', group: 'accounting', type: 'relation', relation: 'AccountingType' },
  { name: 'accounting.type.receipt', group: 'accounting', type: 'relation', relation: 'AccountingType' },
  ...['cash', 'receivable', 'sales', 'tax', 'shipping'].map(ledger),
  ...uploadLimits('adminform', 5),
  { name: 'avatar.maximumfilecount', group: 'files', type: 'number', integer: true, min: 1, max: 100, default: '1' },
  ...uploadLimits('datacontent', 5),
  ...uploadLimits('attribute', 5),
  ...uploadLimits('ticket', 5),
];

const BY_NAME = new Map(SETTING_CATALOGUE.map((s) => [s.name, s]));

export const settingSpec = (name: unknown): SettingSpec | undefined =>
  typeof name === 'string' ? BY_NAME.get(name) : undefined;

/** The translation keys of the catalogue: every setting's name and description, and every group. */
export const catalogueKeys = (): string[] => [
  ...SETTING_GROUPS.map((g) => `setting.groups.${g}`),
  ...SETTING_CATALOGUE.flatMap((s) => [`setting.names.${s.name}`, `setting.descriptions.${s.name}`]),
];

/** Why a value does not fit its setting's type: a translation key and its parameters. */
export interface SettingRefusal {
  error: string;
  params?: Record<string, unknown>;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Checks a value's form against its setting's type (a relation's record is checked by the caller, who has the
 * database). Flags are written true or false (1 and 0 are read the same way, spec 1 §3).
 *
 * @example checkSettingValue(settingSpec('customer.maximumaddresscount')!, '0') // { error: 'setting.error.min', params: { min: 1 } }
 */
export function checkSettingValue(spec: SettingSpec, value: string): SettingRefusal | undefined {
  const text = value.trim();
  switch (spec.type) {
    case 'boolean':
      return ['true', 'false', '1', '0'].includes(text.toLowerCase()) ? undefined : { error: 'setting.error.boolean' };
    case 'number': {
      if (!NUMBER.test(text)) return { error: 'setting.error.number' };
      if (spec.integer && text.includes('.')) return { error: 'setting.error.integer' };
      const n = Number(text);
      if (spec.min !== undefined && n < spec.min) return { error: 'setting.error.min', params: { min: spec.min } };
      if (spec.max !== undefined && n > spec.max) return { error: 'setting.error.max', params: { max: spec.max } };
      return undefined;
    }
    case 'choice': {
      const chosen = spec.multiple ? text.split(',').map((v) => v.trim()) : [text];
      const known = spec.choices ?? [];
      const ok = chosen.length > 0 && chosen.every((v) => known.includes(v)) && new Set(chosen).size === chosen.length;
      return ok ? undefined : { error: 'setting.error.choice', params: { choices: known.join(', ') } };
    }
    case 'relation':
      return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647
        ? undefined
        : { error: 'setting.error.relation' };
    case 'json':
      try {
        JSON.parse(text);
        return undefined;
      } catch {
        return { error: 'setting.error.json' };
      }
    default:
      return undefined;
  }
}
