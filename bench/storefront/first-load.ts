import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface FirstLoad {
  /** The entry script first, then the chunks it imports statically, gzip sizes in bytes. */
  scripts: { file: string; gzip: number }[];
  total: number;
  /** The stylesheet the server inlines in every page. */
  css: { files: string[]; raw: number; gzip: number };
}

const gzip = (content: Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

/**
 * What a visitor's browser downloads to run a page: the entry script and, recursively, the chunks it imports
 * statically, read from the browser build's manifest. Dynamic imports (the administrator tools) are left out: a
 * visitor never loads them.
 */
export function firstLoad(clientDir: string): FirstLoad {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`no entry in ${clientDir}/.vite/manifest.json`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(entry);
  const scripts = [...seen].map((key) => {
    const file = manifest[key].file;
    return { file, gzip: gzip(fs.readFileSync(path.join(clientDir, file))) };
  });
  // One stylesheet for the whole storefront (cssCodeSplit off), as StorefrontRenderer collects it.
  const cssFiles = [
    ...new Set(Object.values(manifest).flatMap((e) => (e.file.endsWith('.css') ? [e.file] : (e.css ?? [])))),
  ];
  const css = Buffer.concat(cssFiles.map((file) => fs.readFileSync(path.join(clientDir, file))));
  return {
    scripts,
    total: scripts.reduce((sum, s) => sum + s.gzip, 0),
    css: { files: cssFiles, raw: css.length, gzip: gzip(css) },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatFirstLoad(load: FirstLoad, budgetKb: number): string {
  const share = load.total / 1024 / budgetKb;
  const verdict = share <= 1 ? 'PASS' : 'OVER BUDGET';
  return [
    ...load.scripts.map((s, i) => `  ${i === 0 ? 'entry ' : 'import'}  ${kb(s.gzip).padStart(7)} KB  ${s.file}`),
    `  total   ${kb(load.total).padStart(7)} KB  (budget ${budgetKb} KB, ${share.toFixed(2)}): ${verdict}`,
    `  inlined CSS ${kb(load.css.raw)} KB, ${kb(load.css.gzip)} KB gzip (${load.css.files.join(', ')})`,
  ].join('\n');
}
