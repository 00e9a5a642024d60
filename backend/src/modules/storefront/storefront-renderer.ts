import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Injectable, Logger } from '@nestjs/common';
import type { StorefrontState } from '@saray/contracts/storefront/state';
import { ROOT_DIR } from '../../config.js';

/** The built storefront (npm start and the test run build it); SARAY_STOREFRONT_DIR serves another build. */
export const STOREFRONT_DIR = process.env.SARAY_STOREFRONT_DIR ?? path.join(ROOT_DIR, 'storefront', 'dist');

interface Assets {
  script: string;
  preload: string[];
  chunks: Record<string, string[]>;
  css: string;
}
type Render = (state: StorefrontState, assets: Assets) => string;
interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * Renders a state with the storefront's server build and links its browser build: the entry script, the chunks it
 * imports (preloaded) and the stylesheet, inlined so the first paint needs no second request.
 */
@Injectable()
export class StorefrontRenderer {
  private readonly logger = new Logger('Storefront');
  private built?: Promise<{ render: Render; assets: Assets } | null>;

  /** The page's HTML; null when the storefront has not been built. */
  async html(state: StorefrontState): Promise<string | null> {
    const built = await (this.built ??= this.load());
    return built ? built.render(state, built.assets) : null;
  }

  /** A file of the browser build, by its hashed name (served for a year: a new build brings new names). */
  asset(file: string): Promise<Buffer | null> {
    if (!/^[\w.-]+$/.test(file)) return Promise.resolve(null);
    return fs.promises.readFile(path.join(STOREFRONT_DIR, 'client', 'assets', file)).catch(() => null);
  }

  private async load(): Promise<{ render: Render; assets: Assets } | null> {
    const server = path.join(STOREFRONT_DIR, 'server', 'render.js');
    const manifestFile = path.join(STOREFRONT_DIR, 'client', '.vite', 'manifest.json');
    if (!fs.existsSync(server) || !fs.existsSync(manifestFile)) {
      this.logger.warn(`The storefront is not built (${STOREFRONT_DIR}): run npm run build --workspace storefront`);
      return null;
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
    const entry = Object.values(manifest).find((e) => e.isEntry)!;
    const chunks = (keys: string[] = [], into = new Set<string>()) => {
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || into.has(`/storefront/${chunk.file}`)) return;
        into.add(`/storefront/${chunk.file}`);
        chunk.imports?.forEach(visit);
      };
      keys.forEach(visit);
      return into;
    };
    const preload = chunks(entry.imports);
    // A theme or a screen is a chunk the entry imports when the page needs it: the page preloads its own (and
    // what they import beyond the entry's chunks) next to the entry, by the module's source path.
    const lazy: Record<string, string[]> = {};
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isDynamicEntry) lazy[key] = [...chunks([key], new Set())].filter((file) => !preload.has(file));
    // One stylesheet for the whole storefront (cssCodeSplit off): the manifest lists it on its own.
    const sheets = new Set(
      Object.values(manifest).flatMap((e) => (e.file.endsWith('.css') ? [e.file] : (e.css ?? []))),
    );
    const css = [...sheets]
      .map((file) => fs.readFileSync(path.join(STOREFRONT_DIR, 'client', file), 'utf8'))
      .join('\n')
      // Inlined in a style element: nothing in it may close that element.
      .replace(/<\/style/gi, '<\\/style');
    const { render } = (await import(pathToFileURL(server).href)) as { render: Render };
    return { render, assets: { script: `/storefront/${entry.file}`, preload: [...preload], chunks: lazy, css } };
  }
}
