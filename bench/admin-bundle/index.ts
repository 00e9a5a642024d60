// How much JavaScript the dashboard's first page costs: the entry script, the chunks the HTML preloads, and the
// default language's messages (loaded before the first render), gzip-compressed as a browser receives them.
// The baseline, measured in the same run, is the whole dashboard: every chunk, as a one-chunk build would ship it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT_DIR } from '../../backend/src/config.js';

const BUDGET_KB = 300;
const dist = path.join(ROOT_DIR, 'admin', 'dist');

const build = spawnSync('npm', ['run', 'build', '--workspace', 'admin'], { cwd: ROOT_DIR, encoding: 'utf8' });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/dashboard\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const defaultLocale = assets.find((f) => /^fa-[\w-]+\.js$/.test(f));
if (!defaultLocale) throw new Error('no chunk for the default language (fa) in admin/dist/assets');
const initial = [...referenced, defaultLocale];

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: string[]) => files.reduce((total, f) => total + gzip(f), 0);

const initialBytes = sum(initial);
const allBytes = sum(assets);
console.log('Dashboard JavaScript, gzip level 9\n');
for (const f of initial) console.log(`  initial  ${kb(gzip(f)).padStart(7)} KB  ${f}`);
console.log(`\n  first page        ${kb(initialBytes).padStart(7)} KB  (budget ${BUDGET_KB} KB)`);
console.log(`  whole dashboard   ${kb(allBytes).padStart(7)} KB  (${assets.length} chunks)`);
console.log(`\n  first page / whole dashboard: ${(initialBytes / allBytes).toFixed(2)}`);
console.log(`  first page / budget:          ${(initialBytes / 1024 / BUDGET_KB).toFixed(2)}`);
