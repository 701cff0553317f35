import { createHtmlSanitizer } from '@savdo/shared/html';
import { JSDOM } from 'jsdom';

/**
 * The shared sanitiser (DOMPurify and the allow-list) on the server: DOMPurify
 * needs a DOM, here a jsdom window (the one DOMPurify documents for Node),
 * made once. html fields are sanitised with it before they are stored.
 */
export const { sanitizeHtml, htmlText } = createHtmlSanitizer(new JSDOM('').window);
