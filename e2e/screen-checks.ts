import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's script, read once. */
let axeSource: string | undefined;

/** Until the screen has drawn what its first answers bring: no spinner, no table marked loading. */
export async function screenSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const content = document.querySelector('[data-testid="layout-content"]');
        if (!content || content.childElementCount === 0) return false;
        const busy = content.querySelectorAll<HTMLElement>(
          '.ant-spin-spinning, [data-loading="true"], .ant-skeleton-active',
        );
        return [...busy].every((el) => el.offsetParent === null);
      },
      null,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
  // one frame for the tables to measure their fixed columns
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * What the screen's lists hide of their essential columns: every table of the
 * page (not in a dialog, not nested, shown) must mark at least one header cell
 * `data-essential`, and each such cell must lie inside the viewport and the
 * table's scrolling region without scrolling, and under no fixed column.
 */
export function essentialColumnProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const content = document.querySelector('[data-testid="layout-content"]') ?? document.body;
    const tables = [...content.querySelectorAll<HTMLElement>('.ant-table-wrapper')].filter(
      (table) =>
        !table.closest('.ant-modal, .ant-drawer') &&
        !table.parentElement?.closest('.ant-table-wrapper') &&
        table.offsetParent !== null &&
        table.querySelector('thead th') !== null,
    );
    const own = (table: HTMLElement, selector: string) =>
      [...table.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => el.closest('.ant-table-wrapper') === table,
      );
    tables.forEach((table, index) => {
      const name = table.dataset.testid ?? `table ${index + 1}`;
      const essential = own(table, 'thead th[data-essential]');
      if (essential.length === 0) {
        problems.push(`${name}: no column marked essential`);
        return;
      }
      const fixed = own(table, 'thead th[class*="ant-table-cell-fix-"]');
      for (const th of essential) {
        const box = th.getBoundingClientRect();
        const label = `${name}: "${th.textContent?.trim()}"`;
        const region = th.closest('.ant-table-content, .ant-table-header, .ant-table-container');
        const area = region?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
        if (box.left < -1 || box.right > window.innerWidth + 1) {
          problems.push(`${label} outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})`);
        } else if (box.left < area.left - 1 || box.right > area.right + 1) {
          problems.push(`${label} needs scrolling (${Math.round(box.right)} > ${Math.round(area.right)})`);
        }
        for (const cell of fixed) {
          if (cell === th) continue;
          const over = cell.getBoundingClientRect();
          if (Math.min(box.right, over.right) - Math.max(box.left, over.left) > 1)
            problems.push(`${label} under the fixed column "${cell.textContent?.trim()}"`);
        }
      }
    });
    return problems;
  });
}

/** How many `<h1>` the page shows. */
export const headingCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('h1')].filter((h) => h.offsetParent !== null).length);

/**
 * Puts axe-core into the page (once per document: in-app navigation keeps
 * it), evaluated as the debugger does: the app's CSP refuses a script tag.
 */
export async function injectAxe(page: Page): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  if (!(await page.evaluate(() => 'axe' in window))) throw new Error('axe-core did not load into the page');
}

interface AxeNode {
  target: unknown[];
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: (AxeNode & { failureSummary?: string })[];
}

/**
 * The critical and serious WCAG 2.2 A/AA violations (and best practices of
 * that weight) of the page, or of the part `within` selects (a screen's
 * content: the layout around it is the same on every screen), one line per
 * rule and element.
 */
export async function axeProblems(page: Page, within?: string): Promise<string[]> {
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<unknown> } }).axe;
    // a screen outside the layout (the second factor's) is audited whole
    const context = selector && document.querySelector(selector) ? { include: [selector] } : document;
    const result = (await axe.run(context, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) at ${JSON.stringify(n.target)}: ${v.help}; ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}
