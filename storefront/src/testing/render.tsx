import { renderToString } from 'react-dom/server';
import { RenderBlocks } from '../blocks/RenderBlocks';
import { StorefrontProvider } from '../context';
import type { Block, StorefrontState } from '@saray/contracts/storefront/state';
import { ThemeContext } from '../themes/ThemeContext';
import { themeOf } from '../themes';
import { testState } from './state';

/** Renders blocks as the storefront would, inside the request's providers, to an HTML string. */
export function renderBlocks(blocks: Block[], state: Partial<StorefrontState> = {}): string {
  const full = testState(state);
  return renderToString(
    <StorefrontProvider state={full}>
      <ThemeContext.Provider value={themeOf(full.store.theme)}>
        <RenderBlocks blocks={blocks} />
      </ThemeContext.Provider>
    </StorefrontProvider>,
  );
}
