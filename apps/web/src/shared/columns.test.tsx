import { Button } from 'antd';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { decisionColumn, moneyColumn } from './columns.tsx';
import { money } from './format.ts';

interface Row {
  id: number;
  status: string;
  amount: string;
  currency: 'UZS' | 'USD';
}

const row: Row = { id: 7, status: 'CREATED', amount: '1250000.00', currency: 'USD' };
const cell = (render: unknown, r: Row): ReactNode =>
  (render as (value: unknown, record: Row, index: number) => ReactNode)(undefined, r, 0);

describe('moneyColumn', () => {
  it('shows the picked amount in the row currency, right-aligned', () => {
    const column = moneyColumn<Row>('amount', 'Summa', 'uz', (r) => r.amount);
    expect(column).toMatchObject({ key: 'amount', title: 'Summa', align: 'right' });
    expect(cell(column.render, row)).toBe(money('1250000.00', 'USD', 'uz'));
    expect(cell(column.render, { ...row, currency: 'UZS' })).toBe(money('1250000.00', 'UZS', 'uz'));
  });
});

describe('decisionColumn', () => {
  const buttons = (node: ReactNode) => {
    expect(isValidElement(node)).toBe(true);
    const children = (node as ReactElement<{ children: ReactElement[] }>).props.children;
    type Shown = ReactElement<{ onClick(): void; 'data-testid': string; children: string }>;
    return children as unknown as [Shown, Shown];
  };

  it('shows approve and reject on the rows that may be decided, each calling back with the row', () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const column = decisionColumn<Row>({
      may: (r) => r.status === 'CREATED',
      approveLabel: 'Tasdiqlash',
      rejectLabel: 'Rad etish',
      onApprove,
      onReject,
      testId: 'request',
      column: { fixed: 'right', width: 200 },
    });
    expect(column).toMatchObject({ key: 'actions', fixed: 'right', width: 200 });
    const [approve, reject] = buttons(cell(column.render, row));
    expect(approve.type).toBe(Button);
    expect(approve.props['data-testid']).toBe('request-approve-7');
    expect(approve.props.children).toBe('Tasdiqlash');
    expect(reject.props['data-testid']).toBe('request-reject-7');
    expect(reject.props.children).toBe('Rad etish');
    approve.props.onClick();
    expect(onApprove).toHaveBeenCalledWith(row);
    expect(onReject).not.toHaveBeenCalled();
    reject.props.onClick();
    expect(onReject).toHaveBeenCalledWith(row);
  });

  it('shows nothing on a row already decided', () => {
    const column = decisionColumn<Row>({
      may: (r) => r.status === 'CREATED',
      approveLabel: 'a',
      rejectLabel: 'r',
      onApprove: () => undefined,
      onReject: () => undefined,
      testId: 'x',
    });
    expect(cell(column.render, { ...row, status: 'APPROVED' })).toBe(false);
  });
});
