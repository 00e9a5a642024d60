const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of a piece of sanitised HTML, for places that take plain text (a table of contents, an excerpt); React
 * escapes it again where it is drawn.
 *
 * @example plainText('<p>Tea &amp; <b>sugar</b></p>') // 'Tea & sugar'
 */
export function plainText(html: string | null | undefined): string {
  return (
    (html ?? '')
      // Block tags part words; inline ones (b, em, a) sit inside a word or sentence.
      .replace(/<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
        if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The first `max` characters of the text, cut at a word and marked with an ellipsis. */
export function excerpt(html: string | null | undefined, max = 140): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
