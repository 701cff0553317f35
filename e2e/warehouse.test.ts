import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, signIn } from './api.ts';
import { confirmOk, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * The warehouse keeper's day, as the demo keeper `omborchi` (whose position
 * holds the warehouse module's rules, `.approve` included): a supplier
 * invoice received, part of it moved to another branch and received there,
 * a count with one line short. Each run works in two warehouses of its own,
 * so the residues it checks are its alone (the database is shared).
 */

const KEEPER = { username: 'omborchi', password: 'Ombor@123' };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const names = { a: `E2E ombor A ${run}`, b: `E2E ombor B ${run}` };

let browser: Browser;
let page: Page;
let errors: string[];
const ids = { a: 0, b: 0 };
let products: Option[] = [];
let serialTracked: Option | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(KEEPER.username, KEEPER.password, 'e2e-warehouse');
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', token);
  const branches = await call<Option[]>('GET', '/warehouse/branches/get-branches-for-autocomplete', token);
  const other = branches.find((b) => b.id !== me.user.branch.id);
  if (!other) throw new Error('the demo data has one branch only');
  // Two warehouses of this run: A in the keeper's branch, B in another branch.
  ids.a = (
    await call<Option>('POST', '/information/warehouses', token, {
      name: names.a,
      branch_id: me.user.branch.id,
    })
  ).id;
  ids.b = (
    await call<Option>('POST', '/information/warehouses', token, { name: names.b, branch_id: other.id })
  ).id;
  // Demo products with plain names (typed into the product search): two counted by quantity, one by serial.
  const plain = (list: Option[]) => list.filter((p) => /^[\w .-]+$/.test(p.name));
  products = plain(await call<Option[]>('GET', '/information/products/options?is_serial=false', token)).slice(
    0,
    2,
  );
  serialTracked = plain(
    await call<Option[]>('GET', '/information/products/options?is_serial=true', token),
  )[0];
  if (products.length < 2 || !serialTracked) throw new Error('demo products expected');

  ({ page, errors } = await openPage(browser));
  // window.print() would open the print dialog: note what was on the print view instead.
  await page.addInitScript(() => {
    const w = window as unknown as { printed: string[]; print: () => void };
    w.printed = [];
    w.print = () => {
      w.printed.push(document.querySelector<HTMLElement>('[data-testid="print-view"]')?.textContent ?? '');
    };
  });
  await signInAs(page, KEEPER.username, KEEPER.password);
});

afterAll(async () => {
  await browser?.close();
});

const p1 = () => products[0] as Option;
const p2 = () => products[1] as Option;

/** Opens a remote-search select, types, and picks the option showing exactly this text. */
const choose = (testId: string, text: string, search = text) => pickOption(page, testId, text, search);

/** Waits until the element shows this text. */
async function shows(testId: string, text: RegExp): Promise<void> {
  await page.locator(`[data-testid="${testId}"]`, { hasText: text }).waitFor();
}

/** Confirms the open question and checks its text. */
async function confirm(expected?: RegExp): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor();
  if (expected) expect(await dialog.textContent()).toMatch(expected);
  await confirmOk(page);
  await dialog.waitFor({ state: 'detached' });
}

/** The editor's document after it settled in a status. */
async function editorIn(status: string): Promise<number> {
  const editor = page.locator(`[data-testid="doc-editor"][data-status="${status}"]`);
  await editor.waitFor();
  return Number(await editor.getAttribute('data-id'));
}

async function step(action: string, expected?: RegExp): Promise<void> {
  await page.click(`[data-testid="doc-step-${action}"]`);
  await confirm(expected);
}

/** The residue of a product in a warehouse, as the residues page shows it (digits and sign only). */
async function residue(warehouseId: number, product: Option): Promise<string> {
  await page.goto(`/information/warehouses/product-residues?by=warehouse&warehouse_id=${warehouseId}`);
  await page.waitForSelector('[data-testid="residues-table"]:not([data-loading])');
  const row = page.locator(`[data-testid="residues-table"] tr[data-row-key="p${product.id}"]`);
  if ((await row.count()) === 0) return '0';
  return ((await row.locator('td').nth(1).textContent()) ?? '').replace(/[^\d,.-]/g, '');
}

describe('warehouse keeper', () => {
  it('receives a supplier invoice (two lines and a serial-tracked one): send, approve; the residue grows', async () => {
    await page.goto('/information/warehouses/input-product-invoices');
    await page.click('[data-testid="doc-create"]');
    await editorIn('NEW');
    await choose('field-warehouse', names.a);
    await choose('field-supplier', '«Artel Electronics» MChJ', 'Artel Electronics');
    await choose('line-product-0', p1().name);
    await page.fill('[data-testid="line-quantity-0"]', '10');
    await page.fill('[data-testid="line-price-0"]', '1 500 000');
    await page.click('[data-testid="add-line"]');
    await choose('line-product-1', p2().name);
    await page.fill('[data-testid="line-quantity-1"]', '4');
    await page.fill('[data-testid="line-price-1"]', '250000,50');
    // A serial-tracked product: one serial per unit, the quantity follows.
    await page.click('[data-testid="add-line"]');
    await choose('line-product-2', (serialTracked as Option).name);
    await page.click('[data-testid="line-serials-2"]');
    await page.keyboard.type(`SN${run}A SN${run}B `);
    await expect(page.inputValue('[data-testid="line-quantity-2"]')).resolves.toBe('2');
    await page.fill('[data-testid="line-price-2"]', '100000');
    // 10 × 1 500 000 + 4 × 250 000.50 + 2 × 100 000, exactly.
    await expect(page.textContent('[data-testid="line-sum-1"]')).resolves.toMatch(/1\D?000\D?002/);
    expect(((await page.textContent('[data-testid="doc-total"]')) ?? '').replace(/\D/g, '')).toBe('16200002');

    await page.click('[data-testid="doc-save"]');
    const id = await editorIn('CREATED');
    expect(new URL(page.url()).searchParams.get('doc')).toBe(String(id));

    await step('send');
    await editorIn('SENT');
    await step('approve', /tasdiqlanadi.*oʻzgartirib boʻlmaydi/);
    await editorIn('APPROVED');
    await page.waitForSelector('[data-testid="doc-readonly"]');
    await expect(page.locator('[data-testid="doc-save"]').count()).resolves.toBe(0);

    // Printed from the editor: header, both lines and the total.
    await page.click('[data-testid="doc-print"]');
    await page.waitForFunction(() => (window as unknown as { printed: string[] }).printed.length > 0);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0] ?? '');
    expect(printed).toContain(p1().name);
    expect(printed).toContain(p2().name);
    expect(printed).toContain(names.a);
    expect(printed.replace(/\D/g, '')).toContain('16200002');

    // The list shows it approved, with no step left but the reversal.
    await page.click('[data-testid="doc-close"]');
    await page.locator(`[data-testid="doc-status-${id}"][data-status="APPROVED"]`).waitFor();
    await expect(page.locator(`[data-testid^="doc-step-"][data-testid$="-${id}"]`).count()).resolves.toBe(1);

    await page.goto('/information/warehouses/product-residues');
    await choose('residues-warehouse', names.a);
    await page.waitForSelector('[data-testid="residues-table"]:not([data-loading])');
    await expect(residue(ids.a, p1())).resolves.toBe('10');
    await expect(residue(ids.a, p2())).resolves.toBe('4');
    await expect(residue(ids.a, serialTracked as Option)).resolves.toBe('2');
  });

  it('moves part of it to a warehouse of another branch, where it is received', async () => {
    await page.goto('/information/warehouses/output-from-other-repositories');
    await page.click('[data-testid="doc-create"]');
    await editorIn('NEW');
    await choose('field-warehouse', names.a);
    await choose('field-to-warehouse', names.b);
    await choose('line-product-0', p1().name);
    await page.fill('[data-testid="line-quantity-0"]', '3');
    await page.click('[data-testid="doc-save"]');
    const id = await editorIn('CREATED');
    await step('send');
    await editorIn('WAY');
    // In transit: gone from A, not yet in B.
    await expect(residue(ids.a, p1())).resolves.toBe('7');
    await expect(residue(ids.b, p1())).resolves.toBe('0');

    // The receiving page lists moves on the way by default.
    await page.goto('/information/warehouses/input-from-other-repositories');
    await page.locator(`[data-testid="doc-status-${id}"][data-status="WAY"]`).waitFor();
    await page.click(`[data-testid="doc-step-receive-${id}"]`);
    await confirm();
    await page.locator(`tr[data-row-key="${id}"]`).waitFor({ state: 'detached' });
    await expect(residue(ids.b, p1())).resolves.toBe('3');
    await expect(residue(ids.a, p1())).resolves.toBe('7');
  });

  it('counts a warehouse with one line short: the difference is posted on finish and in the ledger', async () => {
    await page.goto('/information/warehouses/counting-acts');
    await page.click('[data-testid="doc-create"]');
    await editorIn('NEW');
    await choose('field-warehouse', names.a);
    await choose('line-product-0', p1().name);
    await page.fill('[data-testid="line-quantity-0"]', '7');
    await page.click('[data-testid="add-line"]');
    await choose('line-product-1', p2().name);
    await page.fill('[data-testid="line-quantity-1"]', '3');
    await page.click('[data-testid="doc-save"]');
    await editorIn('IN_PROGRESS');
    // The books filled in by the server, the differences beside them.
    await shows('line-expected-0', /^7$/);
    await shows('line-expected-1', /^4$/);
    await shows('line-difference-0', /^0$/);
    await shows('line-difference-1', /^[-−]1$/);

    await step('finish', /farqlar/);
    await editorIn('FINISHED');
    await expect(residue(ids.a, p2())).resolves.toBe('3');
    await expect(residue(ids.a, p1())).resolves.toBe('7');

    // The shortage in all warehouse practices, found by its type.
    await page.goto(`/information/warehouses/all-warehouse-practices?warehouse_id=${ids.a}`);
    await page.click('[data-testid="filter-type"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: 'Inventarizatsiya kamomadi',
      })
      .click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'COUNTING_ACT_OUTPUT');
    // Until the filtered page replaced the previous one: a single row of this run's warehouse.
    const rows = page.locator('[data-testid="practices-table"] tr[data-row-key]');
    await expect
      .poll(async () => (await rows.allTextContents()).join('|'), { timeout: 10_000 })
      .toMatch(new RegExp(`^[^|]*${names.a}[^|]*$`));
    const text = (await rows.first().textContent()) ?? '';
    expect(text).toContain('Inventarizatsiya kamomadi');
    expect(text).toContain(p2().name);
    expect(text).toMatch(/[-−]1/);
    expect(errors).toEqual([]);
  });
});
