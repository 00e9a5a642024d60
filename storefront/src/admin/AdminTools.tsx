import type { ReactNode } from 'react';
import { ConfirmDelete } from './ConfirmDelete';
import type { AdminTool } from './tools';

/** The administrator's in-place tools, loaded on first use: each request opens its dialog. */
export function renderTool(tool: AdminTool, close: () => void): ReactNode {
  switch (tool.kind) {
    case 'deleteBlock':
      return <ConfirmDelete block={tool.block} close={close} />;
    default:
      return null;
  }
}
