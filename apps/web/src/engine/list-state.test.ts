import { province, village, workSchedule } from '@savdo/shared/resources/definitions';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  chosenOptions,
  defaultSortOf,
  joinOptions,
  type ListState,
  parseListState,
  toApiQuery,
  toSearchParams,
} from './list-state.ts';
import { sampleDef } from './test-defs.ts';

const parse = (query: string) => parseListState(sampleDef, new URLSearchParams(query));

describe('list state ⇄ address bar', () => {
  it('starts on page 1 of 20 with nothing chosen', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 20, filters: {} });
    expect(toSearchParams(parse('')).toString()).toBe('');
  });

  it('reads page, size, order, search, status and filters', () => {
    const state = parse(
      'page=3&per_page=50&sort=-date&search=Toshkent&active=false&province_id=7&currency=USD&is_office=true' +
        '&date_from=2025-01-01&date_to=2025-01-31&amount_from=10.5&code=AB',
    );
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      sort: '-date',
      search: 'Toshkent',
      active: 'false',
      filters: {
        province_id: '7',
        currency: 'USD',
        is_office: 'true',
        date_from: '2025-01-01',
        date_to: '2025-01-31',
        amount_from: '10.5',
        code: 'AB',
      },
    });
  });

  it('drops what the API would refuse', () => {
    const state = parse(
      'page=0&per_page=500&sort=note&active=maybe&province_id=abc&currency=EUR&is_office=1&date_from=31.01.2025&unknown=1',
    );
    expect(state).toEqual({ page: 1, perPage: 20, filters: {} });
    expect(parse('page=2.5&sort=-nope').page).toBe(1);
    expect(parse('sort=-id').sort).toBe('-id');
    expect(parse('sort=active').sort).toBe('active');
  });

  it('ignores a search on a resource whose title is not text', () => {
    expect(
      parseListState({ ...province, fields: [] }, new URLSearchParams('search=x')).search,
    ).toBeUndefined();
    expect(parseListState(province, new URLSearchParams('search=%20x%20')).search).toBe('x');
  });

  it('round-trips through the query string without the defaults', () => {
    const state: ListState = {
      page: 2,
      perPage: 20,
      sort: 'name',
      active: 'true',
      filters: { province_id: '3', region_id: '9' },
    };
    const params = toSearchParams(state);
    expect(params.toString()).toBe('page=2&sort=name&active=true&province_id=3&region_id=9');
    expect(parseListState(village, params)).toEqual(state);
  });
});

describe('a filter by a set of options (the schedules’ days off)', () => {
  const daysOff = workSchedule.fields.find((f) => f.name === 'days_off');
  const schedules = (query: string) => parseListState(workSchedule, new URLSearchParams(query));

  it('keeps the weekdays chosen, comma-separated, and sends them to the API', () => {
    expect(schedules('days_off=SAT,SUN').filters).toEqual({ days_off: 'SAT,SUN' });
    expect(toApiQuery(schedules('days_off=FRI'))).toEqual({ page: 1, per_page: 20, days_off: 'FRI' });
  });

  it('drops a value the API would refuse', () => {
    for (const bad of ['SAT,FUNDAY', 'sat', 'SAT,', ','])
      expect(schedules(`days_off=${bad}`).filters).toEqual({});
  });

  it('joins the chosen options in the options’ order, none as no filter', () => {
    if (!daysOff) throw new Error('days_off');
    expect(joinOptions(daysOff, ['SUN', 'SAT'])).toBe('SAT,SUN');
    expect(joinOptions(daysOff, [])).toBeUndefined();
    expect(chosenOptions('SAT,SUN')).toEqual(['SAT', 'SUN']);
    expect(chosenOptions(undefined)).toEqual([]);
  });
});

describe('the API query of a list', () => {
  it('always names the page and its size, then the choices', () => {
    expect(toApiQuery(parse(''))).toEqual({ page: 1, per_page: 20 });
    expect(toApiQuery(parse('per_page=100&search=a&date_to=2025-02-01&province_id=4'))).toEqual({
      page: 1,
      per_page: 100,
      search: 'a',
      date_to: '2025-02-01',
      province_id: '4',
    });
  });

  it('names the default order of a definition', () => {
    expect(defaultSortOf(sampleDef)).toBe('-date');
    expect(defaultSortOf(province)).toBe('name');
    expect(defaultSortOf({ ...province, defaultSort: undefined })).toBe('-id');
  });
});

describe('changes of the list', () => {
  const state: ListState = { page: 4, perPage: 20, sort: 'name', filters: { province_id: '1' } };

  it('keeps the page only when paging', () => {
    expect(applyChange(state, { type: 'page', page: 5, perPage: 20 }).page).toBe(5);
    expect(applyChange(state, { type: 'page', page: 5, perPage: 50 })).toMatchObject({
      page: 1,
      perPage: 50,
    });
    expect(applyChange(state, { type: 'sort', sort: '-name' })).toMatchObject({ page: 1, sort: '-name' });
    expect(applyChange(state, { type: 'search', search: '  ' })).toMatchObject({
      page: 1,
      search: undefined,
    });
    expect(applyChange(state, { type: 'active', active: 'true' })).toMatchObject({ page: 1, active: 'true' });
  });

  it('sets and clears filters', () => {
    const next = applyChange(state, {
      type: 'filters',
      filters: { province_id: undefined, currency: 'UZS' },
    });
    expect(next.filters).toEqual({ currency: 'UZS' });
    expect(next.page).toBe(1);
  });

  it('resets filters, search and status but keeps order and page size', () => {
    const full: ListState = { ...state, perPage: 50, search: 'x', active: 'false' };
    expect(applyChange(full, { type: 'reset' })).toEqual({ page: 1, perPage: 50, sort: 'name', filters: {} });
  });
});
