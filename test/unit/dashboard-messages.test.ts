import fs from 'node:fs';
import path from 'node:path';
import { dashboardMessages } from '../../admin/dashboard-messages.js';
import { ROOT_DIR } from '../../backend/src/config.js';
import { flattenMessages } from '../../backend/src/common/i18n.js';
import { sourceKeys } from '../../backend/src/common/locale-keys.js';

// The dashboard ships its messages without most of the storefront's: every key its code uses must still be there.
test('every key the dashboard uses is in the messages it ships', () => {
  const en = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', 'en.json'), 'utf8'));
  const shipped = flattenMessages(dashboardMessages(en) as never);
  const used = [...sourceKeys(path.join(ROOT_DIR, 'admin/src'))];
  expect(used.filter((key) => !shipped.has(key))).toEqual([]);
  expect(shipped.size).toBeLessThan(flattenMessages(en).size);
});
