import { RenderBlocks } from '../blocks/RenderBlocks';
import type { Block } from '@saray/contracts/storefront/state';

/** Column parts per layout (spec 3 §9): the main part and, for the wider layouts, side parts. */
const LAYOUTS: Record<string, string[]> = {
  onecolumn: ['main'],
  twocolumn: ['main', 'side'],
  twocolumn_reverse: ['side', 'main'],
  threecolumn: ['side', 'main', 'side2'],
};

/** A page's blocks in its layout's columns; each column is a part an administrator can add blocks to. */
export function Columns({
  layoutType,
  parts,
  entityId,
}: {
  layoutType: string;
  parts: Record<string, Block[]> | undefined;
  entityId: number;
}) {
  const columns = LAYOUTS[layoutType] ?? LAYOUTS.onecolumn;
  return (
    <div className={`columns columns--${layoutType in LAYOUTS ? layoutType : 'onecolumn'}`}>
      {columns.map((partName) => (
        <div key={partName} className={`column column--${partName}`}>
          <RenderBlocks blocks={parts?.[partName]} part={{ partName, entityName: 'Page', entityId }} />
        </div>
      ))}
    </div>
  );
}
