import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './html.ts';

describe('the server-side sanitiser (DOMPurify on jsdom)', () => {
  it('keeps the allowed formatting and safe links, and drops what runs', () => {
    expect(sanitizeHtml('<p onclick="x()">Xush <b>kelibsiz</b><script>alert(1)</script></p>')).toBe(
      '<p>Xush <b>kelibsiz</b></p>',
    );
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">a</a><a href="https://savdo.uz">b</a>')).toBe(
      '<a>a</a><a href="https://savdo.uz">b</a>',
    );
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(/img/);
    expect(htmlText('<p>a</p><p>b&nbsp;c</p>')).toBe('a b c');
  });
});
