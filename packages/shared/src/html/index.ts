import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The allow-list HTML sanitiser of every html field (the news editor and the
 * previews in the browser, the engine and the warning letters on the server
 * before storing): DOMPurify with the allow-list below. DOMPurify needs a
 * DOM, so this module holds only the allow-list and a factory taking a
 * window: the web binds it to the page's `window` (`apps/web/src/shared/html.ts`),
 * the API to a jsdom window (`apps/api/src/http/html.ts`), and the web bundle
 * never carries jsdom. What it keeps: the formatting the editor produces
 * (bold, italic, lists, paragraphs, line breaks, headings, quotes) and links
 * with a safe address. What it drops:
 * - script, style, iframe, object, svg and the like, with their content;
 * - every attribute but `href`, `title` and `target="_blank"` on links
 *   (so every `on*` handler and every `style`); a link opening a new tab gets
 *   `rel="noopener noreferrer"`;
 * - addresses other than http(s), mailto, tel and relative ones
 *   (`javascript:`, `data:`, `vbscript:` …, also when hidden by entities,
 *   tabs or control characters);
 * - comments, doctype and processing instructions; tags it does not know
 *   (their text is kept).
 * The output is the browser's serialisation of what it parsed: balanced, stray
 * end tags dropped, open ones closed, `<`, `>` and `&` in text escaped.
 */

/** Tags kept, each with the attributes it may carry. */
export const HTML_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target'],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  strike: [],
  sub: [],
  sup: [],
  p: [],
  div: [],
  span: [],
  br: [],
  hr: [],
  ul: [],
  ol: [],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  pre: [],
  code: [],
};

/**
 * Tags dropped together with their content, besides DOMPurify's own list
 * (script, style, iframe, noscript, noembed, noframes, template, title, head,
 * svg, math, xmp, plaintext …).
 */
export const HTML_DROPPED_WITH_CONTENT: readonly string[] = [
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'textarea',
  'select',
];

/** Schemes a link may have; an address without a scheme (relative, `#…`, `?…`, `//host`) passes too. */
export const HTML_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * A safe address, tested once what browsers ignore in an address is taken out:
 * one of the schemes above, or no scheme at all (`name:` with a letter first
 * is a scheme to a browser, anything else before a `:` is not).
 */
export const SAFE_URL = new RegExp(`^(?:(?:${HTML_URL_SCHEMES.join('|')}):|(?![a-z][a-z0-9+.-]*:))`, 'i');

/** DOMPurify's settings; `createHtmlSanitizer`'s hooks add what a setting cannot say (attributes per tag). */
export const HTML_PURIFY_CONFIG: Readonly<Config> = Object.freeze({
  ALLOWED_TAGS: Object.keys(HTML_ALLOWED),
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED).flat())],
  ADD_FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
});

export interface HtmlSanitizer {
  /** The HTML with only the allowed tags and attributes, safe to show and to store. */
  sanitizeHtml(html: string): string;
  /** The text of some HTML, for "is anything written?" (whitespace collapsed). */
  htmlText(html: string): string;
}

/** A tag of serialised HTML (attribute values are double-quoted, a `"` in one written `&quot;`). */
const SERIALISED_TAG = /<[^>"]*(?:"[^"]*"[^>"]*)*>/g;

/**
 * The sanitiser bound to a window: the page's in the browser, a jsdom one on
 * the server. Its DOMPurify instance is its own (the hooks are not shared).
 */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  // Unsupported, DOMPurify would hand its input back as it is.
  if (!purify.isSupported) throw new Error('DOMPurify cannot run on this window');
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const allowed = HTML_ALLOWED[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(event.attrName)) event.keepAttr = false;
    else if (event.attrName === 'target') {
      if (event.attrValue.trim().toLowerCase() === '_blank') event.attrValue = '_blank';
      else event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  const sanitizeHtml = (html: string): string => purify.sanitize(html, HTML_PURIFY_CONFIG);
  return {
    sanitizeHtml,
    htmlText: (html) =>
      decodeEntities(sanitizeHtml(html).replace(SERIALISED_TAG, ' '))
        .replace(/[\s\u00a0]+/g, ' ')
        .trim(),
  };
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/**
 * Entities decoded (numeric ones and the common named ones): the text of
 * sanitised HTML, as the letters' PDF writes it, and what a user typed as a
 * link address.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** What browsers ignore in an address (whitespace and control characters; DOMPurify ignores the same and more). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/**
 * A link address that is safe to keep (the sanitiser's `SAFE_URL`), cleaned of
 * what browsers ignore, or undefined. Relative addresses pass.
 */
export function safeUrl(raw: string): string | undefined {
  const cleaned = decodeEntities(raw).replace(URL_IGNORED, '');
  if (cleaned === '' || !SAFE_URL.test(cleaned)) return undefined;
  // `\` is read as `/` by browsers.
  return cleaned.replace(/\\/g, '/');
}

/** What a user types in the link dialog: a bare `example.uz` becomes `https://example.uz`. */
export function linkFromInput(input: string): string | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) || /^[/#?]/.test(text) ? text : `https://${text}`;
  return safeUrl(withScheme);
}
