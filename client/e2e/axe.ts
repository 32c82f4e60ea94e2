/** axe-core in a page of the browser tests (the context needs bypassCSP: the script is injected). */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core'), 'utf8');

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
}

export function describeViolation(where: string, violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `${where}: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
}

/** Serious and critical violations fail a test; the others are printed. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Whether the document is wider than the window (a page that scrolls sideways). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
