import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import { Box, Divider, FormLabel, ToggleButton, Typography, type SvgIconProps } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify, { type Config } from 'dompurify';
import { useRef, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What rich text may hold: the list the server checks the html format against (backend/src/schema/html-format.ts).
 * DOMPurify also drops scripts, event handlers and unsafe URLs whatever the list says.
 */
const PURIFY: Config = {
  ALLOWED_TAGS: [
    ...['address', 'article', 'aside', 'footer', 'header', 'hgroup', 'main', 'nav', 'section', 'menu'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr'],
    ...['li', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em'],
    ...['i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub'],
    ...['sup', 'time', 'u', 'var', 'wbr', 'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th'],
    ...['thead', 'tr', 'img'],
  ],
  ALLOWED_ATTR: ['dir', 'lang', 'title', 'href', 'name', 'target', 'rel', 'src', 'alt', 'width', 'height', 'start'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Rich text as the form stores it: cleaned HTML, or null when nothing is written. */
const cleanHtml = (html: string): string => DOMPurify.sanitize(html, PURIFY);

interface Command {
  key: string;
  Icon: ComponentType<SvgIconProps> | null;
  text?: string;
  active?(e: Editor): boolean;
  run(e: Editor): void;
}

const COMMANDS: Command[] = [
  {
    key: 'bold',
    Icon: FormatBold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    Icon: FormatItalic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    Icon: FormatUnderlined,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    Icon: FormatStrikethrough,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  ...([2, 3] as const).map((level) => ({
    key: `heading${level}`,
    Icon: null,
    text: `H${level}`,
    active: (e: Editor) => e.isActive('heading', { level }),
    run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  {
    key: 'bulletlist',
    Icon: FormatListBulleted,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedlist',
    Icon: FormatListNumbered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    Icon: FormatQuote,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { key: 'undo', Icon: Undo, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', Icon: Redo, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => COMMANDS.map((c) => Boolean(c.active?.(e))),
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5 }}>
      {COMMANDS.map(({ key, Icon, text, run }, i) => (
        <ToggleButton
          key={key}
          value={key}
          size="small"
          selected={active[i]}
          disabled={disabled}
          // A button showing text (H2) is named by that text first, so that a speech-input user can say it.
          aria-label={[text, translate(`dashboard.richtext.${key}`)].filter(Boolean).join(' ')}
          title={translate(`dashboard.richtext.${key}`)}
          onClick={() => run(editor)}
          sx={{ minWidth: 36 }}
        >
          {Icon ? <Icon fontSize="small" /> : <Typography variant="caption">{text}</Typography>}
        </ToggleButton>
      ))}
    </Box>
  );
}

/**
 * The rich-text editor of an html field (spec 3: richtext), TipTap with a toolbar. Its HTML is cleaned with DOMPurify
 * both when it is loaded and before it goes into the form, so a script never reaches the value; the server refuses
 * HTML that still holds one.
 */
export function RichTextEditor(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const locked = Boolean(disabled || readonly);
  // The editor keeps the callbacks it was created with; these follow the form's latest ones.
  const latest = useRef({ onChange, onBlur, onFocus, value });
  latest.current = { onChange, onBlur, onFocus, value };
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: cleanHtml(typeof value === 'string' ? value : ''),
    editable: !locked,
    editorProps: { attributes: { id, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => latest.current.onChange(e.isEmpty ? null : cleanHtml(e.getHTML())),
    onBlur: () => latest.current.onBlur(id, latest.current.value),
    onFocus: () => latest.current.onFocus(id, latest.current.value),
  });
  const invalid = Boolean(rawErrors?.length);
  return (
    <Box sx={{ my: 1 }} data-richtext={id}>
      <FormLabel required={required} error={invalid} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .tiptap': { minHeight: 120, px: 1.5, py: 1, outline: 'none' },
          '& .tiptap p': { my: 0.5 },
        }}
      >
        {editor && <Toolbar editor={editor} disabled={locked} />}
        <Divider />
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
