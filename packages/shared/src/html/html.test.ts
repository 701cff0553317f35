import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, linkFromInput, safeUrl } from './index.ts';

// DOMPurify on a jsdom window, as the API binds it (the browser binds the page's).
const { sanitizeHtml, htmlText } = createHtmlSanitizer(new JSDOM('').window);

describe('sanitizeHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<div><b>Qalin</b> va <i>kursiv</i></div><ul><li>bir</li><li>ikki</li></ul><ol><li>1</li></ol><p>a<br>b</p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<strong>x</strong><em>y</em><h2>z</h2>')).toBe(
      '<strong>x</strong><em>y</em><h2>z</h2>',
    );
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type="text/javascript">alert("</b>")</SCRIPT >b')).toBe('ab');
    expect(sanitizeHtml('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    // An unclosed script swallows the rest, as a browser would.
    expect(sanitizeHtml('ok<script>alert(1)')).toBe('ok');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('drops every event handler and style attribute', () => {
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeHtml('<b onclick="alert(1)" style="color:red">x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<p ONMOUSEOVER=alert(1)>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div/onload=alert(1)>x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<a href="https://savdo.uz" onfocus="x()" autofocus>s</a>')).toBe(
      '<a href="https://savdo.uz">s</a>',
    );
    expect(sanitizeHtml('<b title="a&quot; onclick=&quot;x">t</b>')).toBe('<b>t</b>');
  });

  it('keeps links with safe addresses only', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://savdo.uz/?a=1&amp;b=2" target="_blank">x</a>')).toBe(
      '<a href="https://savdo.uz/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/news" target="_top">x</a>')).toBe('<a href="/news">x</a>');
    expect(sanitizeHtml('<a href="mailto:info@savdo.uz">m</a>')).toBe('<a href="mailto:info@savdo.uz">m</a>');
  });

  it('drops comments and unknown tags but keeps their text, and escapes stray brackets', () => {
    expect(sanitizeHtml('<!-- x --><font color="red">matn</font>')).toBe('matn');
    expect(sanitizeHtml('<!DOCTYPE html><?xml ?>a')).toBe('a');
    expect(sanitizeHtml('1 < 2 > 0 & 3')).toBe('1 &lt; 2 &gt; 0 &amp; 3');
    expect(sanitizeHtml('&nbsp;&amp;&lt;')).toBe('&nbsp;&amp;&lt;');
  });

  it('balances the tags', () => {
    expect(sanitizeHtml('<b><i>x</b></i>')).toBe('<b><i>x</i></b>');
    expect(sanitizeHtml('</div>x<ul><li>y')).toBe('x<ul><li>y</li></ul>');
    expect(sanitizeHtml('<b')).toBe('');
  });

  it('is idempotent', () => {
    const inputs = [
      '<a href="java&#x09;script:alert(1)" title="&lt;t&gt;">x</a><b>y',
      '<p onclick=1>1 < 2 &amp; <i>z</i></p><script>x</script>',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('safeUrl and linkFromInput', () => {
  it('accepts web, mail, phone and relative addresses', () => {
    expect(safeUrl('https://savdo.uz')).toBe('https://savdo.uz');
    expect(safeUrl('tel:+998901234567')).toBe('tel:+998901234567');
    expect(safeUrl('/info/news')).toBe('/info/news');
    expect(safeUrl('#top')).toBe('#top');
  });

  it('refuses scripts however they are hidden', () => {
    for (const url of ['javascript:alert(1)', '\u0001javascript:x', 'java\nscript:x', 'jav&#97;script:x', ''])
      expect(safeUrl(url)).toBeUndefined();
  });

  it('adds https to a bare host typed in the link dialog', () => {
    expect(linkFromInput(' savdo.uz/yangilik ')).toBe('https://savdo.uz/yangilik');
    expect(linkFromInput('http://savdo.uz')).toBe('http://savdo.uz');
    expect(linkFromInput('javascript:alert(1)')).toBeUndefined();
    expect(linkFromInput('   ')).toBeUndefined();
  });
});

describe('htmlText', () => {
  it('is the visible text', () => {
    expect(htmlText('<p><b>Salom</b>&nbsp;dunyo</p><script>x</script>')).toBe('Salom dunyo');
    expect(htmlText('<div><br></div>')).toBe('');
  });
});
