import type { ReactNode } from 'react';
import { useStorefront } from '../context';
import type { Block } from '@saray/contracts/storefront/state';
import { BlockEditor } from './BlockEditor';
import { draftOf } from './block-draft';
import { ConfirmDelete } from './ConfirmDelete';
import { CreateBlock } from './CreateBlock';
import { ExchangeBlock } from './ExchangeBlock';
import { MenuTool } from './MenuTool';
import { PageWizard } from './PageWizard';
import type { AdminTool } from './tools';

function EditBlock({ block, close }: { block: Block; close: () => void }) {
  const { t } = useStorefront();
  return <BlockEditor heading={t('storefront.admin.editblock')} draft={draftOf(block)} close={close} />;
}

/** The administrator's in-place tools, loaded on first use: each request opens its dialog. */
export function renderTool(tool: AdminTool, close: () => void): ReactNode {
  switch (tool.kind) {
    case 'editBlock':
      return <EditBlock block={tool.block} close={close} />;
    case 'deleteBlock':
      return <ConfirmDelete block={tool.block} close={close} />;
    case 'createBlock':
      return <CreateBlock part={tool.part} close={close} />;
    case 'exchangeBlock':
      return <ExchangeBlock block={tool.block} close={close} />;
    case 'pageWizard':
      return <PageWizard mode={tool.mode} page={tool.page} close={close} />;
    case 'menuItem':
      return (
        <MenuTool op={tool.op} blockId={tool.blockId} itemId={tool.itemId} parentId={tool.parentId} close={close} />
      );
  }
}
