/**
 * A small allow-list HTML sanitiser for every html field (the news editor
 * in the browser, the engine on the server before storing), working on the
 * string (no DOM, so it runs the same in the browser, in the preview and in
 * node tests). What it keeps: the formatting the editor produces (bold,
 * italic, lists, paragraphs, line breaks, headings, quotes) and links with a
 * safe address. What it drops:
 * - script, style, iframe, object, svg and the like, with their content;
 * - every attribute but `href`, `title` and `target="_blank"` on links
 *   (so every `on*` handler and every `style`);
 * - addresses other than http(s), mailto, tel and relative ones
 *   (`javascript:`, `data:`, `vbscript:` …, also when hidden by entities,
 *   tabs or control characters);
 * - comments, doctype and processing instructions; tags it does not know
 *   (their text is kept).
 * The output is balanced: stray end tags are dropped, open ones closed.
 */

/** Tags kept, each with the attributes it may carry. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
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

const VOID = new Set(['br', 'hr']);

/** Tags dropped together with everything up to their end tag. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'head',
  'svg',
  'math',
  'xmp',
  'select',
]);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

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

/** Entities decoded as a browser would in an attribute (numeric ones and the common named ones). */
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

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as HTML: `<` and `>` escaped, a bare `&` too (entities are kept). */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * A link address that is safe to keep, cleaned of what browsers ignore
 * (whitespace and control characters), or undefined. Relative addresses pass.
 */
export function safeUrl(raw: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029]/g, '');
  if (cleaned === '') return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase())) return undefined;
  // `\` is read as `/` by browsers; anything else before the first `:` makes no scheme.
  return cleaned.replace(/\\/g, '/');
}

/** What a user types in the link dialog: a bare `example.uz` becomes `https://example.uz`. */
export function linkFromInput(input: string): string | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) || /^[/#?]/.test(text) ? text : `https://${text}`;
  return safeUrl(withScheme);
}

interface Tag {
  end: number;
  attrs: [string, string][];
  /** False when the input ends before the tag's `>`. */
  complete: boolean;
}

/** Reads a tag's attributes from just after its name to its `>` (quotes respected). */
function readTag(html: string, from: number): Tag {
  const attrs: [string, string][] = [];
  let i = from;
  const n = html.length;
  while (i < n) {
    const c = html[i] as string;
    if (c === '>') return { end: i + 1, attrs, complete: true };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    let name = c;
    i++;
    while (i < n && !/[\s/>=]/.test(html[i] as string)) name += html[i++];
    while (i < n && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close === -1 ? n : close);
        i = close === -1 ? n : close + 1;
      } else {
        const start = i;
        while (i < n && !/[\s>]/.test(html[i] as string)) i++;
        value = html.slice(start, i);
      }
    }
    attrs.push([name.toLowerCase(), value]);
  }
  // A tag never closed is not a tag a browser would build: dropped with the rest.
  return { end: n, attrs: [], complete: false };
}

/** The index just after the end tag of a dropped element (the end of the input when there is none). */
function skipContent(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'ig');
  close.lastIndex = from;
  const found = close.exec(html);
  if (!found) return html.length;
  const gt = html.indexOf('>', found.index);
  return gt === -1 ? html.length : gt + 1;
}

function openTag(name: string, attrs: readonly [string, string][]): string {
  const allowed = ALLOWED[name] ?? [];
  let out = `<${name}`;
  const seen = new Set<string>();
  for (const [attr, raw] of attrs) {
    if (!allowed.includes(attr) || seen.has(attr)) continue;
    seen.add(attr);
    if (attr === 'href') {
      const url = safeUrl(raw);
      if (url !== undefined) out += ` href="${escapeAttr(url)}"`;
    } else if (attr === 'target') {
      if (decodeEntities(raw).trim().toLowerCase() === '_blank')
        out += ' target="_blank" rel="noopener noreferrer"';
    } else {
      out += ` ${attr}="${escapeAttr(decodeEntities(raw))}"`;
    }
  }
  return `${out}>`;
}

const TAG_START = /<(\/?)([a-z][a-z0-9-]*)/iy;

/** The HTML with only the allowed tags and attributes, safe to show and to store. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG_START.lastIndex = i;
    const match = TAG_START.exec(html);
    if (!match) {
      const next = html[i + 1];
      if (next === '!' || next === '?' || next === '/') {
        // Doctype, processing instruction, `</ …>`: bogus comments to a browser.
        const gt = html.indexOf('>', i);
        i = gt === -1 ? html.length : gt + 1;
      } else {
        out += '&lt;';
        i++;
      }
      continue;
    }
    const closing = match[1] === '/';
    const name = (match[2] as string).toLowerCase();
    const tag = readTag(html, TAG_START.lastIndex);
    i = tag.end;
    if (!tag.complete) break;
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) i = skipContent(html, i, name);
      continue;
    }
    if (!(name in ALLOWED)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      out += openTag(name, tag.attrs);
      if (!VOID.has(name)) open.push(name);
    }
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The text of some HTML, for "is anything written?" (whitespace collapsed). */
export function htmlText(html: string): string {
  const withoutTags = sanitizeHtml(html).replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
