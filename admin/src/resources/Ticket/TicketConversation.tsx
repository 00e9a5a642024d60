import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useLocaleState, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { formatDate } from '../../format';
import { api } from '../../http';
import { session } from '../../session';

interface Post {
  id: number;
  body: string;
  createdAt: string;
  fromStaff: boolean;
  author: { name: string } | null;
  forwardedToUnitTitle: string | null;
  attachments: { name: string; url: string }[];
}
interface Unit {
  id: number;
  title: string;
}

/** Saves an attachment: it is served only with the reader's token, which a plain link would not carry. */
async function download(url: string, name: string): Promise<void> {
  const token = session.get()?.access_token;
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new HttpError('common.error.notfound', res.status);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

const problemOf = (err: unknown): string =>
  err instanceof HttpError ? ((err.body as { message?: string } | undefined)?.message ?? err.message) : String(err);

/**
 * Below a ticket's form: its conversation (the staff's answers marked, forwards shown as events), a reply with
 * attachments, and forwarding to another unit. The server decides who may do what; locked tickets take no reply.
 */
export function TicketConversation({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const queries = useQueryClient();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [unitId, setUnitId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const posts = useQuery({
    queryKey: ['ticketPosts', record.id],
    queryFn: async () =>
      (await api<{ data: Post[] }>(`/api/Tickets/getTicketPosts?ticketId=${record.id}&pageSize=1000`)).json.data,
  });
  const units = useQuery({
    queryKey: ['crmUnits'],
    queryFn: async () => (await api<Unit[]>('/api/CRM/getUnits')).json,
  });
  const open = !record.isLocked && !record.isApproved;
  const done = async (message: string) => {
    notify(message, { type: 'success' });
    await queries.invalidateQueries({ queryKey: ['ticketPosts', record.id] });
    refresh();
  };
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setProblem(null);
    try {
      await done(await work());
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  };
  const reply = () =>
    run(async () => {
      const attachments: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        attachments.push(
          (
            await api<{ name: string }>('/api/CMS/UploadFile?directory=Tickets', {
              method: 'POST',
              body: form,
            })
          ).json.name,
        );
      }
      await api('/api/Tickets/addTicketPost', {
        method: 'POST',
        body: JSON.stringify({ ticketId: record.id, body, attachments }),
      });
      setBody('');
      setFiles([]);
      return 'dashboard.tickets.replied';
    });
  const forward = () =>
    run(async () => {
      await api('/api/Tickets/forwardTicket', {
        method: 'POST',
        body: JSON.stringify({ ticketId: record.id, unitId: unitId ? Number(unitId) : undefined, note }),
      });
      setUnitId('');
      setNote('');
      return 'dashboard.tickets.forwarded';
    });
  return (
    <Card sx={{ mt: 2 }} data-testid="ticket-conversation">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('dashboard.tickets.conversation')}
        </Typography>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {(posts.data ?? []).map((p) =>
            p.forwardedToUnitTitle ? (
              <Typography key={p.id} component="li" variant="body2" color="text.secondary" data-post={p.id}>
                {translate('dashboard.tickets.forwardevent', {
                  name: p.author?.name ?? '',
                  unit: p.forwardedToUnitTitle,
                })}{' '}
                · {formatDate(p.createdAt, locale, true)}
              </Typography>
            ) : (
              <Box
                key={p.id}
                component="li"
                data-post={p.id}
                sx={{
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: p.fromStaff ? 'action.hover' : undefined,
                  ml: p.fromStaff ? 6 : 0,
                  mr: p.fromStaff ? 0 : 6,
                }}
              >
                <Stack direction="row" spacing={1} alignItems="center">
                  {/* A post without an author is the visitor's message from the contact page: the ticket names them. */}
                  <Typography variant="subtitle2">{p.author?.name ?? record.contactName}</Typography>
                  {p.fromStaff && <Chip size="small" label={translate('dashboard.tickets.staff')} />}
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(p.createdAt, locale, true)}
                  </Typography>
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.body}</Typography>
                {p.attachments.map((a) => (
                  <Button
                    key={a.name}
                    size="small"
                    onClick={() => download(a.url, a.name).catch(() => notify('common.error.notfound'))}
                  >
                    {a.name}
                  </Button>
                ))}
              </Box>
            ),
          )}
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {open ? (
          <Stack spacing={2} sx={{ mt: 3 }}>
            <TextField
              label={translate('dashboard.tickets.reply')}
              multiline
              minRows={3}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              inputProps={{ 'data-testid': 'ticket-reply', maxLength: 10000 }}
            />
            <Stack direction="row" spacing={1} alignItems="center">
              <Button component="label" variant="outlined" size="small">
                {translate('dashboard.upload.add')}
                <input hidden type="file" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
              </Button>
              <Typography variant="caption">{files.map((f) => f.name).join(', ')}</Typography>
            </Stack>
            <Box>
              <Button variant="contained" disabled={busy} onClick={() => void reply()}>
                {translate('dashboard.tickets.send')}
              </Button>
            </Box>
            <Typography variant="subtitle1">{translate('dashboard.tickets.forward')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={translate('dashboard.tickets.forwardto')}
                value={unitId}
                onChange={(e) => setUnitId(e.target.value)}
                sx={{ minWidth: 220 }}
                SelectProps={{ inputProps: { 'data-testid': 'ticket-forward-unit' } }}
              >
                {(units.data ?? [])
                  .filter((u) => u.id !== record.unitId)
                  .map((u) => (
                    <MenuItem key={u.id} value={String(u.id)}>
                      {u.title}
                    </MenuItem>
                  ))}
              </TextField>
              <TextField
                label={translate('dashboard.tickets.note')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                sx={{ flex: 1 }}
              />
              <Button variant="outlined" disabled={busy || !unitId} onClick={() => void forward()}>
                {translate('dashboard.tickets.forward')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(record.isApproved ? 'ticket.error.approved' : 'ticket.error.locked')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
