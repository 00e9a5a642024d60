import { BLOCK_TEMPLATES } from '@saray/contracts/block-templates';
import { OFFICIAL_BLOCKS } from '.';

// The header's menu and the mobile command bar have templates but are drawn by the layout, not as blocks.
const LAYOUT_PARTS = ['menu', 'mobilecommandmenu'];

test('every official block has a content template of the same componentName, and the other way round', () => {
  const templated = BLOCK_TEMPLATES.map((t) => t.componentName).filter((n) => !LAYOUT_PARTS.includes(n));
  expect(Object.keys(OFFICIAL_BLOCKS).sort()).toEqual(templated.sort());
});
