import { describe, expect, it } from 'vitest';
import { cellOf } from './card-list.tsx';
import { activeFilters } from './filter-fold.tsx';

interface Row {
  id: number;
  client: { name: string };
  rest: string;
}

const row: Row = { id: 3, client: { name: 'Toshmatov' }, rest: '1500.00' };

describe('a card shows what the table would', () => {
  it('reads a cell through its render, else its data index (a path too)', () => {
    expect(cellOf<Row>({ key: 'rest', render: (_, r) => `${r.rest} soʻm` }, row, 0)).toBe('1500.00 soʻm');
    expect(cellOf<Row>({ key: 'id', dataIndex: 'id' }, row, 0)).toBe(3);
    expect(cellOf<Row>({ key: 'client', dataIndex: ['client', 'name'] }, row, 0)).toBe('Toshmatov');
    expect(cellOf<Row>({ key: 'none', dataIndex: 'missing' }, row, 0)).toBe('');
  });
});

describe('the filters button counts the filters set', () => {
  it('a range once, empty values and the sort never', () => {
    expect(activeFilters({})).toBe(0);
    expect(
      activeFilters({
        date_from: '2026-11-01',
        date_to: '2026-11-28',
        cashbox_id: 4,
        method: undefined,
        sort: 'rest',
      }),
    ).toBe(2);
    expect(activeFilters({ amount_from: '', amount_to: '100', status: 'APPROVED', order: 'asc' })).toBe(2);
  });
});
