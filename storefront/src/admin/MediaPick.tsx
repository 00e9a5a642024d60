import { storedImageUrl, storedPictureId, variantName } from '@saray/contracts/files';
import { useStorefront } from '../context';
import { listPage } from './admin-api';
import { Dialog } from './Dialog';
import { PAGE_SIZE, PickTable } from './PickTable';

interface MediaRow {
  id: number;
  file: string;
  title: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
}

const thumbnail = (file: string) => {
  const id = storedPictureId(file);
  return storedImageUrl(id ? variantName(id, 320, 'webp') : file);
};

/**
 * The media library in a content block's picture control: a searchable table of its pictures, newest first, each
 * picked as the control's value (or added to a list of them).
 */
export function MediaPick({ pick, close }: { pick: (file: string) => void; close: () => void }) {
  const { state, t } = useStorefront();
  return (
    <Dialog title={t('storefront.admin.media.title')} close={close} wide>
      <PickTable<MediaRow>
        name="media"
        columns={[
          {
            label: t('storefront.admin.media.picture'),
            cell: (m) => (
              <img src={thumbnail(m.file)} alt={m.alt ?? ''} width={64} height={48} className="media-thumb" />
            ),
          },
          { label: t('storefront.admin.media.name'), cell: (m) => m.alt || m.title || m.file },
          {
            label: t('storefront.admin.media.size'),
            cell: (m) => (m.width && m.height ? <span dir="ltr">{`${m.width} × ${m.height}`}</span> : ''),
          },
        ]}
        load={(keyword, i) =>
          listPage<MediaRow>(
            'media',
            {
              filter: keyword ? { q: keyword } : {},
              range: [i * PAGE_SIZE, i * PAGE_SIZE + PAGE_SIZE - 1],
              sort: ['id', 'DESC'],
            },
            state.lang,
          )
        }
        pick={(m) => {
          pick(m.file);
          close();
        }}
      />
    </Dialog>
  );
}
