import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import { problemOf } from './admin-api';
import { BlockEditorBody } from './BlockEditor';
import type { BlockDraft, BlockRow } from './block-draft';
import { Dialog } from './Dialog';
import type { TemplateRow } from './templates';

type Part = { partName: string; entityName: string; entityId: number };

/**
 * A new block in a part: first its type, from the content templates (name and component), then the editor. It goes
 * after the part's blocks (display order 0 in an empty part).
 */
export function CreateBlock({ part, close }: { part: Part; close: () => void }) {
  const { state, t } = useStorefront();
  const [templates, setTemplates] = useState<TemplateRow[] | null>(null);
  const [order, setOrder] = useState(0);
  const [error, setError] = useState('');
  const [draft, setDraft] = useState<BlockDraft | null>(null);
  useEffect(() => {
    const query = new URLSearchParams({
      partName: part.partName,
      entityName: part.entityName,
      entityId: String(part.entityId),
    });
    Promise.all([
      // The page template describes a page's own data, not a block.
      api<TemplateRow[]>(
        'GET',
        `/api/content-templates?sort=["name","ASC"]&range=[0,199]&filter=${encodeURIComponent('{"componentName_neq":"page"}')}`,
        undefined,
        state.lang,
      ),
      api<BlockRow[]>('GET', `/api/CMS/getContents?${query.toString()}`, undefined, state.lang),
    ]).then(
      ([list, blocks]) => {
        setTemplates(list);
        setOrder(blocks.length ? Math.max(...blocks.map((b) => Number(b.displayOrder ?? 0))) + 1 : 0);
      },
      (err: unknown) => setError(problemOf(err, t('storefront.error.network')).message),
    );
  }, [part.partName, part.entityName, part.entityId, state.lang]);
  const choose = (template: TemplateRow) =>
    setDraft({
      ...part,
      componentName: template.componentName,
      contentTemplateId: template.id,
      title: '',
      displayOrder: order,
      published: true,
      data: {},
    });
  return (
    <Dialog title={t('storefront.admin.createblock')} close={close} wide>
      {draft ? (
        <BlockEditorBody draft={draft} close={close} />
      ) : error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : !templates ? (
        <p aria-busy="true">{t('storefront.common.loading')}</p>
      ) : (
        <div className="choice-list" role="group" aria-label={t('storefront.admin.chooseblocktype')}>
          <p>{t('storefront.admin.chooseblocktype')}</p>
          {templates.map((tpl) => (
            <button key={tpl.id} type="button" data-component={tpl.componentName} onClick={() => choose(tpl)}>
              {tpl.name} <small className="muted">{tpl.componentName}</small>
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
