// axe-core in a page of the storefront, with the WCAG 2.2 A and AA rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeLike {
  run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/** Each element axe finds against a rule, as the rule's id and the element's selector. */
export async function axeViolations(page: Page): Promise<{ rule: string; target: string }[]> {
  // Evaluated rather than added as a script tag: the storefront's CSP allows no inline script.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: AxeLike };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((node) => ({ rule: v.id, target: node.target.join(' ') })));
  }, WCAG_22_AA);
}
