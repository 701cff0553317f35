import { createHtmlSanitizer, type HtmlSanitizer } from '@savdo/shared/html';

/** The shared sanitiser (DOMPurify and the allow-list) on the page's own window, made at its first use. */
let sanitizer: HtmlSanitizer | undefined;
const bound = (): HtmlSanitizer => {
  sanitizer ??= createHtmlSanitizer(window);
  return sanitizer;
};

/** The HTML with only the allowed tags and attributes, safe to show and to send. */
export const sanitizeHtml = (html: string): string => bound().sanitizeHtml(html);

/** The text of some HTML, for "is anything written?" (whitespace collapsed). */
export const htmlText = (html: string): string => bound().htmlText(html);
