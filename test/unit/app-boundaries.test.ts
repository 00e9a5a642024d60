import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT_DIR } from '../../backend/src/config.js';

// The project's own lint configuration, on source text as if it stood at the given file.
const eslint = new ESLint({ cwd: ROOT_DIR });
const crossAppErrors = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT_DIR, file) });
  return result.messages.filter((m) => m.ruleId === 'saray/no-cross-app-imports').map((m) => m.message);
};

describe('the apps import nothing of each other', () => {
  test.each([
    [
      'admin/src/screens/Console.tsx',
      "import { HubConnection } from '../../../storefront/src/chat/hub';",
      'admin',
      'storefront',
    ],
    [
      'storefront/src/blocks/registry.spec.ts',
      "import { T } from '../../../backend/src/templates';",
      'storefront',
      'backend',
    ],
    [
      'backend/src/modules/storefront/views.ts',
      "import type { S } from '../../../../storefront/src/s.js';",
      'backend',
      'storefront',
    ],
    ['backend/src/main.ts', "export * from '../../admin/src/schema';", 'backend', 'admin'],
    ['storefront/src/App.tsx', "const m = await import('@saray/admin/src/x');", 'storefront', 'admin'],
    ['contracts/src/files.ts', "import { X } from '../../backend/src/x.js';", 'contracts', 'backend'],
  ])('%s may not import from another app', async (file, code, from, to) => {
    expect(await crossAppErrors(file, code)).toEqual([
      `${from}/ may not import from ${to}/: move what both need into contracts/.`,
    ]);
  });

  test.each([
    ['admin/src/screens/Console.tsx', "import { HubConnection } from '@saray/contracts/chat/hub-connection';"],
    ['storefront/src/layout/Menu.tsx', "import { useAdminTool } from '../admin/AdminFrame';"],
    ['backend/src/db/seed.ts', "import { BLOCK_TEMPLATES } from '@saray/contracts/block-templates';"],
    ['admin/src/providers/i18n.ts', "const en = () => import('../../../locales/en.json');"],
    ['test/unit/x.test.ts', "import { OFFICIAL_BLOCKS } from '../../storefront/src/blocks/index.js';"],
  ])('%s may import its own folder, contracts/ and shared data', async (file, code) => {
    expect(await crossAppErrors(file, code)).toEqual([]);
  });
});
