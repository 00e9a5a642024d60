import type { BlockProps } from '../types';
import { text } from '../types';

/** Rich text as the administrator wrote it (sanitised on save and again by the server before rendering). */
export function HtmlContent({ block }: BlockProps) {
  const html = text(block.dataContent, 'content') || block.description || '';
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="html-content">
      {title && <h2>{title}</h2>}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
