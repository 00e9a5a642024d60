import type { HeaderSettings } from '@saray/contracts/storefront/state';

type DataContent = Record<string, { content?: unknown } | undefined>;

/** Text keys of the header settings and their defaults (spec 1 §3). */
const TEXT_DEFAULTS = {
  logo: '',
  logodirectory: 'DataContents',
  logoclass: '',
  titleclass: '',
  menutype: 'simple',
  headertype: 'absolute',
  searchtypes: 'product,content',
  searchbuttontype: 'append',
  searchboxclass: '',
  shoppingcardshowtype: 'linkedmainshoppingcard',
  childmenuopentype: 'click',
} as const;

/**
 * Switches and their defaults. The spec names no default for them; a header block that sets nothing shows the usual
 * storefront header (menu, search, language, profile, cart) and keeps the optional parts off.
 */
const FLAG_DEFAULTS = {
  showlanguage: true,
  showmenu: true,
  showprofile: true,
  showsearchbox: true,
  showhome: true,
  showproducts: true,
  showquickaccess: true,
  showsiteheader: true,
  applycategoryfilter: false,
  applyaddressfilter: false,
  applyregionfilter: false,
  applypricefilter: false,
  applyattributefilter: false,
  showmobilecommandmenu: true,
  showshoppingcard: true,
} as const;

/** Flags are on when the value is 1 or the text true (spec 1 §3). */
const isOn = (v: unknown): boolean => v === true || v === 1 || ['1', 'true'].includes(String(v).trim().toLowerCase());
const given = (v: unknown): boolean => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * Settings already read, by the data content they were read from: a visitor's site-wide blocks are the same objects
 * from one request to the next (SiteParts), and readers only read what they are given.
 */
const read = new WeakMap<DataContent, HeaderSettings>();

/**
 * The header settings from a header block's data content, every key of spec 1 §3 with its default, plus the
 * show{routename} switches of the profile menu (any other key starting with 'show').
 *
 * @example readHeaderSettings({ showsearchbox: { content: '0' } }).showsearchbox // false
 */
export function readHeaderSettings(data: DataContent | undefined): HeaderSettings {
  if (!data) return settingsOf(undefined);
  let settings = read.get(data);
  if (!settings) read.set(data, (settings = settingsOf(data)));
  return settings;
}

function settingsOf(data: DataContent | undefined): HeaderSettings {
  const value = (key: string) => data?.[key]?.content;
  const texts = Object.fromEntries(
    Object.entries(TEXT_DEFAULTS).map(([k, d]) => [k, given(value(k)) ? String(value(k)).trim() : d]),
  ) as Record<keyof typeof TEXT_DEFAULTS, string>;
  const flags = Object.fromEntries(
    Object.entries(FLAG_DEFAULTS).map(([k, d]) => [k, given(value(k)) ? isOn(value(k)) : d]),
  ) as Record<keyof typeof FLAG_DEFAULTS, boolean>;
  const height = Number(value('logoheight'));
  const show: Record<string, boolean> = {};
  for (const key of Object.keys(data ?? {}))
    if (key.startsWith('show') && !(key in FLAG_DEFAULTS)) show[key.slice(4).toLowerCase()] = isOn(value(key));
  return { ...texts, ...flags, logoheight: Number.isFinite(height) && height > 0 ? height : 100, show };
}
