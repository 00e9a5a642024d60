import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core runs inside the page: its source is evaluated through the browser's debugging protocol, which the
// server's Content-Security-Policy does not govern.
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core's violations on the page as it stands (every rule axe runs by default). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: any[] }> } }).axe;
    const { violations } = await axe.run();
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n: { target: string[] }) => n.target.join(' ')),
    }));
  });
}

/** The critical and serious violations, each as its impact, rule, help and the elements' selectors (to read on failure). */
export const graveViolations = (found: Violation[]): string[] =>
  found
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.targets.join(', ')}`);
