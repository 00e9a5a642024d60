import zlib from 'node:zlib';
import { appMarkup } from './verify.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const size = (text: string) => Buffer.byteLength(text);

/**
 * What a page's HTML is made of: the drawn markup, the state the browser hydrates from (the storefront's messages
 * included) and the inlined stylesheet. One line for the report.
 */
export function describeDocument(label: string, html: string): string {
  const state = /<script id="storefront-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const messages = (JSON.parse(state || '{}') as { messages?: unknown }).messages ?? {};
  return (
    `  ${label}: ${kb(size(html))}, ${kb(zlib.gzipSync(html, { level: 9 }).length)} gzip; page markup ` +
    `${kb(size(appMarkup(html)))}, state JSON ${kb(size(state))} (messages ${kb(size(JSON.stringify(messages)))}), ` +
    `inlined CSS ${kb(size(css))}`
  );
}
