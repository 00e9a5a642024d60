import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { flattenMessages, LANGUAGES } from '../../backend/src/common/i18n.js';
import { registryKeys, sourceKeys } from '../../backend/src/common/locale-keys.js';
import { catalogueKeys } from '../../backend/src/modules/settings/setting-catalogue.js';
import { Registry } from '../../backend/src/schema/registry.js';

const catalogs = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    flattenMessages(JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8'))),
  ]),
);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const required = [
    ...registryKeys(Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'))),
    ...catalogueKeys(),
    ...sourceKeys(path.join(ROOT_DIR, 'backend/src')),
    ...sourceKeys(path.join(ROOT_DIR, 'admin/src')),
    ...sourceKeys(path.join(ROOT_DIR, 'storefront/src')),
  ];

  test.each(LANGUAGES)('%s has every key the code and the entity files use', (lang) => {
    expect(required.filter((key) => !catalogs[lang].has(key))).toEqual([]);
  });

  test('the three languages have the same keys, none empty, with the same placeholders', () => {
    const en = catalogs.en;
    for (const lang of LANGUAGES) {
      expect([...catalogs[lang].keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of catalogs[lang]) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholders(text)]).toEqual([key, placeholders(en.get(key)!)]);
      }
    }
  });

  test('fa is written in Persian script', () => {
    expect(catalogs.fa.get('common.error.notfound')).toMatch(/[\u0600-\u06FF]/);
  });
});
