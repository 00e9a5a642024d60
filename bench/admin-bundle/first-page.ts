// What the dashboard's first page costs in JavaScript, read from a build in admin/dist: the entry script, the chunks
// the HTML preloads, and the default language's messages (loaded before the first render), gzip-compressed (level 9)
// as a browser receives them. Shared by the benchmark and the unit test that holds the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT_DIR } from '../../backend/src/config.js';

/** The first page's budget, gzip. */
export const FIRST_PAGE_BUDGET_KB = 300;
export const ADMIN_DIST = path.join(ROOT_DIR, 'admin', 'dist');

export interface BundleSizes {
  /** Each first-page file with its gzip size in bytes. */
  initial: { file: string; bytes: number }[];
  initialBytes: number;
  /** Every chunk of the dashboard (what a one-chunk build would send). */
  allBytes: number;
  chunks: number;
}

export function measureFirstPage(dist = ADMIN_DIST): BundleSizes {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('the dashboard is not built: npm run build --workspace admin');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/dashboard\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const defaultLocale = assets.find((f) => /^fa-[\w-]+\.js$/.test(f));
  if (!defaultLocale) throw new Error('no chunk for the default language (fa) in admin/dist/assets');
  const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length;
  const initial = [...referenced, defaultLocale].map((file) => ({ file, bytes: gzip(file) }));
  return {
    initial,
    initialBytes: initial.reduce((total, f) => total + f.bytes, 0),
    allBytes: assets.reduce((total, f) => total + gzip(f), 0),
    chunks: assets.length,
  };
}
