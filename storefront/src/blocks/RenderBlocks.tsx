import { useStorefront } from '../context';
import { AdminBlockFrame, AdminEmptyPart } from '../admin/AdminFrame';
import type { Block } from '@saray/contracts/storefront/state';
import { useTheme } from '../themes/ThemeContext';

interface Props {
  blocks: Block[] | undefined;
  /** Where new blocks of this part go, for the administrator's create button. */
  part?: { partName: string; entityName: string; entityId: number };
}

/**
 * Draws a part's blocks with the active theme's components; an unknown componentName draws nothing. Administrators
 * get the in-place tools around each block and a create button where the part is empty.
 */
export function RenderBlocks({ blocks = [], part }: Props) {
  const { state } = useStorefront();
  const theme = useTheme();
  const admin = state.user?.isAdmin === true;
  if (!blocks.length) return admin && part ? <AdminEmptyPart part={part} /> : null;
  return (
    <>
      {blocks.map((block) => {
        const Component = theme.blocks[block.componentName.toLowerCase()];
        if (!Component) return null;
        const drawn = <Component block={block} />;
        return admin ? (
          <AdminBlockFrame key={block.id} block={block}>
            {drawn}
          </AdminBlockFrame>
        ) : (
          <div key={block.id} className="block" data-block={block.componentName.toLowerCase()} id={`block-${block.id}`}>
            {drawn}
          </div>
        );
      })}
    </>
  );
}
