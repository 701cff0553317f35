// @vitest-environment jsdom
import { dictionaries } from '@savdo/shared/i18n';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor.tsx';

/**
 * The TipTap editor in jsdom, driven through its toolbar and link dialog as a
 * user would (typing is the browser test's, e2e/settings.test.ts).
 */

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'uz',
  resources: { uz: { translation: dictionaries.uz } },
  showSupportNotice: false,
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lays nothing out; ProseMirror reads rectangles to scroll to the caret.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.replaceChildren();
});

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = (element: HTMLElement | null) => act(async () => element?.click());

async function mount(props: { value: string; disabled?: boolean }) {
  const onChange = vi.fn<(html: string) => void>();
  const render = (value: string, disabled = props.disabled) =>
    act(async () =>
      root?.render(
        <I18nextProvider i18n={i18n}>
          <RichTextEditor id="body" value={value} onChange={onChange} disabled={disabled} />
        </I18nextProvider>,
      ),
    );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await render(props.value);
  return { onChange, render };
}

/** Types into an Ant Design input as React hears it. */
async function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('RichTextEditor', () => {
  it('loads its value sanitised, with its area and toolbar labelled', async () => {
    await mount({ value: '<p>Salom <b>dunyo</b><img src=x onerror="alert(1)"></p>' });
    const area = byTestId('rte-area');
    expect(area?.innerHTML).toBe('<p>Salom <b>dunyo</b></p>');
    expect(area?.getAttribute('contenteditable')).toBe('true');
    expect(area?.getAttribute('role')).toBe('textbox');
    expect(area?.getAttribute('aria-label')).toBe('Yangilik matni');
    expect(area?.id).toBe('body');
    const toolbar = document.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).toBe('Matnni formatlash');
    expect(byTestId('rte-italic')?.getAttribute('aria-label')).toBe('Kursiv');
    expect(byTestId('rte-italic')?.getAttribute('aria-pressed')).toBe('false');
    // Not in a link: nothing to remove.
    expect(byTestId('rte-unlink')?.hasAttribute('disabled')).toBe(true);
  });

  it('hands out the HTML of a toolbar action and shows the button pressed', async () => {
    const { onChange } = await mount({ value: '<p>Salom <b>dunyo</b></p>' });
    await click(byTestId('rte-ul'));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Salom <b>dunyo</b></p></li></ul>');
    expect(byTestId('rte-ul')?.getAttribute('aria-pressed')).toBe('true');
    await click(byTestId('rte-ul'));
    expect(onChange).toHaveBeenLastCalledWith('<p>Salom <b>dunyo</b></p>');
    expect(byTestId('rte-ul')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a script address in the link dialog and writes a bare host as an https link', async () => {
    const { onChange } = await mount({ value: '<p>Manzil: </p>' });
    await click(byTestId('rte-link'));
    const input = document.querySelector<HTMLInputElement>('#rte-link-url');
    if (!input) throw new Error('no link dialog');
    await type(input, 'javascript:alert(1)');
    await click(document.querySelector<HTMLElement>('#rte-link-ok'));
    expect(document.querySelector('.ant-typography-danger')?.textContent).toContain('http');
    expect(onChange).not.toHaveBeenCalled();
    await type(input, 'savdo.uz');
    await click(document.querySelector<HTMLElement>('#rte-link-ok'));
    // At the caret (here the end: a block's trailing space is not kept) the address itself becomes the link.
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Manzil:<a href="https://savdo.uz">https://savdo.uz</a></p>',
    );
  });

  it('loads a new value given from outside, and is read-only when disabled', async () => {
    const { render } = await mount({ value: '' });
    expect(byTestId('rte-area')?.textContent).toBe('');
    await render('<p><i>Yangi</i> matn</p>');
    expect(byTestId('rte-area')?.innerHTML).toBe('<p><i>Yangi</i> matn</p>');
    await render('<p><i>Yangi</i> matn</p>', true);
    expect(byTestId('rte-area')?.getAttribute('contenteditable')).toBe('false');
    expect(byTestId('rte-bold')?.hasAttribute('disabled')).toBe(true);
  });
});
