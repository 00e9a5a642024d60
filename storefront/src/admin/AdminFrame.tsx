import { useState, type ReactNode } from 'react';
import { useStorefront } from '../context';
import type { Block } from '@saray/contracts/storefront/state';
import type { AdminTool } from './tools';

/** Opens an administrator tool; the tools live in a chunk of their own, fetched on the first click. */
export function useAdminTool() {
  const [tool, setTool] = useState<ReactNode>(null);
  const open = async (request: AdminTool) => {
    const { renderTool } = await import('./AdminTools');
    setTool(renderTool(request, () => setTool(null)));
  };
  return { tool, open };
}

/** A block with its hover toolbar: edit, delete and exchange (copy from another language). */
export function AdminBlockFrame({ block, children }: { block: Block; children: ReactNode }) {
  const { t } = useStorefront();
  const { tool, open } = useAdminTool();
  const name = block.componentName.toLowerCase();
  return (
    <div className="block block--editable" data-block={name} id={`block-${block.id}`}>
      <div className="block-tools" role="toolbar" aria-label={t('storefront.admin.blocktools')}>
        <button type="button" data-action="edit" onClick={() => open({ kind: 'editBlock', block })}>
          {t('storefront.admin.edit')}
        </button>
        <button type="button" data-action="exchange" onClick={() => open({ kind: 'exchangeBlock', block })}>
          {t('storefront.admin.exchange')}
        </button>
        <button type="button" data-action="delete" onClick={() => open({ kind: 'deleteBlock', block })}>
          {t('storefront.admin.delete')}
        </button>
      </div>
      {children}
      {tool}
    </div>
  );
}

/** Where a part has no block yet: the administrator's create button. */
export function AdminEmptyPart({ part }: { part: { partName: string; entityName: string; entityId: number } }) {
  const { t } = useStorefront();
  const { tool, open } = useAdminTool();
  return (
    <div className="block-empty" data-part={part.partName}>
      <button type="button" data-action="create" onClick={() => open({ kind: 'createBlock', part })}>
        {t('storefront.admin.createblock')}
      </button>
      {tool}
    </div>
  );
}
