import type { Block, PageView } from '@saray/contracts/storefront/state';

/** What an administrator asked to do in place. */
export type AdminTool =
  | { kind: 'editBlock'; block: Block }
  | { kind: 'deleteBlock'; block: Block }
  | { kind: 'exchangeBlock'; block: Block }
  | { kind: 'createBlock'; part: { partName: string; entityName: string; entityId: number } }
  | { kind: 'pageWizard'; mode: 'create' | 'edit' | 'exchange'; page?: PageView }
  | {
      kind: 'menuItem';
      op: 'add' | 'edit' | 'delete' | 'moveup';
      blockId: number | null;
      itemId?: string;
      parentId?: string | null;
    };
