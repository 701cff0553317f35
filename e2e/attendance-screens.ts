import type { Page } from 'playwright-core';

/** The attendance screens' filters and tables, as the browser tests drive them. */

const shown = (date: string) => date.split('-').reverse().join('.');

/** Sets a date filter (DD.MM.YYYY typed into the picker). */
export async function setDate(page: Page, testId: string, date: string): Promise<void> {
  const input = page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  await input.click();
  await input.fill(shown(date));
  await input.press('Enter');
}

/** Types into the screen's search (name or employee number) and applies it. */
export async function search(page: Page, text: string): Promise<void> {
  const input = page
    .locator('[data-testid="attendance-filter-search"] input, input[data-testid="attendance-filter-search"]')
    .first();
  await input.fill(text);
  await input.press('Enter');
}

/** The rows of an attendance table that show `name`. */
export const rowsOf = (page: Page, table: string, name: string) =>
  page.locator(`[data-testid="${table}"] .ant-table-row`, { hasText: name });
