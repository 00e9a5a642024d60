import { LinearProgress } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// The editor is loaded with the first form that has rich text, not with the dashboard.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** An html field (spec 3: richtext): the rich-text editor, loaded on first use. */
export function RichTextWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
