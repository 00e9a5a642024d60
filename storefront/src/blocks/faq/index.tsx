import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { records, text } from '../types';

/** One entry of the 'items' componentlist (item template 'faqitem'); the answer is sanitised rich text. */
interface FaqItem {
  question?: string;
  answer?: string;
}

/** Questions that open to their answers; <details> does it without any script, and keyboards and readers know it. */
export function Faq({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  const items = records<FaqItem>(d, 'items').filter((item) => item.question);
  if (!items.length) return null;
  return (
    <section className="faq">
      <h2>{text(d, 'title') || block.title || t('storefront.blocks.faq.title')}</h2>
      {items.map((item, i) => (
        <details key={i} className="faq-item">
          <summary>{item.question}</summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.answer ?? '' }} />
        </details>
      ))}
    </section>
  );
}
