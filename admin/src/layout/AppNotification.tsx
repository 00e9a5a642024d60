import { Alert, AlertTitle, Box, LinearProgress, Snackbar } from '@mui/material';
import { isValidElement, useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useNotify,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { authEvents } from '../authEvents';

/** Spec 3 §8: a notice stays 5 seconds, and 1 second more after the pointer leaves it (it waits while hovered). */
export const DISPLAY_MS = 5000;
export const EXTENDED_MS = 1000;
const TICK_MS = 100;

/**
 * The dashboard's notices (spec 3 §8): one at a time, at the top on the reading side's start (left in right-to-left
 * pages), with a close button and a bar showing the time left. Errors carry the error title. An ended session
 * ('Authorization') or a refused call ('Access Denied') is shown for 9 seconds (spec 2 §9).
 */
export function AppNotification() {
  const translate = useTranslate();
  const notify = useNotify();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState<number | null>(DISPLAY_MS);
  const hovered = useRef(false);

  useEffect(() => {
    const show = (key: string) => () => notify(key, { type: 'error', autoHideDuration: 9000 });
    const unauthorized = show('dashboard.notice.authorization');
    const forbidden = show('dashboard.notice.accessdenied');
    authEvents.addEventListener('unauthorized', unauthorized);
    authEvents.addEventListener('forbidden', forbidden);
    return () => {
      authEvents.removeEventListener('unauthorized', unauthorized);
      authEvents.removeEventListener('forbidden', forbidden);
    };
  }, [notify]);

  // The next notice, once the current one has gone.
  useEffect(() => {
    if (current || !notifications.length) return;
    const next = takeNotification();
    if (!next) return;
    setCurrent(next);
    setElapsed(0);
    // A notice closed with its button leaves no pointer-leave event: the next one starts its own countdown.
    hovered.current = false;
    const own = next.notificationOptions?.autoHideDuration;
    setDuration(own === undefined ? DISPLAY_MS : own);
    setOpen(true);
  }, [notifications, current, takeNotification]);

  // The countdown, paused while the pointer is over the notice.
  useEffect(() => {
    if (!open || duration === null) return;
    const timer = setInterval(() => {
      if (!hovered.current) setElapsed((e) => e + TICK_MS);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [open, duration]);
  useEffect(() => {
    if (open && duration !== null && elapsed >= duration) setOpen(false);
  }, [open, elapsed, duration]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    if (current?.notificationOptions?.undoable) {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo: false });
      else undoableEventEmitter.emit('end', { isUndo: false });
    }
    setCurrent(undefined);
  }, [current, takeMutation]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const severity = type === 'warning' || type === 'error' || type === 'success' ? type : 'info';
  const text =
    typeof message === 'string' ? translate(message, { _: message, ...notificationOptions.messageArgs }) : null;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        // The right-to-left style plugin mirrors every left and right: 'right' lands on the left in fa.
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ transition: { onExited: exited } }}
      >
        <Box
          onMouseEnter={() => (hovered.current = true)}
          onMouseLeave={() => {
            hovered.current = false;
            if (duration !== null) setDuration(elapsed + EXTENDED_MS);
          }}
          sx={{ minWidth: 300, maxWidth: 560, boxShadow: 6, borderRadius: 1, overflow: 'hidden' }}
          data-testid="notification"
          data-type={severity}
        >
          <Alert
            severity={severity}
            variant="filled"
            onClose={close}
            closeText={translate('ra.action.close')}
            sx={{ borderRadius: 0 }}
          >
            {severity === 'error' && <AlertTitle>{translate('common.error.title')}</AlertTitle>}
            <span>{text ?? (isValidElement(message) ? message : null)}</span>
          </Alert>
          {duration !== null && (
            <LinearProgress
              variant="determinate"
              color={severity === 'info' ? 'primary' : severity}
              value={Math.max(0, 100 - (elapsed * 100) / duration)}
              aria-label={translate('dashboard.notice.timeleft')}
              sx={{ '& .MuiLinearProgress-bar': { transition: `transform ${TICK_MS}ms linear` } }}
            />
          )}
        </Box>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
