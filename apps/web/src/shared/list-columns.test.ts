import type { TableColumnType } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  arrangeColumns,
  ESSENTIAL_MIN_WIDTH,
  FIXED_ACTIONS_MAX_WIDTH,
  hasFixedColumn,
  isEssential,
  type ListColumn,
} from './list-columns.ts';

type Row = { id: number };
const keys = (columns: TableColumnType<Row>[]) => columns.map((c) => c.key);
const header = (column: TableColumnType<Row> | undefined) =>
  column?.onHeaderCell?.(column as never) as Record<string, unknown> | undefined;

describe('isEssential', () => {
  it('takes the flag, else the conventional keys', () => {
    expect(isEssential<Row>({ key: 'comment', essential: true })).toBe(true);
    expect(isEssential<Row>({ key: 'status', essential: false })).toBe(false);
    expect(isEssential<Row>({ key: 'amount' })).toBe(true);
    expect(isEssential<Row>({ key: 'comment' })).toBe(false);
  });
});

describe('arrangeColumns', () => {
  const columns: ListColumn<Row>[] = [
    { key: 'branch', title: 'Branch' },
    { key: 'id', title: '№' },
    { key: 'comment', title: 'Comment' },
    { key: 'overdue', title: 'Overdue', essential: true, width: 140 },
    { key: 'actions', fixed: 'right', width: 300 },
    { key: 'status', title: 'Status' },
  ];

  it('puts the essential columns first in their order, then the rest, then the actions', () => {
    expect(keys(arrangeColumns(columns))).toEqual([
      'id',
      'overdue',
      'status',
      'branch',
      'comment',
      'actions',
    ]);
  });

  it('marks the essential header cells data-essential and no others, keeping their own header props', () => {
    const arranged = arrangeColumns<Row>([
      { key: 'id', onHeaderCell: () => ({ className: 'own' }) },
      { key: 'comment' },
    ]);
    expect(header(arranged[0])).toEqual({ className: 'own', 'data-essential': 'true' });
    expect(header(arranged[1])).toBeUndefined();
    expect(arranged.some((c) => 'essential' in c)).toBe(false);
  });

  it('gives an essential column without a width a least width, and keeps a given one', () => {
    const [id, overdue] = arrangeColumns(columns);
    expect(id?.minWidth).toBe(ESSENTIAL_MIN_WIDTH);
    expect(overdue?.width).toBe(140);
    expect(overdue?.minWidth).toBeUndefined();
  });

  it('keeps a narrow actions column fixed at the right and lets a wide one scroll', () => {
    const wide = arrangeColumns(columns).at(-1);
    expect(wide?.fixed).toBeUndefined();
    const narrow = arrangeColumns<Row>([{ key: 'id' }, { key: 'actions', width: FIXED_ACTIONS_MAX_WIDTH }]);
    expect(narrow.at(-1)?.fixed).toBe('right');
    expect(hasFixedColumn(narrow)).toBe(true);
    expect(hasFixedColumn(arrangeColumns(columns))).toBe(false);
  });

  it('keeps a column fixed at the left first (a statement’s employee)', () => {
    const arranged = arrangeColumns<Row>([
      { key: 'amount' },
      { key: 'employee', fixed: 'left' },
      { key: 'days' },
    ]);
    expect(keys(arranged)).toEqual(['employee', 'amount', 'days']);
    expect(arranged[0]?.fixed).toBe('left');
  });
});
