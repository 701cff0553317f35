import { describe, expect, it } from 'vitest';
import { allocatePayment, type ScheduleState } from './allocate.ts';
import { type PaidRow, respreadPayments } from './respread.ts';

const row = (n: number, dueDate: string, amount: bigint, markup: bigint): ScheduleState => ({
  n,
  dueDate,
  amount,
  markup,
  paid: 0n,
  forgiven: 0n,
  markupSettled: 0n,
});
const SCHEDULE = [
  row(0, '2024-01-10', 300n, 0n),
  row(1, '2024-02-10', 500n, 100n),
  row(2, '2024-03-10', 500n, 100n),
];

const rowsOf = (rows: { n: number; amount: bigint; markup: bigint }[]) =>
  new Map<number, PaidRow>(rows.map((r) => [r.n, { amount: r.amount, markup: r.markup }]));

describe('payments spread again in the order of their dates', () => {
  it('moves a later-dated payment off the oldest rows when an earlier-dated one is entered after it', () => {
    // entered first: 400 on 1 March pays row 0 and 100 of row 1
    const march = allocatePayment(SCHEDULE, 400n, '2024-03-01');
    const afterMarch = SCHEDULE.map((r) => {
      const a = march.rows.find((x) => x.n === r.n);
      return a ? { ...r, paid: a.amount, markupSettled: a.markup } : r;
    });
    // entered second, dated 5 January: 300 goes on the rows still open (row 1)
    const january = allocatePayment(afterMarch, 300n, '2024-01-05');
    const deltas = respreadPayments(SCHEDULE, [
      { id: 1, date: '2024-03-01', rows: rowsOf(march.rows) },
      { id: 2, date: '2024-01-05', rows: rowsOf(january.rows) },
    ]);
    expect(deltas).not.toBeNull();
    const net = (id: number, base: { n: number; amount: bigint }[]) => {
      const out = new Map(base.map((r) => [r.n, r.amount]));
      for (const d of deltas ?? []) if (d.settlementId === id) out.set(d.n, (out.get(d.n) ?? 0n) + d.amount);
      return [...out].filter(([, a]) => a !== 0n);
    };
    // in date order: January's 300 pays row 0; March's 400 pays row 1
    expect(net(2, january.rows)).toEqual([[0, 300n]]);
    expect(net(1, march.rows)).toEqual([[1, 400n]]);
    const markups = (deltas ?? []).reduce((s, d) => s + d.markup, 0n);
    expect(markups).toBe(0n);
  });

  it('changes nothing when the payments were entered in date order', () => {
    const first = allocatePayment(SCHEDULE, 450n, '2024-01-10');
    const state = SCHEDULE.map((r) => {
      const a = first.rows.find((x) => x.n === r.n);
      return a ? { ...r, paid: a.amount, markupSettled: a.markup } : r;
    });
    const second = allocatePayment(state, 600n, '2024-02-10');
    expect(
      respreadPayments(SCHEDULE, [
        { id: 1, date: '2024-01-10', rows: rowsOf(first.rows) },
        { id: 2, date: '2024-02-10', rows: rowsOf(second.rows) },
      ]),
    ).toEqual([]);
  });

  it('keeps to the rows left after what is forgiven, and refuses totals that do not fit', () => {
    const forgiven = SCHEDULE.map((r) => (r.n === 2 ? { ...r, forgiven: 500n, markupSettled: 100n } : r));
    expect(
      respreadPayments(forgiven, [
        { id: 1, date: '2024-01-10', rows: rowsOf([{ n: 2, amount: 200n, markup: 40n }]) },
      ]),
    ).toEqual([
      { settlementId: 1, date: '2024-01-10', n: 0, amount: 200n, markup: 0n },
      { settlementId: 1, date: '2024-01-10', n: 2, amount: -200n, markup: -40n },
    ]);
    expect(
      respreadPayments(forgiven, [
        { id: 1, date: '2024-01-10', rows: rowsOf([{ n: 0, amount: 900n, markup: 0n }]) },
      ]),
    ).toBeNull();
  });
});
