import { describe, expect, it } from 'vitest';
import {
  applyParams,
  hasNextPage,
  openDoc,
  parseDocQuery,
  parsePagedQuery,
  statusValue,
} from './list-query.ts';

const params = (s: string) => new URLSearchParams(s);

describe('list state in the address bar', () => {
  it('parses filters, dropping what is not valid', () => {
    expect(
      parseDocQuery(
        params('page=3&status=SENT&warehouse_id=4&supplier_id=x&date_from=2026-01-01&date_to=bad'),
      ),
    ).toEqual({
      page: 3,
      per_page: 20,
      status: 'SENT',
      warehouse_id: 4,
      supplier_id: undefined,
      date_from: '2026-01-01',
      date_to: undefined,
    });
    expect(parseDocQuery(params('page=-1')).page).toBe(1);
  });

  it('applies a default status unless the user chose all', () => {
    expect(parseDocQuery(params(''), 'WAY').status).toBe('WAY');
    expect(parseDocQuery(params('status=all'), 'WAY').status).toBeUndefined();
    expect(statusValue(params(''), 'WAY')).toBe('WAY');
    expect(statusValue(params(''))).toBe('all');
  });

  it('goes back to page 1 on a filter change, not on opening a document', () => {
    expect(applyParams(params('page=3&status=SENT'), { warehouse_id: 5 }).toString()).toBe(
      'status=SENT&warehouse_id=5',
    );
    expect(applyParams(params('page=3'), { doc: 12 }).toString()).toBe('page=3&doc=12');
    expect(applyParams(params('page=3&doc=12'), { doc: undefined }).toString()).toBe('page=3');
    expect(applyParams(params('page=3'), { page: 4 }).toString()).toBe('page=4');
  });

  it('knows the open document', () => {
    expect(openDoc(params('doc=new'))).toBe('new');
    expect(openDoc(params('doc=12'))).toBe(12);
    expect(openDoc(params('doc=x'))).toBeUndefined();
  });

  it('pages lists without total by whether a page came back full', () => {
    expect(parsePagedQuery(params('type=INPUT&page=2&other=1'), ['type', 'product_id'])).toEqual({
      type: 'INPUT',
      page: '2',
    });
    expect(hasNextPage(new Array(20).fill(0))).toBe(true);
    expect(hasNextPage(new Array(19).fill(0))).toBe(false);
    expect(hasNextPage(undefined)).toBe(false);
  });
});
