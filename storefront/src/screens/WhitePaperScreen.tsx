import type { Block } from '@saray/contracts/storefront/state';
import { withAnchors, type Heading } from '../blocks/privacypolicy/anchors';
import { downloadUrl } from '../blocks/types';
import { useStorefront } from '../context';
import { ErrorScreen } from './ErrorScreen';
import { PageScreen } from './PageScreen';

/** The blocks whose rich text the table of contents is made from. */
const TEXT_BLOCKS = new Set(['htmlcontent']);

/**
 * The page's text blocks with ids on their h2 and h3 headings, and those headings in order: the same on the server
 * and in the browser, so the links of the contents land on what was drawn.
 */
function anchored(parts: Record<string, Block[]> | undefined): { parts: Record<string, Block[]>; headings: Heading[] } {
  const headings: Heading[] = [];
  const out: Record<string, Block[]> = {};
  for (const [part, blocks] of Object.entries(parts ?? {}))
    out[part] = blocks.map((block) => {
      const content = block.dataContent.content?.content;
      if (part !== 'main' || !TEXT_BLOCKS.has(block.componentName) || typeof content !== 'string') return block;
      const { html, headings: found } = withAnchors(content, `section-${block.id}`);
      headings.push(...found);
      return {
        ...block,
        dataContent: { ...block.dataContent, content: { ...block.dataContent.content, content: html } },
      };
    });
  return { parts: out, headings };
}

/** The page template's attachment: a file of its directory (the downloads directory unless it says otherwise). */
function attachmentOf(dataContent: string | null | undefined): { name: string; directory?: string } | undefined {
  try {
    const value = (JSON.parse(dataContent ?? '{}') as Record<string, { content?: unknown; directory?: string }>)
      .attachment;
    return typeof value?.content === 'string' && value.content.trim()
      ? { name: value.content.trim(), directory: value.directory }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /whitepaper: the page with systemName 'whitepaper', which administrators edit like any page, drawn with a table of
 * contents of its headings and, when the page holds a file, a link to download it (the PDF).
 */
export function WhitePaperScreen() {
  const { state, t } = useStorefront();
  const page = state.data.page;
  if (!page) return <ErrorScreen status={404} />;
  const { parts, headings } = anchored(state.data.parts);
  const file = attachmentOf(page.dataContent);
  return (
    <div className="whitepaper">
      {(headings.length > 1 || file) && (
        <aside className="whitepaper-aside">
          {file && (
            <a
              className="button button--primary whitepaper-download"
              href={downloadUrl(file.name, file.directory)}
              download
            >
              {t('storefront.whitepaper.download')}
            </a>
          )}
          {headings.length > 1 && (
            <nav className="toc whitepaper-toc" aria-label={t('storefront.whitepaper.contents')}>
              <p className="toc-title">{t('storefront.whitepaper.contents')}</p>
              <ol>
                {headings.map((h) => (
                  <li key={h.id} className={`toc-level-${h.level}`}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </aside>
      )}
      <PageScreen parts={parts} />
    </div>
  );
}
