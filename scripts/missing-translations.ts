// Lists translation keys the code or the entity files use that a locale lacks: node scripts/run-ts.mjs scripts/missing-translations.ts
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../backend/src/config.js';
import { flattenMessages, LANGUAGES } from '../backend/src/common/i18n.js';
import { registryKeys, sourceKeys } from '../backend/src/common/locale-keys.js';
import { Registry } from '../backend/src/schema/registry.js';

const required = new Set([
  ...registryKeys(Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'))),
  ...sourceKeys(path.join(ROOT_DIR, 'backend/src')),
  ...sourceKeys(path.join(ROOT_DIR, 'admin/src')),
  ...sourceKeys(path.join(ROOT_DIR, 'storefront/src')),
]);
let missing = 0;
for (const lang of LANGUAGES) {
  const have = flattenMessages(
    JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8')) as Record<string, unknown>,
  );
  for (const key of [...required].sort()) {
    if (!have.has(key)) {
      console.log(`${lang}\t${key}`);
      missing++;
    }
  }
}
console.log(missing ? `${missing} missing` : 'All keys present in en, fa and tr.');
