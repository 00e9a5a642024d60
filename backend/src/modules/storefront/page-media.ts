import { Inject, Injectable } from '@nestjs/common';
import { storedPictureId } from '@saray/contracts/files';
import type { Language, PictureMedia } from '@saray/contracts/storefront/state';
import { DataSource } from 'typeorm';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../common/i18n.js';
import { localizedText } from '../../schema/localized-text.js';

/** Part of every stored picture's name (storedPictureId): its id's 36 characters and the dot of its extension. */
const MAY_NAME_PICTURE = /[0-9a-f-]{36}\.[a-z0-9]/;

/** Where a picture is shown around when its entry names no point: CSS centres a cropped picture anyway. */
const MIDDLE = '50 50';

/** The alternative text's column (the default language's) and its companions of the other languages. */
const ALT_COLUMNS = ['alt', ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => `alt_${l}`)];
// One text for every page, whatever it shows: PostgreSQL prepares it once per connection (decision 83).
const ENTRIES_SQL = `SELECT file, ${ALT_COLUMNS.join(', ')}, focal_point FROM media WHERE file = ANY($1::text[])`;

/**
 * Every stored picture name a value holds, however deep: a string that is one (a product card's picture, a banner's
 * image) or a comma list of them (a gallery field as stored). Screens and blocks keep their pictures in many shapes;
 * walking the value finds them all without naming each screen.
 *
 * @example pictureNames({ products: [{ picture: 'a1….webp' }], image: { content: 'b2….png,c3….png' } })
 */
export function pictureNames(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    // Most texts a page holds name no picture (descriptions, titles, links): looked at once, not split.
    if (!MAY_NAME_PICTURE.test(value)) return found;
    for (const part of value.split(',')) if (storedPictureId(part.trim())) found.add(part.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) pictureNames(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) pictureNames(item, found);
  }
  return found;
}

type EntryRow = { file: string; focal_point: string } & Record<string, string | null>;

/** What the page needs of an entry: its text in the language and a focal point off the middle, else nothing. */
export function pictureMedia(row: EntryRow, lang: Language, fallback?: Language): PictureMedia | undefined {
  const alt = localizedText(row, 'alt', lang, fallback);
  const focalPoint = row.focal_point && row.focal_point !== MIDDLE ? row.focal_point : undefined;
  if (!alt && !focalPoint) return undefined;
  return { ...(alt ? { alt } : {}), ...(focalPoint ? { focalPoint } : {}) };
}

/**
 * The media library's word on the pictures a page shows: their alternative text in the page's language and the
 * point a crop keeps in view. One statement per page, and none for a page without stored pictures.
 *
 * It reads the table directly rather than through CrudService: the library is the administrators', but what it says
 * of a picture a page already shows (its description, where to crop it) is part of showing it. And it runs on every
 * page: a list query's IN list would give the statement a new text for every number of pictures, where this one
 * text is prepared once.
 */
@Injectable()
export class PageMedia {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async of(shown: unknown, lang: Language, fallback?: Language): Promise<Record<string, PictureMedia> | undefined> {
    const files = [...pictureNames(shown)];
    if (!files.length) return undefined;
    const rows = (await this.dataSource.query(ENTRIES_SQL, [files])) as EntryRow[];
    const entries = rows.flatMap((row) => {
      const media = pictureMedia(row, lang, fallback);
      return media ? [[row.file, media] as const] : [];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
}
