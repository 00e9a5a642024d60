import fs from 'node:fs';
import { chromium, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM } from '../../test/support/browser.js';
import type { StorefrontPage } from './pages.js';
import { collectVitals, type PageVitals } from './page-vitals.js';

interface Profile {
  name: string;
  options: BrowserContextOptions;
  /** A throttled link (Chrome's network emulation): the HTML arrives in pieces and is painted as it is parsed. */
  network?: { latencyMs: number; kbitPerSecond: number };
}

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
// Under Chromium's mobile emulation no paint was seen before the page was parsed, while a desktop window paints it as
// it arrives: the slow link is measured on the desktop profile, where late parts can move what is already drawn.
const PROFILES: Profile[] = [
  { name: 'desktop', options: DESKTOP },
  { name: 'mobile', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop-slow', options: DESKTOP, network: { latencyMs: 150, kbitPerSecond: 400 } },
];
/** Time after the load event for late shifts (hydration, fonts, images) to happen. */
const SETTLE_MS = 1000;
export const CLS_LIMIT = 0.1;
/** The most a product card's picture may weigh. */
export const CARD_IMAGE_LIMIT = 30 * 1024;

export interface LabResult extends PageVitals {
  page: StorefrontPage;
  /** desktop, mobile or desktop-slow. */
  profile: string;
  /** Script errors and console errors (a failed hydration reports itself there). */
  errors: string[];
}

export const labPasses = (r: LabResult): boolean =>
  r.lcp?.inServerHtml != null && r.cls <= CLS_LIMIT && r.cardImages.largestBytes <= CARD_IMAGE_LIMIT;

/** Opens each page in a fresh context (empty cache) per profile and reads its LCP element and layout shifts. */
export async function labCheck(origin: string, pages: StorefrontPage[]): Promise<LabResult[]> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: LabResult[] = [];
  try {
    for (const page of pages) {
      for (const profile of PROFILES) {
        const context = await browser.newContext(profile.options);
        try {
          const tab = await context.newPage();
          if (profile.network) {
            const cdp = await context.newCDPSession(tab);
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: profile.network.latencyMs,
              downloadThroughput: (profile.network.kbitPerSecond * 1000) / 8,
              uploadThroughput: (profile.network.kbitPerSecond * 1000) / 8,
            });
          }
          const errors: string[] = [];
          tab.on('pageerror', (e) => errors.push(e.message));
          tab.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
          await tab.goto(origin + page.path, { waitUntil: 'load' });
          await tab.waitForTimeout(SETTLE_MS);
          results.push({ page, profile: profile.name, errors, ...(await tab.evaluate(collectVitals)) });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function describeLcp(r: LabResult): string {
  const lcp = r.lcp;
  if (!lcp) return 'no LCP entry';
  const what = lcp.url ? lcp.url : `'${lcp.text}'`;
  const found = lcp.inServerHtml ? `in the HTML (${lcp.inServerHtml})` : 'NOT in the server HTML';
  const gone = lcp.connected ? '' : ', element replaced after load';
  return `${lcp.timeMs.toFixed(0)} ms  <${lcp.tag}> ${lcp.selector} ${what}  ${found}${gone}`;
}

export function formatLab(results: LabResult[]): string {
  const indent = ' '.repeat(24);
  const lines: string[] = [];
  for (const r of results) {
    const verdict = r.cls === 0 ? '(target 0)' : r.cls <= CLS_LIMIT ? '(<= 0.1: pass)' : 'FAIL';
    const cls = `CLS ${r.cls.toFixed(4)} ${verdict}`;
    lines.push(`  ${r.page.name.padEnd(8)} ${r.profile.padEnd(12)} LCP ${describeLcp(r)}`);
    lines.push(`${indent}${cls}`);
    const { loaded, largestBytes, totalBytes } = r.cardImages;
    if (loaded) {
      const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
      const verdict = largestBytes <= CARD_IMAGE_LIMIT ? '(<= 30 KB: pass)' : 'FAIL';
      lines.push(
        `${indent}card pictures: ${loaded} loaded, ${kb(totalBytes / loaded)} on average, largest ${kb(largestBytes)} ${verdict}`,
      );
    }
    for (const s of r.shifts) lines.push(`${indent}  shift ${s.value.toFixed(4)}: ${s.sources.join('; ')}`);
    for (const e of r.errors) lines.push(`${indent}  error: ${e.slice(0, 200)}`);
  }
  return lines.join('\n');
}
