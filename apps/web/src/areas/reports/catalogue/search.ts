import { foldUzbek } from '@savdo/shared/validation';

/** A report matches a search typed as its code (`R0034`, `34`) or any part of its title, apostrophes folded. */
export function matchesSearch(search: string, code: string, title: string): boolean {
  const typed = foldUzbek(search.trim());
  if (!typed) return true;
  return foldUzbek(code).includes(typed) || foldUzbek(title).includes(typed);
}
