import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn, today, wireDate } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract, withDatabase } from './fixtures.ts';

/**
 * A collector's day: the demo collector signs in, sees the late contract
 * attached to them in "My contracts today", records a call with a comment
 * type, and sees it as the contract's last contact (marked "contacted
 * today") and in the contract's card. The contract is made in the setup (the
 * engine's `createContract`, signed by SQL) and attached to the collector
 * through the bulk attach API. The promise to pay is typed DD.MM.YYYY into
 * the product's date field and stored as that very day; a day before the
 * business date is refused on the form with a message, nothing sent.
 */

const run = Date.now().toString(36);
const TYPE = `E2E vaʼda ${run}`;
const TEXT = `Ertaga toʻlayman dedi ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let contractId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-collections');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await withDatabase(inject('databaseUrl'), async (db) => {
    const clientId = await insertClient(db, {
      name: `Qarzdor E2E ${run}`,
      branchId: me.user.branch.id,
      pinfl: '42345678901234',
      phone: '998907650000',
    });
    const made = await insertContract(db, {
      branchId: me.user.branch.id,
      clientId,
      userId: me.user.id,
      date: wireDate(new Date(Date.now() - 45 * 86_400_000)),
      signed: true,
    });
    contractId = made.id;
    await db.execute(sql`insert into contract_comment_types (name) values (${TYPE})`);
    const collector = await db.execute<{ id: number }>(
      sql`select id from users where username = 'undiruvchi'`,
    );
    await call('POST', '/collections/responsible-attachment', admin, {
      responsible_id: Number(collector.rows[0]?.id),
      contract_ids: [made.id],
    });
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'undiruvchi', 'Undiruv@123');
});

afterAll(async () => {
  await browser?.close();
});

describe("a collector's day", () => {
  it('lists my late contract for today, records a call with a comment type, shows it as the last contact', async () => {
    await page.goto('/collections/all-contracts');
    const today = page.locator('[data-testid="collection-today-table"]');
    const contact = today.locator(`[data-testid="collection-contact-${contractId}"]`);
    await contact.waitFor();
    expect(
      Number(await today.locator(`[data-testid="days-late-${contractId}"]`).textContent()),
    ).toBeGreaterThanOrEqual(44);
    await expect(today.locator(`[data-testid="last-contact-${contractId}"]`).textContent()).resolves.toBe(
      '—',
    );

    await contact.click();
    await pickOption(page, 'contact-type', TYPE);
    await page.fill('[data-testid="contact-text"]', TEXT);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/api\/collections\/contracts\/\d+\/comments$/.test(r.url())),
      page.click('[data-testid="contact-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);

    // the list is read again: the call is the last contact, made today
    const last = today.locator(`[data-testid="last-contact-${contractId}"]`);
    await expect.poll(() => last.textContent()).not.toBe('—');
    await expect(last.textContent()).resolves.toContain('✓');

    await today.locator(`[data-testid="collection-card-${contractId}"]`).click();
    const comments = page.locator('[data-testid="card-comments"]');
    await expect.poll(() => comments.textContent()).toContain(TEXT);
    await expect(comments.textContent()).resolves.toContain(TYPE);
    await expect(comments.textContent()).resolves.toContain('Qoʻngʻiroq');
    expect(errors).toEqual([]);
  });
});

/** The first day after the business date whose day is at most 12 and not its month: month-first reads it wrong. */
function swappableDay(): string {
  const start = new Date(`${today()}T12:00:00Z`);
  for (let n = 1; n < 400; n++) {
    const day = new Date(start.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const [d, m] = [Number(day.slice(8, 10)), Number(day.slice(5, 7))];
    if (d <= 12 && d !== m) return day;
  }
  throw new Error('no such day');
}

const typed = (iso: string) => iso.split('-').reverse().join('.');

/** Types DD.MM.YYYY into the promise date field and leaves it. */
async function typePromise(day: string): Promise<void> {
  const input = page.locator(
    'input[data-testid="contact-promised-date"], [data-testid="contact-promised-date"] input',
  );
  await input.first().click();
  await input.first().fill(typed(day));
  await input.first().press('Enter');
}

describe("a collector's promise to pay", () => {
  it('stores the day typed as DD.MM.YYYY, and refuses a day before the business date with a message', async () => {
    await page.goto('/collections/all-contracts');
    const row = page.locator('[data-testid="collection-today-table"]');
    await row.locator(`[data-testid="collection-contact-${contractId}"]`).click();
    await page.fill('[data-testid="contact-text"]', `Kecha toʻlayman dedi ${run}`);

    // yesterday: the form says why and sends nothing
    const yesterday = new Date(new Date(`${today()}T12:00:00Z`).getTime() - 86_400_000)
      .toISOString()
      .slice(0, 10);
    let posted = 0;
    const count = (r: { url(): string; method(): string }) => {
      if (/\/comments$/.test(r.url()) && r.method() === 'POST') posted++;
    };
    page.on('request', count);
    await typePromise(yesterday);
    await page.click('[data-testid="contact-save"]');
    const message = page.locator('.ant-form-item-explain-error', {
      hasText: 'Sana bugungi yoki undan keyingi kun boʻlishi kerak',
    });
    await message.waitFor();
    expect(posted).toBe(0);
    page.off('request', count);

    // a day whose month-first reading is another day is stored as typed
    const day = swappableDay();
    await typePromise(day);
    await message.waitFor({ state: 'detached' });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/api\/collections\/contracts\/\d+\/comments$/.test(r.url())),
      page.click('[data-testid="contact-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    const card = (
      (await answer.json()) as {
        data: { card: { comments: { text: string; promised_date: string | null }[] } };
      }
    ).data.card;
    expect(card.comments.find((c) => c.text === `Kecha toʻlayman dedi ${run}`)?.promised_date).toBe(day);

    // the card writes it back as typed
    await row.locator(`[data-testid="collection-card-${contractId}"]`).click();
    const comments = page.locator('[data-testid="card-comments"]');
    await expect.poll(() => comments.textContent()).toContain(typed(day));
    expect(errors).toEqual([]);
  });
});
