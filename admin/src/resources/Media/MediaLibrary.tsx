import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { CreateButton, Title, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { UPLOAD_EXTENSIONS } from '@saray/contracts/files';
import { useScreen } from '../../screen';
import { useDocumentTitle } from '../../useDocumentTitle';
import { LibrarySearch, useLibrarySearch } from './LibrarySearch';
import { MediaGrid } from './MediaGrid';
import { failure, uploadPicture } from './pictures';

const PER_PAGE = 24;
const ACCEPT = UPLOAD_EXTENSIONS.Images.map((ext) => `.${ext}`).join(',');

/** One file on its way to the library. */
interface Sending {
  key: string;
  name: string;
  sent: number;
  error?: string;
}

/**
 * The media library's screen: pictures dropped anywhere on the drop zone (or chosen) upload one after another, each
 * with its progress and, when refused, the server's reason; the grid below finds pictures by title, alternative
 * text or file name, and opens one to describe it, set its focal point, replace it or see where it is used.
 */
export default function MediaLibrary() {
  const { entity, updatePath, createPath } = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const title = translate(entity.label, { smart_count: 2, _: entity.name });
  useDocumentTitle(title);
  const { typed, setTyped, q, page, setPage } = useLibrarySearch();
  const [sending, setSending] = useState<Sending[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (files: File[]) => {
    if (!files.length) return;
    const batch = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, sent: 0 }));
    setSending((s) => [...s, ...batch]);
    const update = (key: string, change: Partial<Sending>) =>
      setSending((s) => s.map((x) => (x.key === key ? { ...x, ...change } : x)));
    let added = 0;
    for (const [i, file] of files.entries()) {
      try {
        await uploadPicture(file, (sent) => update(batch[i].key, { sent }), true);
        added++;
        setSending((s) => s.filter((x) => x.key !== batch[i].key));
      } catch (err) {
        update(batch[i].key, { error: failure(err) });
      }
    }
    if (added) {
      notify('dashboard.media.uploaded', { type: 'success', messageArgs: { count: added } });
      setPage(1);
      refresh();
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void upload(Array.from(e.dataTransfer.files));
  };

  return (
    <div style={{ contain: 'inline-size' }}>
      <Title title={title} />
      <TopToolbar>{entity.operations.includes('create') && <CreateButton to={createPath} />}</TopToolbar>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <LibrarySearch typed={typed} onType={setTyped} sx={{ maxWidth: 420 }} />
            {entity.operations.includes('create') && (
              <Box
                data-testid="media-drop"
                onDragOver={(e) => {
                  e.preventDefault();
                  setOver(true);
                }}
                onDragLeave={() => setOver(false)}
                onDrop={drop}
                sx={{
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: over ? 'primary.main' : 'divider',
                  bgcolor: over ? 'action.hover' : undefined,
                  borderRadius: 2,
                  p: 2,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <UploadIcon color="action" />
                <Typography color="text.secondary">{translate('dashboard.media.drop')}</Typography>
                <Button size="small" variant="outlined" onClick={() => input.current?.click()}>
                  {translate('dashboard.media.choose')}
                </Button>
                <input
                  ref={input}
                  type="file"
                  hidden
                  multiple
                  accept={ACCEPT}
                  data-testid="media-input"
                  onChange={(e) => {
                    void upload(Array.from(e.target.files ?? []));
                    e.target.value = '';
                  }}
                />
              </Box>
            )}
            {sending.map((s) => (
              <Box key={s.key} data-testid="media-sending">
                {s.error ? (
                  <Alert
                    severity="error"
                    onClose={() => setSending((all) => all.filter((x) => x.key !== s.key))}
                  >{`${s.name}: ${translate(s.error, { _: s.error })}`}</Alert>
                ) : (
                  <>
                    <Typography variant="caption">
                      {translate('dashboard.media.uploading', { name: s.name })}
                    </Typography>
                    <LinearProgress variant="determinate" value={Math.round(s.sent * 100)} />
                  </>
                )}
              </Box>
            ))}
            <MediaGrid
              q={q}
              page={page}
              perPage={PER_PAGE}
              onPage={setPage}
              onChoose={(m) => navigate(updatePath(m.id))}
              action="dashboard.media.open"
            />
          </Stack>
        </CardContent>
      </Card>
    </div>
  );
}
