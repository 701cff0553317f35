import { describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE, REPORT_GROUPS } from './catalogue.ts';
import { REPORT_DEFINITIONS } from './definitions/index.ts';
import { periodDates, reportQuerySchema } from './filters.ts';

describe('report periods', () => {
  const on = (period: string, today: string) => periodDates(reportQuerySchema.parse({ period }), today);

  it('resolves day, week from Monday, month to date and the whole previous month', () => {
    expect(on('day', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    // 2026-11-29 is a Sunday
    expect(on('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(on('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(on('month', '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(on('previous_month', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(on('previous_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('takes a custom range as given, both ends required and in order', () => {
    const q = reportQuerySchema.parse({ period: 'range', date_from: '01.02.2026', date_to: '2026-02-10' });
    expect(periodDates(q, '2026-11-29')).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    expect(reportQuerySchema.safeParse({ period: 'range', date_from: '2026-02-01' }).success).toBe(false);
    expect(
      reportQuerySchema.safeParse({ period: 'range', date_from: '2026-02-10', date_to: '2026-02-01' })
        .success,
    ).toBe(false);
  });
});

describe('report catalogue', () => {
  it('holds the 93 codes in the seven groups, every built report among them in its group', () => {
    expect(REPORT_CATALOGUE).toHaveLength(93);
    expect(new Set(REPORT_CATALOGUE.map(([, g]) => g))).toEqual(new Set(REPORT_GROUPS));
    const groups = new Map(REPORT_CATALOGUE);
    for (const [code, def] of Object.entries(REPORT_DEFINITIONS)) {
      expect(def.code).toBe(code);
      expect(groups.get(code)).toBe(def.group);
      // a chart names columns of its own report
      if (def.chart) expect(def.columns.map((c) => c.key)).toContain(def.chart.value);
    }
  });
});

describe('the levy reports’ filters', () => {
  it('takes bucket edges as rising day counts, and the PAR basis and promise outcome from their lists', () => {
    expect(reportQuerySchema.parse({ bucket_edges: '10,20,45' }).bucket_edges).toEqual([10, 20, 45]);
    expect(reportQuerySchema.safeParse({ bucket_edges: '30,20' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ bucket_edges: '0,30' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ bucket_edges: '30;60' }).success).toBe(false);
    expect(reportQuerySchema.parse({ par_basis: 'principal', auto_pay: 'false' })).toMatchObject({
      par_basis: 'principal',
      auto_pay: false,
    });
    expect(reportQuerySchema.safeParse({ promise_outcome: 'maybe' }).success).toBe(false);
  });
});
