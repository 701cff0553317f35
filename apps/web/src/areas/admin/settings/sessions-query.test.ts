import { describe, expect, it } from 'vitest';
import { deviceLabel, parseSessionsQuery, toSessionsApiQuery, toSessionsSearch } from './sessions-query.ts';

describe('sessions tab state', () => {
  it('reads the address bar, dropping malformed values', () => {
    expect(parseSessionsQuery(new URLSearchParams('tab=sessions'))).toEqual({ page: 1, perPage: 20 });
    expect(parseSessionsQuery(new URLSearchParams('page=3&per_page=50&user_id=7'))).toEqual({
      page: 3,
      perPage: 50,
      userId: 7,
    });
    expect(parseSessionsQuery(new URLSearchParams('page=0&per_page=1000&user_id=x'))).toEqual({
      page: 1,
      perPage: 20,
    });
  });

  it('writes the address bar without the defaults, keeping the tab', () => {
    const current = new URLSearchParams('tab=sessions&page=4&user_id=2');
    expect(toSessionsSearch({ page: 1, perPage: 20 }, current).toString()).toBe('tab=sessions');
    expect(toSessionsSearch({ page: 2, perPage: 50, userId: 9 }, current).toString()).toBe(
      'tab=sessions&page=2&per_page=50&user_id=9',
    );
  });

  it('asks the API with its names', () => {
    expect(toSessionsApiQuery({ page: 2, perPage: 10, userId: 3 })).toEqual({
      page: 2,
      per_page: 10,
      user_id: 3,
    });
  });

  it('names a device from its user agent', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36';
    expect(deviceLabel(chrome, 'abc')).toBe('Chrome, Linux');
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36', null)).toBe(
      'Chrome, Android',
    );
    expect(deviceLabel(null, 'tablet-7')).toBe('tablet-7');
    expect(deviceLabel('', null)).toBe('—');
  });
});
