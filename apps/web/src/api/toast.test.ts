import { describe, expect, it } from 'vitest';
import { buildErrorToast, buildSuccessToast, SUCCESS_KEY, UNKNOWN_ERROR_KEY } from './toast.ts';

const t = (key: string) => `T(${key})`;

describe('error toast', () => {
  it('takes the server message as title and errors as lines', () => {
    const toast = buildErrorToast(
      { message: 'Notoʻgʻri maʼlumot', errors: ['username: required', 'phone: invalid'] },
      t,
    );
    expect(toast.title).toBe('Notoʻgʻri maʼlumot');
    expect(toast.subtitles).toEqual(['username: required', 'phone: invalid']);
    expect(toast).toMatchObject({ type: 'error', color: 'danger', closable: true, duration: 5 });
  });

  it('falls back to the unknown-error title', () => {
    expect(buildErrorToast({}, t).title).toBe(`T(${UNKNOWN_ERROR_KEY})`);
    expect(buildErrorToast(undefined, t).title).toBe(`T(${UNKNOWN_ERROR_KEY})`);
    expect(buildErrorToast({ message: '   ', errors: [] }, t).title).toBe(`T(${UNKNOWN_ERROR_KEY})`);
  });

  it('drops empty lines, non-strings and a line equal to the title', () => {
    const body = { message: 'Xato', errors: ['Xato', '', 'a'] };
    expect(buildErrorToast(body, t).subtitles).toEqual(['a']);
  });

  it('gives equal errors the same key', () => {
    expect(buildErrorToast({ message: 'x', errors: ['y'] }, t).key).toBe(
      buildErrorToast({ message: 'x', errors: ['y'] }, t).key,
    );
  });
});

describe('success toast', () => {
  it('is translated and lasts 2 s', () => {
    expect(buildSuccessToast(t)).toMatchObject({ title: `T(${SUCCESS_KEY})`, duration: 2, type: 'success' });
  });
});
