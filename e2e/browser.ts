import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { finishSignIn, type SignInAnswer } from './two-factor.ts';

/** Debian's Chromium, headless, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const baseUrl = () => inject('baseUrl');

/** A fresh page (own storage) that records uncaught page errors; a laptop's 1366×850 unless told. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1366, height: 850 },
): Promise<{ page: Page; errors: string[] }> {
  // the staff's browsers are in Tashkent: the date pickers' today is the server's business date
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    timezoneId: 'Asia/Tashkent',
  });
  // the browser lane shares the two cores with the API lane (scripts/test.ts): a minute per step
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** A POST of a sign-in step through the page's request context; answers `data`. */
async function postStep<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`${baseUrl()}/api${path}`, { data });
  if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Signs in through the API (with a second factor when the user has one) and stores the token as "remember me" would. */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  const answer = await postStep<SignInAnswer>(page, '/user/sign-in-web', {
    username,
    password,
    app: 'WEB',
    device_id: 'e2e',
  });
  const token = await finishSignIn(answer, username, (path, body) => postStep(page, path, body));
  await page.goto('/auth/login');
  await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
}

/** The path the app settled on. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

const OPEN_LIST = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** Until the select shows `text` or no list is open (chosen); false after `ms`: the list stayed open. */
const chosen = (page: Page, testId: string, text: string, ms: number) =>
  page
    .waitForFunction(
      ([id, t, open]) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(t ?? '') === true ||
        !document.querySelector(open ?? ''),
      [testId, text, OPEN_LIST],
      { timeout: ms },
    )
    .then(
      () => true,
      () => false,
    );

/**
 * Opens a remote-search select, types `search`, and clicks the option showing
 * exactly this text, until it is chosen (the select shows it, or its list
 * closed): on a loaded machine the list can be redrawn under the click (the
 * search's answer arriving), which then chooses nothing and leaves the list
 * open; the click is made again, at most three times.
 */
async function clickOption(page: Page, testId: string, text: string, search: string): Promise<void> {
  const select = page.locator(`[data-testid="${testId}"]`);
  const option = page
    .locator(`${OPEN_LIST} .ant-select-item-option`, {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    })
    .first();
  for (let attempt = 1; ; attempt++) {
    if (attempt === 1 || (await page.locator(OPEN_LIST).count()) === 0) {
      await select.click();
      await page.keyboard.type(search);
    }
    await option.click();
    if (await chosen(page, testId, text, 10_000)) return;
    if (attempt === 3) throw new Error(`${testId}: "${text}" clicked ${attempt} times, never chosen`);
  }
}

/**
 * Until no select's list is open (closed lists stay in the page, hidden). A
 * list still open after a few seconds is closed by taking the focus off its
 * select (as a click elsewhere would), never by Escape, which would close a
 * dialog around it.
 */
async function listsClosed(page: Page): Promise<void> {
  const closed = (ms?: number) =>
    page.waitForFunction(
      () => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
      null,
      {
        ...(ms === undefined ? {} : { timeout: ms }),
      },
    );
  if (
    await closed(5_000).then(
      () => true,
      () => false,
    )
  )
    return;
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await closed();
}

/** Opens a remote-search select, types, and picks the option showing exactly this text. */
export async function chooseOption(page: Page, testId: string, text: string): Promise<void> {
  await clickOption(page, testId, text, text);
  await page.keyboard.press('Escape');
  await listsClosed(page);
}

/**
 * Like `chooseOption`, typing `search` (by default the text) and without
 * Escape (safe inside a dialog): waits until the list closes, so the next
 * select's options are the only ones shown.
 */
export async function pickOption(page: Page, testId: string, text: string, search = text): Promise<void> {
  await clickOption(page, testId, text, search);
  await listsClosed(page);
}

/**
 * Clicks the open confirmation's OK (`#confirm-ok`) once its opening
 * animation is over: Ant Design's dialogs take no pointer events while they
 * zoom in, and on a busy machine a click can land in that window and be lost.
 */
export async function confirmOk(page: Page): Promise<void> {
  const ok = page.locator('.ant-modal-confirm:not(.ant-zoom-appear):not(.ant-zoom-enter) #confirm-ok').last();
  await ok.waitFor();
  await ok.click();
}

/**
 * Waits until the dialog matched by `selector` is gone. When it stays, the
 * error says why: the form's messages and any error toast on the page.
 */
export async function dialogClosed(page: Page, selector: string): Promise<void> {
  try {
    await page.waitForSelector(selector, { state: 'detached' });
  } catch (error) {
    const shown = await page
      .locator('.ant-form-item-explain-error, [data-testid="toast-error"], .ant-message-error')
      .allTextContents()
      .catch(() => []);
    throw new Error(`${selector} stayed open; the page shows: ${JSON.stringify(shown)}`, { cause: error });
  }
}
