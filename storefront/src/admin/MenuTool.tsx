import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import type { MenuItem } from '@saray/contracts/storefront/state';
import { newId, problemOf } from './admin-api';
import { draftOf, saveBody, type BlockDraft, type BlockRow } from './block-draft';
import { Dialog } from './Dialog';
import { MenuItemDialog } from './MenuItemDialog';
import { menuItems, movedUp, withItem, withoutItem } from './menu-items';
import type { TemplateRow } from './templates';

type Op = 'add' | 'edit' | 'delete' | 'moveup';
type Problem = { message: string; field?: string };

/**
 * The menu block's items edited in place (spec 3 §2 "Menu block"): add (at the top or under an item), edit, delete
 * (asked first) and move up (before its previous sibling). The whole block is saved, and the server checks the list:
 * its refusal (an item whose children would be left behind) shows in the dialog. The first item of a site without a
 * menu block makes the block, on the language's home page.
 */
export function MenuTool({
  op,
  blockId,
  itemId,
  parentId,
  close,
}: {
  op: Op;
  blockId: number | null;
  itemId?: string;
  parentId?: string | null;
  close: () => void;
}) {
  const { state, t } = useStorefront();
  const [block, setBlock] = useState<BlockDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [freshId] = useState(newId);
  const items = menuItems(block?.data);
  const item = items.find((i) => i.id === itemId);

  const save = async (draft: BlockDraft, next: MenuItem[]) => {
    setBusy(true);
    setProblem(null);
    const field = draft.data.menuitems;
    const data = {
      ...draft.data,
      menuitems: { title: field?.title ?? 'Menu items', type: 'componentlist', content: JSON.stringify(next) },
    };
    try {
      await api('POST', '/api/CMS/saveContent', saveBody(draft, data), state.lang);
      window.location.reload();
    } catch (err) {
      const p = problemOf(err, t('storefront.error.network'));
      setProblem({ message: p.message, field: p.fields['dataContent/menuitems'] });
      setBusy(false);
    }
  };

  useEffect(() => {
    const load = async (): Promise<BlockDraft> => {
      if (blockId) return draftOf(await api<BlockRow>('GET', `/api/contents/${blockId}`, undefined, state.lang));
      if (!state.layoutPageId)
        throw Object.assign(new Error('no home page'), { body: { message: t('storefront.admin.menu.nohomepage') } });
      const filter = encodeURIComponent(JSON.stringify({ componentName: 'menu' }));
      const [template] = await api<TemplateRow[]>(
        'GET',
        `/api/content-templates?filter=${filter}`,
        undefined,
        state.lang,
      );
      const where = { partName: 'menu', entityName: 'Page', entityId: state.layoutPageId };
      return {
        ...where,
        componentName: 'menu',
        contentTemplateId: template?.id ?? null,
        title: '',
        displayOrder: 0,
        published: true,
        data: {},
      };
    };
    load().then(
      (draft) => {
        setBlock(draft);
        if (op !== 'moveup' || !itemId) return;
        const list = menuItems(draft.data);
        const next = movedUp(list, itemId);
        // The first of its siblings stays where it is: nothing to save.
        if (next === list) close();
        else void save(draft, next);
      },
      (err: unknown) => setProblem({ message: problemOf(err, t('storefront.error.network')).message }),
    );
  }, []); // Loaded once, when the tool opens.

  const heading = t(`storefront.admin.menu.heading.${op}`);
  const problemView = problem && (
    <p className="alert alert--error" role="alert">
      {problem.message}
      {problem.field && problem.field !== problem.message && (
        <>
          <br />
          {problem.field}
        </>
      )}
    </p>
  );
  let body;
  if (!block) body = problemView ?? <p aria-busy="true">{t('storefront.common.loading')}</p>;
  else if ((op === 'edit' || op === 'delete' || op === 'moveup') && !item)
    body = <p className="alert alert--error">{t('storefront.admin.menu.notfound')}</p>;
  else if (op === 'moveup') body = problemView ?? <p aria-busy="true">{t('storefront.admin.saving')}</p>;
  else if (op === 'delete')
    body = (
      <>
        <p>{t('storefront.admin.menu.deleteconfirm', { title: item?.title ?? '' })}</p>
        {problemView}
        <div className="dialog-actions">
          <button
            type="button"
            className="button--primary"
            data-action="yes"
            disabled={busy}
            onClick={() => void save(block, withoutItem(items, itemId!))}
          >
            {t('storefront.common.yes')}
          </button>
          <button type="button" data-action="no" onClick={close}>
            {t('storefront.common.no')}
          </button>
        </div>
      </>
    );
  else
    body = (
      <MenuItemDialog
        item={item ?? { id: freshId, title: '', link: '', opennewtab: false, parentid: parentId ?? null }}
        save={(next) => void save(block, withItem(items, next))}
        close={close}
        busy={busy}
        problem={problemView}
      />
    );
  return (
    <Dialog title={heading} close={close} wide={op === 'add' || op === 'edit'}>
      {body}
    </Dialog>
  );
}
