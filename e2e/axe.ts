/**
 * axe-core (the devDependency, from node_modules) run in a page of the browser tests: every
 * violation of any impact (WCAG 2.2's target size too, off in axe by default), each with the
 * first few elements it names. The script is evaluated as text, so this file needs no DOM types
 * and serves the web's and the server's browser tests alike.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  readonly id: string;
  readonly impact: string;
  /** The first elements it names, each as its selector and axe's summary of what fails. */
  readonly nodes: readonly string[];
}

const RUN = `(async () => {
  const r = await window.axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
  return r.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'none',
    nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ': ' + (n.failureSummary ?? '').replace(/\\s+/g, ' ')),
  }));
})()`;

/** What axe finds wrong on the page as it is now (every impact: minor ones too). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated, not a script tag: the server's content security policy refuses inline scripts.
  if (!(await page.evaluate('"axe" in window'))) await page.evaluate(AXE);
  return (await page.evaluate(RUN)) as Violation[];
}

/** The violations as lines for a failing assertion's message. */
export const violationText = (where: string, found: readonly Violation[]): string =>
  found.map((v) => `${where}: ${v.id} (${v.impact})\n  ${v.nodes.join('\n  ')}`).join('\n');
