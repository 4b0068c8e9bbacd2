import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it is. Injected through the debugging
 * protocol, which the app's CSP does not govern (a <script> tag would be refused, rightly).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const options = only ? { runOnly: { type: 'rule', values: only } } : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, rules ?? null);
}
