// The storefront's three costs: server rendering under load against a hand-written floor, the JavaScript a visitor
// downloads, and what a browser sees first (the LCP element, layout shifts). See bench/README.md.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { STOREFRONT_DIR } from '../../backend/src/modules/storefront/storefront-renderer.js';
import type { LoadSettings } from '../api-list/load.js';
import { formatTable, formatVerdict, type ReportRow } from '../api-list/report.js';
import { startSaray } from '../api-list/saray-server.js';
import { adminUrlFromEnv, withScratchDatabase } from '../api-list/scratch-database.js';
import { fullOrShort, LOAD_SECONDS } from '../bench-config.js';
import { startBaseline } from './baseline-server.js';
import { describeDocument } from './document-size.js';
import { firstLoad, formatFirstLoad } from './first-load.js';
import { formatLab, labCheck, labPasses, type LabResult } from './lab.js';
import { storefrontPages } from './pages.js';
import { measurePages, type PageFigures } from './throughput.js';
import { verifyBothRender, verifyCached, type RenderCheck } from './verify.js';

const LOAD: LoadSettings = { connections: 20, ...LOAD_SECONDS };
const ROUNDS = fullOrShort(2, 1);
const TARGET_RATIO = 0.6;
/** Saray serving a kept page against the baseline drawing it. */
const CACHED_TARGET_RATIO = 3;
/** The page cache of the second Saray server: the defaults of SARAY_PAGE_CACHE_SECONDS and SARAY_PAGE_CACHE_MB. */
const PAGE_CACHE = { ttlSeconds: 60, maxBytes: 64 * 2 ** 20 };
const FIRST_LOAD_BUDGET_KB = 100;

// React chooses its build from NODE_ENV when the server bundle first imports it (at the first render, after this
// line). A deployment runs the production build; the development one costs the baseline about 60% of its req/s.
process.env.NODE_ENV ??= 'production';

function buildStorefront(): void {
  console.log('Building the storefront (npm run build --workspace storefront)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'storefront'], { cwd: ROOT_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the storefront build failed:\n${build.stdout}\n${build.stderr}`);
}

interface ServerFigures {
  serverVersion: string;
  pages: PageFigures[];
  rendered: Map<string, RenderCheck>;
  lab: LabResult[];
}

async function benchServers(adminUrl: string): Promise<ServerFigures> {
  return withScratchDatabase(adminUrl, async (db) => {
    console.log(`PostgreSQL ${db.serverVersion}: booting Saray with the demo seed…`);
    const saray = await startSaray({ databaseUrl: db.url });
    // A second server on the same database, with the page cache a deployment runs with.
    const cached = await startSaray({ databaseUrl: db.url }, { pageCache: PAGE_CACHE }).catch(async (err: unknown) => {
      await saray.close();
      throw err;
    });
    try {
      const pages = await storefrontPages(saray.runSql);
      const baseline = await startBaseline(db.url);
      try {
        const measured = [pages.content, pages.product];
        const rendered = await verifyBothRender(baseline.endpoint, saray.origin, measured);
        console.log(
          `Both servers answer 200 with the page's title and text for ${measured.map((p) => p.path).join(', ')}.`,
        );
        await verifyCached(cached.origin, measured, rendered);
        console.log('Saray with its page cache serves them kept, with the same markup.');
        const servers = { baseline, saray, cached };
        const figures = await measurePages(db, servers, measured, { rounds: ROUNDS, load: LOAD });
        console.log('Chromium: LCP and layout shifts…');
        const lab = await labCheck(saray.origin, [pages.home, pages.content, pages.product]);
        return { serverVersion: db.serverVersion, pages: figures, rendered, lab };
      } finally {
        await baseline.close();
      }
    } finally {
      await cached.close();
      await saray.close();
    }
  });
}

function printThroughput(figures: ServerFigures): void {
  const { durationSeconds, warmupSeconds, connections } = LOAD;
  const machine = `${os.availableParallelism()} CPUs, Node ${process.version}, PostgreSQL ${figures.serverVersion}`;
  console.log(`\nServer rendering: ${machine}, React's ${process.env.NODE_ENV} build`);
  console.log(`Best of ${ROUNDS} rounds of ${durationSeconds} s, each after ${warmupSeconds} s of warm-up\n`);
  const rows: ReportRow[] = figures.pages.flatMap((f) => [
    { group: f.page.label, server: 'Fastify + pg (baseline)', connections, result: f.baseline, ratio: 1 },
    ...(
      [
        ['Saray', f.saray],
        ['Saray, page cache', f.cached],
      ] as const
    ).map(([server, result]) => ({
      group: f.page.label,
      server,
      connections,
      result,
      ratio: result.requestsPerSecond / f.baseline.requestsPerSecond,
    })),
  ]);
  console.log(formatTable(rows, 'Page'));
  console.log('\nSQL statements per render (per request served kept), and whether the page markup is the same:');
  for (const f of figures.pages) {
    const same = figures.rendered.get(f.page.name)?.sameMarkup ? 'same markup' : 'markup differs';
    const { saray, baseline, cached } = f.statements;
    console.log(`  ${f.page.name.padEnd(8)} Saray ${saray}, baseline ${baseline}, kept ${cached}  (${same})`);
  }
  console.log();
  for (const f of figures.pages) {
    const ratio = (result: typeof f.saray) => result.requestsPerSecond / f.baseline.requestsPerSecond;
    console.log(formatVerdict(ratio(f.saray), TARGET_RATIO, `for ${f.page.name}`));
    console.log(formatVerdict(ratio(f.cached), CACHED_TARGET_RATIO, `for ${f.page.name} kept in the page cache`));
  }
}

try {
  buildStorefront();
  const load = await firstLoad(path.join(STOREFRONT_DIR, 'client'));
  const figures = await benchServers(adminUrlFromEnv());
  printThroughput(figures);
  console.log('\nFirst-load JavaScript of a visitor, gzip level 9:');
  console.log(formatFirstLoad(load, FIRST_LOAD_BUDGET_KB));
  console.log('\nHTML as Saray sends it:');
  for (const f of figures.pages) console.log(describeDocument(f.page.label, figures.rendered.get(f.page.name)!.html));
  console.log('\nChromium, after load + 1 s (LCP element in the server HTML; CLS target 0, pass <= 0.1):');
  console.log(formatLab(figures.lab));
  const failures = [
    ...(load.total > FIRST_LOAD_BUDGET_KB * 1024 ? [`first-load JavaScript over ${FIRST_LOAD_BUDGET_KB} KB`] : []),
    ...figures.lab.filter((r) => !labPasses(r)).map((r) => `${r.page.name} (${r.profile}): LCP element or CLS`),
  ];
  if (failures.length) {
    console.error(`\nFAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`\nBenchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
}
