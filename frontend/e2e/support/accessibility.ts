/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on what the page shows now and fails on any violation, naming
 * the rule, the elements and why. axe is evaluated through the DevTools
 * protocol: the app's policy (script-src 'self') would block it as a script tag.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
  if (results.violations.length > 0) {
    throw new Error(`${screen} (${page.url()}) breaks ${results.violations.length} WCAG 2.1 A/AA rule(s):\n${results.violations.map(describe).join('\n')}`);
  }
}

function describe(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`);
  return `  ${violation.id} (${violation.impact ?? 'unrated'}) ${violation.help}, ${violation.nodes.length} element(s):\n${nodes.join('\n')}`;
}
