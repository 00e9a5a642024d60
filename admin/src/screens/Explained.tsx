import { Tooltip } from '@mui/material';
import { useId, type ReactElement } from 'react';

/** Off screen but read by screen readers. */
const OFF_SCREEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A control that may be disabled, with the reason why: a tooltip on pointer or keyboard focus (a disabled button
 * takes neither, so its wrapper does), and the same text as the control's accessible description.
 */
export function Explained({ reason, children }: { reason?: string; children(describedBy?: string): ReactElement }) {
  const id = useId();
  if (!reason) return children();
  return (
    <Tooltip title={reason} describeChild>
      <span tabIndex={0} data-reason={reason} style={{ display: 'inline-flex' }}>
        {children(id)}
        <span id={id} style={OFF_SCREEN}>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
