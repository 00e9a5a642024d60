import { lazy, Suspense, useState } from 'react';
import { useStorefront } from '../context';
import { problemOf, upload } from './admin-api';

// The library's table is loaded when an editor first opens it.
const MediaPick = lazy(() => import('./MediaPick').then((m) => ({ default: m.MediaPick })));

const ACCEPT: Record<string, string> = {
  image: 'image/*',
  multiimage: 'image/*',
  video: 'video/*',
  multivideo: 'video/*',
  multiimagevideo: 'image/*,video/*',
};

/**
 * A file-like control: uploads into the control's directory and keeps the stored names (one, or a list for the
 * multi types). Pictures of the Images directory are previewed, and can be chosen from the media library.
 */
export function FileControl({
  id,
  type,
  directory,
  value,
  onChange,
  invalid,
}: {
  id: string;
  type: string;
  directory: string;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  invalid: boolean;
}) {
  const { state, t } = useStorefront();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [picking, setPicking] = useState(false);
  const multi = Array.isArray(value);
  const files = multi ? value : value ? [value] : [];
  const send = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    setError('');
    try {
      const stored = await upload(directory, list, state.lang);
      onChange(multi ? [...value, ...stored] : (stored[0] ?? ''));
    } catch (err) {
      setError(problemOf(err, t('storefront.error.network')).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = (name: string) => onChange(multi ? value.filter((v) => v !== name) : '');
  return (
    <div className="file-control">
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((name) => (
            <li key={name}>
              {directory === 'Images' && /\.(png|jpe?g|gif|webp|svg|bmp)$/i.test(name) && (
                <img src={`/api/CMS/Image/Images/${encodeURIComponent(name)}`} alt="" width={48} height={48} />
              )}
              <span dir="ltr">{name}</span>
              <button type="button" className="link-button" onClick={() => remove(name)}>
                {t('storefront.admin.removefile')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        accept={ACCEPT[type]}
        multiple={multi}
        disabled={busy}
        aria-invalid={invalid}
        onChange={(e) => void send(e.target.files)}
      />
      {directory === 'Images' && (
        <button type="button" className="link-button" onClick={() => setPicking(true)}>
          {t('storefront.admin.media.choose')}
        </button>
      )}
      {picking && (
        <Suspense fallback={null}>
          <MediaPick
            pick={(file) => onChange(multi ? [...value.filter((v) => v !== file), file] : file)}
            close={() => setPicking(false)}
          />
        </Suspense>
      )}
      {busy && <small className="muted">{t('storefront.admin.uploading')}</small>}
      {error && <small className="field-error">{error}</small>}
    </div>
  );
}
