import { useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import type { Block, Language } from '@saray/contracts/storefront/state';
import { problemOf } from './admin-api';
import { BlockEditorBody } from './BlockEditor';
import { draftOf, type BlockDraft, type BlockRow } from './block-draft';
import { Dialog } from './Dialog';
import { LanguageChoice } from './LanguageChoice';
import { samePageIn } from './page-lookup';
import { readData } from './templates';

/**
 * Copies the same part's block from another language (spec 3 §2 "Content block placeholder", §4 exchange): the
 * editor opens with the other block's content, and saving updates this block.
 */
export function ExchangeBlock({ block, close }: { block: Block; close: () => void }) {
  const { state, t } = useStorefront();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [draft, setDraft] = useState<BlockDraft | null>(null);
  const [from, setFrom] = useState('');
  const pick = async (lang: Language) => {
    setBusy(true);
    setMessage('');
    const name = state.languages.find((l) => l.code === lang)?.name ?? lang;
    try {
      const entityId =
        block.entityName === 'Page' ? (await samePageIn(state, lang, block.entityId))?.id : block.entityId;
      const other =
        entityId &&
        (await api<BlockRow>(
          'GET',
          `/api/CMS/exchangeContent?key=${block.entityName}_${entityId}&partName=${encodeURIComponent(block.partName)}`,
          undefined,
          state.lang,
        ));
      if (!other || !other.id) {
        setMessage(t('storefront.admin.nothingtocopy', { language: name }));
        return;
      }
      setFrom(t('storefront.admin.copiedfrom', { language: name }));
      setDraft({
        ...draftOf(block),
        componentName: other.componentName ?? block.componentName,
        contentTemplateId: other.contentTemplateId ?? null,
        title: other.title ?? '',
        data: readData(other.dataContent),
      });
    } catch (err) {
      setMessage(problemOf(err, t('storefront.error.network')).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('storefront.admin.exchange')} close={close} wide>
      {draft ? (
        <BlockEditorBody draft={draft} close={close} notice={from} />
      ) : (
        <>
          <LanguageChoice pick={(lang) => void pick(lang)} busy={busy} />
          {message && (
            <p className="alert" role="status">
              {message}
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
