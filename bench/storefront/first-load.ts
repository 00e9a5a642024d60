import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { THEME_NAMES, type StorefrontState } from '@saray/contracts/storefront/state';
import { ROOT_DIR } from '../../backend/src/config.js';
import { screenFile } from '../../storefront/src/screens/registry.js';

/** The routes a theme draws with screens of its own (its screens/own.ts), by file name. */
async function ownScreens(theme: string): Promise<Record<string, string>> {
  const file = path.join(ROOT_DIR, 'storefront', 'src', 'themes', theme, 'screens', 'own.ts');
  if (!fs.existsSync(file)) return {};
  return ((await import(pathToFileURL(file).href)) as { OWN_SCREENS: Record<string, string> }).OWN_SCREENS;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface FirstLoad {
  /** Per theme, the heaviest page: the entry and its chunks, the theme's chunk and the screen's, gzip bytes. */
  themes: { theme: string; screen: string; scripts: { file: string; gzip: number }[]; total: number }[];
  /** The heaviest page of any theme. */
  total: number;
  /** The stylesheet the server inlines in every page. */
  css: { files: string[]; raw: number; gzip: number };
}

const gzip = (content: Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

/**
 * What a visitor's browser downloads to run a page, read from the browser build's manifest: the entry script and
 * the chunks it imports statically, the store's theme (a chunk of its own unless official) and the route's screen
 * (each a chunk of its own), each with what it imports. Counted per theme for its heaviest screen. Other dynamic
 * imports (the administrator tools, the chart library, the chat window) are left out: a visitor loads them only
 * when using them.
 */
export async function firstLoad(clientDir: string): Promise<FirstLoad> {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`no entry in ${clientDir}/.vite/manifest.json`);
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzip(fs.readFileSync(path.join(clientDir, file))));
    return sizes.get(file)!;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const shared = Object.keys(manifest).filter((key) => /^src\/screens\/.*Screen\.tsx$/.test(key));
  const themes = [];
  for (const theme of THEME_NAMES) {
    const themeKey = `src/themes/${theme}/index.ts`;
    // A page loads its route's shared screen and, where the theme draws the route its own way, the theme's screen
    // too (which may draw the shared one inside it).
    const combinations = shared.map((s) => [s]);
    for (const [route, own] of Object.entries(await ownScreens(theme)))
      combinations.push([
        `src/themes/${theme}/screens/${own}.tsx`,
        `src/screens/${screenFile({ route: { name: route }, data: {} } as StorefrontState)}.tsx`,
      ]);
    const pages = combinations.map((screens) => {
      const keys = closure([entry, ...(manifest[themeKey] ? [themeKey] : []), ...screens]);
      const scripts = [...keys].map((key) => ({ file: manifest[key].file, gzip: sizeOf(manifest[key].file) }));
      return { theme, screen: screens.join(' + '), scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
    });
    themes.push(pages.reduce((a, b) => (b.total > a.total ? b : a)));
  }
  // One stylesheet for the whole storefront (cssCodeSplit off), as StorefrontRenderer collects it.
  const cssFiles = [
    ...new Set(Object.values(manifest).flatMap((e) => (e.file.endsWith('.css') ? [e.file] : (e.css ?? [])))),
  ];
  const css = Buffer.concat(cssFiles.map((file) => fs.readFileSync(path.join(clientDir, file))));
  return {
    themes,
    total: Math.max(...themes.map((t) => t.total)),
    css: { files: cssFiles, raw: css.length, gzip: gzip(css) },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatFirstLoad(load: FirstLoad, budgetKb: number): string {
  const verdict = (bytes: number) => (bytes / 1024 <= budgetKb ? 'PASS' : 'OVER BUDGET');
  return [
    ...load.themes.map(
      (t) =>
        `  ${t.theme.padEnd(12)} ${kb(t.total).padStart(6)} KB  (heaviest page: ${t.screen.replace(/src\/(screens\/)?/g, '')}, ` +
        `${t.scripts.length} scripts; budget ${budgetKb} KB): ${verdict(t.total)}`,
    ),
    `  entry   ${kb(load.themes[0]!.scripts[0]!.gzip).padStart(7)} KB  ${load.themes[0]!.scripts[0]!.file}`,
    `  inlined CSS ${kb(load.css.raw)} KB, ${kb(load.css.gzip)} KB gzip (${load.css.files.join(', ')})`,
  ].join('\n');
}
